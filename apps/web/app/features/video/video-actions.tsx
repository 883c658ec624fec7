/**
 * Collect, support, oppose and share. The buttons and public counts render on the server (nothing moves when
 * the page hydrates); the visitor's own state is personal, so it loads in the browser.
 */
import { ContentType, api, formatCount } from '@md/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AddSquareOutline, HeartFill, HeartOutline, LikeOutline, SendOutline } from 'antd-mobile-icons';
import { useContext } from 'react';
import { ApiContext } from '../../shared/api/api-context.tsx';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { useAppState } from '../../shared/stores/app-store.ts';
import { useShareItem } from '../../shared/api/invite-code.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { AddToList } from '../../shared/work-lists/add-to-list.tsx';
import { mediaStateKey, mediaStateQuery } from './queries.ts';
import { collectMessage } from '../../shared/stores/user-store.ts';

function useMediaState(id: number) {
  const client = useContext(ApiContext);
  const token = useAppState((s) => s.token);
  return useQuery(mediaStateQuery(client, token, id));
}

export function VideoActions({ id, title, supports, opposes, collects }: { id: number; title: string; supports: number; opposes: number; collects: number }) {
  const { t } = useTranslation('video');
  const { t: tc } = useTranslation('common');
  const { locale } = useLanguage();
  const client = useContext(ApiContext);
  const queryClient = useQueryClient();
  const state = useMediaState(id);
  const sharing = useShareItem();
  const mine = state.data;
  const counts = { supports: mine?.supports ?? supports, opposes: mine?.opposes ?? opposes, collects: mine?.collects ?? collects };
  const refresh = () => queryClient.invalidateQueries({ queryKey: mediaStateKey(id) });

  async function toggleCollect() {
    if (!client) return;
    const collected = mine?.collected ?? false;
    try {
      const res = await client.call(collected ? api.collectDel : api.collectAdd, { contentType: ContentType.media, id });
      showToast(tc(collectMessage(res.collected)));
      await refresh();
    } catch {
      // the request layer has said why; the page stays as it was
    }
  }

  async function attitude(next: 'support' | 'oppose') {
    if (!client) return;
    try {
      await client.call(api.mediaAttitude, { id, attitude: mine?.attitude === next ? 'none' : next });
      await refresh();
    } catch {
      // the request layer has said why; the page stays as it was
    }
  }

  // Until the visitor's own state is known (which is also after hydration), the actions wait: a tap could not
  // know which way to toggle, and before hydration it would be lost.
  return (
    <div className="video-actions" role="group" aria-label={t('actions')}>
      <button type="button" className="video-actions__item" aria-pressed={mine?.collected ?? false} disabled={state.isPending} onClick={toggleCollect}>
        {mine?.collected ? <HeartFill className="video-actions__on" /> : <HeartOutline />}
        <span>{t(mine?.collected ? 'collectedCount' : 'collectCount', { value: formatCount(counts.collects, locale) })}</span>
      </button>
      <button type="button" className="video-actions__item" aria-pressed={mine?.attitude === 'support'} disabled={state.isPending} onClick={() => attitude('support')}>
        <LikeOutline className={mine?.attitude === 'support' ? 'video-actions__on' : undefined} />
        <span>{t('like', { value: formatCount(counts.supports, locale) })}</span>
      </button>
      <button type="button" className="video-actions__item" aria-pressed={mine?.attitude === 'oppose'} disabled={state.isPending} onClick={() => attitude('oppose')}>
        <LikeOutline className={`video-actions__down${mine?.attitude === 'oppose' ? ' video-actions__on' : ''}`} />
        <span>{t('dislike', { value: formatCount(counts.opposes, locale) })}</span>
      </button>
      {/* A collected video may go into one of the person's lists (decision 0059). */}
      {mine?.collected ? <AddToList mediaId={id} className="video-actions__item" icon={<AddSquareOutline />} /> : null}
      <button type="button" className="video-actions__item" disabled={!sharing.ready} onClick={() => sharing.share(title, { to: `video-${id}`, dc: 'video' })}>
        <SendOutline />
        <span>{tc('share')}</span>
      </button>
    </div>
  );
}
