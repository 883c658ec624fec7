/** /noticeDetail?id=: one announcement, as operators wrote it (text only). */
import './messages.css';
import { Code, api, formatRelativeTime } from '@md/contract/client';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { isApiCallError } from '../../shared/api/errors.ts';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { useAppState } from '../../shared/stores/app-store.ts';
import { NotFoundState } from '../../shared/ui/not-found-state.tsx';
import { CardGridSkeleton, ErrorState } from '../../shared/ui/states.tsx';
import { UserText } from '../../shared/ui/user-text.tsx';

export function NoticeDetail() {
  const { t } = useTranslation('messages');
  const { locale } = useLanguage();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const client = useBrowserApi();
  const token = useAppState((s) => s.token);
  const query = useQuery({
    queryKey: [api.messageNotice.path, id, token],
    enabled: client !== null && token !== null && valid,
    retry: false,
    queryFn: () => client!.call(api.messageNotice, { id }, { silent: true }),
  });
  // No such announcement (or none any longer): the site's not-found page, not a failure a reload could mend.
  if (!valid || (query.isError && isApiCallError(query.error) && query.error.code === Code.noticeMissing)) return <NotFoundState />;
  return (
    <main className="page page--narrow notice-detail">
      {/* Until the announcement is here (or when it is not), the page's heading is the page's name. */}
      {!query.isSuccess && <h1 className="page__title">{t('noticeTitle')}</h1>}
      {query.isPending ? (
        <CardGridSkeleton count={1} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <article data-testid="notice-detail">
          <h1 className="page__title">
            <UserText text={query.data.title} />
          </h1>
          <time className="notice-detail__time" dateTime={query.data.createdAt}>
            {formatRelativeTime(query.data.createdAt, undefined, undefined, locale)}
          </time>
          <UserText text={query.data.text} className="notice-detail__text" />
        </article>
      )}
      <Link to="/sysMsg" className="notice-detail__back">
        {t('backToMessages')}
      </Link>
    </main>
  );
}
