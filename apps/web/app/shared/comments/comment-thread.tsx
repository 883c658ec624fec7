/** A root comment with its first replies; "共 N 条回复" opens the whole thread, paged by cursor. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useBrowserApi } from '../api/api-context.tsx';
import { useTranslation } from '../i18n/index.ts';
import { useAppState } from '../stores/app-store.ts';
import { focusKeepingProps } from '../ui/focus-keeping-button.tsx';
import { CommentItem, type Comment, type CommentHandlers } from './comment-item.tsx';
import { threadFeed } from './queries.ts';

export function CommentThread({ root, preview, handlers }: { root: Comment; preview: Comment[]; handlers: CommentHandlers }) {
  const { t } = useTranslation('comments');
  const client = useBrowserApi();
  const token = useAppState((s) => s.token);
  const [open, setOpen] = useState(false);
  const thread = useInfiniteQuery({ ...threadFeed(client, token, root.id), enabled: open });
  const replies = open && thread.data ? thread.data.pages.flatMap((p) => p.list) : preview;
  const hidden = root.replies - preview.length;
  return (
    <div className="comment-thread" data-testid="comment-thread">
      <CommentItem item={root} handlers={handlers} />
      {replies.length > 0 ? (
        <div className="comment-thread__replies" role="group" aria-label={t('repliesOf', { name: root.user.nickname })}>
          {replies.map((r) => (
            <CommentItem key={r.id} item={r} handlers={handlers} reply />
          ))}
          {!open && hidden > 0 ? (
            <button type="button" className="comment-thread__more" aria-expanded={false} onClick={() => setOpen(true)}>
              {t('allReplies', { count: root.replies })}
            </button>
          ) : null}
          {open && thread.hasNextPage ? (
            <button type="button" className="comment-thread__more" aria-busy={thread.isFetchingNextPage || undefined} {...focusKeepingProps(thread.isFetchingNextPage, () => void thread.fetchNextPage())}>
              {t('moreReplies')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
