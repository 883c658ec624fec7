/** Inviting friends: the share poster (invite code, link and its QR), what invites earned, who signed up. */
import './share.css';
import { INVITE_SIGNUP_POINTS, api, formatRelativeTime, isRecentTime } from '@md/contract/client';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useApi } from '../../shared/api/api-context.tsx';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { apiPages, personalQuery } from '../../shared/query/api-query.ts';
import { useAppState } from '../../shared/stores/app-store.ts';
import { PagedList } from '../../shared/ui/paged-list.tsx';
import { ErrorState, KEPT_LINE } from '../../shared/ui/states.tsx';
import { showToast } from '../../shared/ui/toast.ts';

export function InvitePage() {
  const { t } = useTranslation('share');
  const { locale } = useLanguage();
  const client = useApi();
  const token = useAppState((s) => s.token);
  const poster = useQuery({ ...personalQuery(client, token, api.userShareqr, {}), staleTime: Infinity });
  const income = useQuery(personalQuery(client, token, api.userInviteIncome, { pageSize: 1 }));
  const invitees = apiPages(client, api.userInviteList, { pageSize: 20 }, (answer) => answer);
  const count = useQuery(personalQuery(client, token, api.userInviteList, { pageSize: 1 }));

  async function copyLink() {
    if (!poster.data) return;
    try {
      await navigator.clipboard.writeText(poster.data.url);
      showToast(t('linkCopied'));
    } catch {
      showToast(poster.data.url);
    }
  }

  return (
    <main className="page page--narrow invite-page">
      <h1 className="page__title">{t('posterTitle')}</h1>
      <p className="invite-page__intro">{t('posterIntro', { points: INVITE_SIGNUP_POINTS })}</p>
      {poster.isError ? (
        <ErrorState text={t('loadFailed')} error={poster.error} onRetry={() => void poster.refetch()} />
      ) : !poster.data ? (
        // The poster's place while it is on its way: the same box, so what is below does not move (decision 0084).
        <section className="invite-poster" aria-busy="true">
          <Skeleton animated className="invite-poster__qr invite-poster__qr-skeleton" />
          <p className="invite-poster__code">{KEPT_LINE}</p>
          <p className="invite-poster__url">{KEPT_LINE}</p>
          <div className="invite-poster__actions">
            <Button color="primary" disabled>
              {t('savePoster')}
            </Button>
            <Button fill="outline" disabled>
              {t('copyLink')}
            </Button>
          </div>
        </section>
      ) : (
        <section className="invite-poster" data-testid="invite-poster">
          <img className="invite-poster__qr" src={poster.data.qrImage} alt={t('qrAlt')} width={200} height={200} />
          <p className="invite-poster__code">{t('inviteCode', { code: poster.data.affCode })}</p>
          <p className="invite-poster__url">{poster.data.url}</p>
          <div className="invite-poster__actions">
            <a className="adm-button adm-button-primary adm-button-shape-default invite-poster__save" href={poster.data.qrImage} download={`invite-${poster.data.affCode}.png`}>
              {t('savePoster')}
            </a>
            <Button fill="outline" onClick={() => void copyLink()}>
              {t('copyLink')}
            </Button>
          </div>
        </section>
      )}
      <p className="invite-page__income" data-testid="invite-income">
        {t('income', { points: income.data?.totalPoints ?? 0 })}
      </p>
      <h2 className="invite-page__heading">{t('invitees', { count: count.data?.total ?? 0 })}</h2>
      <PagedList
        {...invitees}
        enabled={Boolean(client && token)}
        className="invite-list"
        testId="invitees"
        emptyText={t('noInvitees')}
        itemKey={(item) => item.userId}
        renderItem={(item) => (
          <div className="invite-list__item">
            <span className="invite-list__name">{item.nickname}</span>
            <span className="invite-list__when">{t(isRecentTime(item.joinedAt) ? 'joinedAt' : 'joinedOn', { time: formatRelativeTime(item.joinedAt, undefined, undefined, locale), points: item.points })}</span>
          </div>
        )}
      />
    </main>
  );
}
