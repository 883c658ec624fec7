/** The 帖子 tab of /mine/collections: collected posts as cards, newest first, each with a way to remove it. */
import './post.css';
import { ContentType, api } from '@md/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { apiKey, apiPages } from '../../shared/query/api-query.ts';
import { PagedList } from '../../shared/ui/paged-list.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { PostCard } from './post-card.tsx';

export function CollectedPosts() {
  const { t } = useTranslation('post');
  const { t: tc } = useTranslation('common');
  const client = useBrowserApi();
  const queryClient = useQueryClient();
  async function uncollect(id: number) {
    if (!client) return;
    await client.call(api.collectDel, { contentType: ContentType.post, id });
    showToast(tc('uncollected'));
    await queryClient.invalidateQueries({ queryKey: apiKey(api.collectList) });
  }
  return (
    <PagedList
      {...apiPages(client, api.collectList, { contentType: ContentType.post }, (answer) => answer.posts!)}
      enabled={client !== null}
      className="post-list"
      testId="collected-posts"
      emptyText={t('noCollectedPosts')}
      itemKey={(post) => post.id}
      renderItem={(post) => (
        <PostCard
          post={post}
          extra={
            <button type="button" className="post-uncollect" aria-label={t('uncollectItem', { title: opening(post.text) })} onClick={() => uncollect(post.id)}>
              {t('uncollect')}
            </button>
          }
        />
      )}
    />
  );
}

/** A post's first words, to tell its buttons apart for a screen reader (a post has no title). */
function opening(text: string, max = 20) {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}
