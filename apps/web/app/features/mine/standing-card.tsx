/** The top of the points page: balance, title and the way to the next, the certified mark, time online. */
import type { USER_TITLES } from '@md/contract/client';
import { useQuery } from '@tanstack/react-query';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { useAppState } from '../../shared/stores/app-store.ts';
import { UserTitleChip } from '../../shared/ui/user-title.tsx';
import { balanceQuery, certQuery, onlineQuery, titleQuery } from './queries.ts';
import { KEPT_LINE } from '../../shared/ui/states.tsx';

type TitleKey = (typeof USER_TITLES)[number]['key'];

export function useDuration() {
  const { t } = useTranslation('mine');
  return (seconds: number) => {
    const minutes = Math.floor(seconds / 60);
    return minutes < 60 ? t('minutes', { count: minutes }) : t('hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  };
}

const DASH = '–';

export function StandingCard() {
  const { t } = useTranslation('mine');
  const client = useBrowserApi();
  const token = useAppState((s) => s.token);
  const balance = useQuery(balanceQuery(client, token));
  const title = useQuery(titleQuery(client, token));
  const cert = useQuery(certQuery(client, token));
  const online = useQuery(onlineQuery(client, token));
  const duration = useDuration();
  // The card has its final shape from the start, each value a dash until its answer comes: the ledger below does not
  // move when they arrive (decision 0084).
  const ready = Boolean(balance.data && title.data);
  const next = title.data?.next;
  return (
    <section className="standing" aria-label={t('balance')} aria-busy={ready ? undefined : true} data-testid={ready ? 'standing' : undefined}>
      <div className="standing__balance">
        <span className="standing__label">{t('balance')}</span>
        <strong data-testid="ledger-balance">{balance.data?.balance ?? DASH}</strong>
      </div>
      <div className="standing__title">
        <span className="standing__label">{t('titleLabel')}</span>
        {title.data ? <UserTitleChip title={title.data.title} /> : <Skeleton animated className="standing__chip-skeleton" />}
        {cert.data?.certified ? <span className="standing__cert">{t('certified')}</span> : null}
        <span className="standing__next">
          {!title.data ? KEPT_LINE : next ? t('nextTitle', { points: next.minPoints - title.data.earned, title: t(`titles.${next.key as TitleKey}`) }) : t('topTitle')}
        </span>
      </div>
      <dl className="standing__online">
        <div>
          <dt>{t('onlineToday')}</dt>
          <dd data-testid="online-today">{online.data ? duration(online.data.today) : DASH}</dd>
        </div>
        <div>
          <dt>{t('onlineTotal')}</dt>
          <dd>{online.data ? duration(online.data.total) : DASH}</dd>
        </div>
      </dl>
    </section>
  );
}
