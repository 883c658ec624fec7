/** The top of the points page: balance, title and the way to the next, the certified mark, time online. */
import type { USER_TITLES } from '@md/contract/client';
import { useQuery } from '@tanstack/react-query';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { useAppState } from '../../shared/stores/app-store.ts';
import { UserTitleChip } from '../../shared/ui/user-title.tsx';
import { balanceQuery, certQuery, onlineQuery, titleQuery } from './queries.ts';

type TitleKey = (typeof USER_TITLES)[number]['key'];

export function useDuration() {
  const { t } = useTranslation('mine');
  return (seconds: number) => {
    const minutes = Math.floor(seconds / 60);
    return minutes < 60 ? t('minutes', { count: minutes }) : t('hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  };
}

export function StandingCard() {
  const { t } = useTranslation('mine');
  const client = useBrowserApi();
  const token = useAppState((s) => s.token);
  const balance = useQuery(balanceQuery(client, token));
  const title = useQuery(titleQuery(client, token));
  const cert = useQuery(certQuery(client, token));
  const online = useQuery(onlineQuery(client, token));
  const duration = useDuration();
  if (!balance.data || !title.data) {
    return (
      <section className="standing" aria-busy="true" aria-label={t('balance')}>
        <Skeleton.Paragraph lineCount={3} animated />
      </section>
    );
  }
  const next = title.data.next;
  return (
    <section className="standing" aria-label={t('balance')} data-testid="standing">
      <div className="standing__balance">
        <span className="standing__label">{t('balance')}</span>
        <strong data-testid="ledger-balance">{balance.data.balance}</strong>
      </div>
      <div className="standing__title">
        <span className="standing__label">{t('titleLabel')}</span>
        <UserTitleChip title={title.data.title} />
        {cert.data?.certified ? <span className="standing__cert">{t('certified')}</span> : null}
        <span className="standing__next">
          {next ? t('nextTitle', { points: next.minPoints - title.data.earned, title: t(`titles.${next.key as TitleKey}`) }) : t('topTitle')}
        </span>
      </div>
      {online.data ? (
        <dl className="standing__online">
          <div>
            <dt>{t('onlineToday')}</dt>
            <dd data-testid="online-today">{duration(online.data.today)}</dd>
          </div>
          <div>
            <dt>{t('onlineTotal')}</dt>
            <dd>{duration(online.data.total)}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
