/** /discuss: approved threads, pinned first, then by last reply; pull to refresh, endless paging, a way to write one. */
import './post.css';
import { useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { requireSignIn } from '../../shared/stores/login-store.ts';
import { PagedList } from '../../shared/ui/paged-list.tsx';
import { PullToRefresh } from '../../shared/ui/pull-to-refresh.tsx';
import { PostCard } from './post-card.tsx';
import { discussPages } from './queries.ts';

/** Where 发帖 leads: the publish form in thread mode. */
export const NEW_THREAD_PATH = '/post?kind=thread';

export function DiscussBoard() {
  const { t } = useTranslation('post');
  const client = useBrowserApi();
  const queryClient = useQueryClient();
  const source = discussPages(client);
  // A guest is asked to sign in first, then arrives at the form.
  const write = (event: MouseEvent) => {
    if (requireSignIn(NEW_THREAD_PATH)) event.preventDefault();
  };
  return (
    <main className="discuss">
      <div className="page page--narrow discuss__bar">
        <h1 className="discuss__title">{t('discussTitle')}</h1>
        <Link to={NEW_THREAD_PATH} className="discuss__write" onClick={write}>
          {t('newThread')}
        </Link>
      </div>
      <PullToRefresh onRefresh={() => queryClient.refetchQueries({ queryKey: source.queryKey })}>
        <div className="page page--narrow">
          <PagedList
            {...source}
            className="post-list"
            testId="discuss-list"
            emptyText={t('noThreads')}
            itemKey={(post) => post.id}
            renderItem={(post) => <PostCard post={post} />}
          />
        </div>
      </PullToRefresh>
    </main>
  );
}
