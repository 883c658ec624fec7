/** /mine/rank: the leaderboard of points earned, today (Asia/Shanghai) or all time, with the caller's place. */
import './mine-pages.css';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { choiceParam } from '../../shared/navigation/params.ts';
import { useAppState } from '../../shared/stores/app-store.ts';
import { useUserInfo } from '../../shared/stores/user-store.ts';
import { SortTabs } from '../../shared/ui/paged-list.tsx';
import { CardGridSkeleton, EmptyState, ErrorState } from '../../shared/ui/states.tsx';
import { rankQuery } from './queries.ts';
import { CodecImage } from '../../shared/image/codec-image.tsx';
import { nameInitial } from '../../shared/ui/name-initial.ts';

const PERIODS = ['day', 'all'] as const;

export function RankPage() {
  const { t } = useTranslation('mine');
  const [params, setParams] = useSearchParams();
  const period = choiceParam(params, 'period', PERIODS, 'day');
  const client = useBrowserApi();
  const token = useAppState((s) => s.token);
  const me = useUserInfo();
  const rank = useQuery(rankQuery(client, token, period));

  let body;
  if (rank.isPending) body = <CardGridSkeleton count={4} />;
  else if (rank.isError) body = <ErrorState error={rank.error} onRetry={() => rank.refetch()} />;
  else if (rank.data.list.length === 0) body = <EmptyState text={t('noRank')} />;
  else
    body = (
      <ol className="mine-pages__list rank-list" data-testid="rank-list">
        {rank.data.list.map((row) => (
          <li key={row.userId} className={`rank-row${row.userId === me?.id ? ' rank-row--mine' : ''}`} aria-current={row.userId === me?.id ? 'true' : undefined}>
            <span className={`rank-row__place rank-row__place--${Math.min(row.rank, 4)}`}>
              <span aria-hidden="true">{row.rank}</span>
              <span className="visually-hidden">{t('rankPlace', { rank: row.rank })}</span>
            </span>
            <span className="rank-row__avatar" aria-hidden>
              {row.avatar ? <CodecImage path={row.avatar} alt="" ratio="1 / 1" round /> : nameInitial(row.nickname)}
            </span>
            <span className="rank-row__name">{row.nickname}</span>
            <span className="rank-row__points">{t('rankPoints', { points: row.points })}</span>
          </li>
        ))}
      </ol>
    );

  const mine = rank.data?.mine;
  return (
    <main className="page page--narrow mine-pages">
      <div className="mine-pages__bar">
        <h1>{t('rankTitle')}</h1>
      </div>
      <div className="mine-pages__tabs">
        <SortTabs
          label={t('rankTabs')}
          value={period}
          onChange={(next) => setParams(next === 'day' ? {} : { period: next }, { replace: true })}
          options={[
            { value: 'day', label: t('rankDay') },
            { value: 'all', label: t('rankAll') },
          ]}
        />
      </div>
      {mine ? (
        <p className="mine-pages__note" data-testid="my-place">
          {t('myPlace', { place: mine.rank ? t('rankPlace', { rank: mine.rank }) : t('notRanked'), points: mine.points })}
        </p>
      ) : null}
      {body}
    </main>
  );
}
