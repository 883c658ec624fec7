/** /mine/points: the caller's standing and the points ledger, newest first (every change of the balance). */
import './mine-pages.css';
import { formatRelativeTime, type PointsReason } from '@md/contract/client';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { PagedList } from '../../shared/ui/paged-list.tsx';
import { ledgerPages } from './queries.ts';
import { StandingCard } from './standing-card.tsx';

type Reason = (typeof PointsReason)[keyof typeof PointsReason];

export function PointsPage() {
  const { t } = useTranslation('mine');
  const { locale } = useLanguage();
  const client = useBrowserApi();
  return (
    <main className="page page--narrow mine-pages">
      <div className="mine-pages__bar">
        <h1>{t('pointsTitle')}</h1>
      </div>
      <StandingCard />
      <h2 className="mine-pages__section">{t('ledger')}</h2>
      <PagedList
        {...ledgerPages(client)}
        enabled={client !== null}
        className="mine-pages__list points-list"
        testId="ledger"
        emptyText={t('noLedger')}
        itemKey={(entry) => entry.id}
        renderItem={(entry) => (
          <div className="ledger-row" data-testid="ledger-row">
            <div className="ledger-row__main">
              <span className="ledger-row__reason">{t(`reasons.${entry.reason as Reason}`)}</span>
              <time className="ledger-row__time" dateTime={entry.createdAt}>
                {formatRelativeTime(entry.createdAt, undefined, undefined, locale)}
              </time>
            </div>
            <div className="ledger-row__amounts">
              <span className={`ledger-row__delta ledger-row__delta--${entry.delta > 0 ? 'in' : 'out'}`}>{entry.delta > 0 ? `+${entry.delta}` : entry.delta}</span>
              <span className="ledger-row__balance">{t('entryBalance', { balance: entry.balance })}</span>
            </div>
          </div>
        )}
      />
    </main>
  );
}
