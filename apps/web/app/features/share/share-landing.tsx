/**
 * The share page (`/share?to=video-12&dc=video&pc=<invite code>`): the landing of a shared video, actress, post or
 * review. The session start-up sends `dc` and `pc` with the new guest's login (the invite is recorded when that guest signs
 * up); once the session has started, the shared item opens in place of this page. Rendered on the server with
 * a plain link, so it is useful before any script runs.
 */
import './share.css';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { sessionReady } from '../../shared/api/session-ready.ts';
import { useTranslation } from '../../shared/i18n/index.ts';
import { StateBlock } from '../../shared/ui/state-block.tsx';
import { shareTarget } from './share-target.ts';

export function ShareLanding() {
  const { t } = useTranslation('share');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = shareTarget(params.get('to')) ?? '/';
  // A bare /share has nothing shared in it: it stays, with its link home.
  const shared = ['to', 'dc', 'pc'].some((name) => params.has(name));

  useEffect(() => {
    if (!shared) return;
    let live = true;
    // A tick later: the session start-up registers itself in an effect of the root, which runs after this one.
    void Promise.resolve()
      .then(() => sessionReady())
      .then(() => {
        if (live) navigate(target, { replace: true });
      });
    return () => {
      live = false;
    };
  }, [navigate, target, shared]);

  return (
    <main className="page page--narrow share-landing">
      <StateBlock
        kind="empty"
        title={<h1 className="state-block__heading">{params.get('pc') ? t('invited') : t('title')}</h1>}
        description={shared ? t('opening') : t('nothingShared')}
      >
        <Link to={target} replace className="state-block__action">
          {target === '/' ? t('home') : t('open')}
        </Link>
      </StateBlock>
    </main>
  );
}
