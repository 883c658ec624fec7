/**
 * One content's comments (a video, a post, a review): sort tabs (hot, new), threads, a box to write or reply with
 * quick replies under it (guests are asked to sign in), support and oppose, deleting one's own, and for the
 * content's owner pinning a root. The pre-check (comment/confirm) runs before sending.
 */
import './comments.css';
import { api } from '@md/contract/client';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import TextArea from 'antd-mobile/es/components/text-area';
import { useState, type FormEvent } from 'react';
import { useBrowserApi } from '../api/api-context.tsx';
import { useLanguage, useTranslation } from '../i18n/index.ts';
import { useAppState } from '../stores/app-store.ts';
import { useIsRegistered, useUserInfo } from '../stores/user-store.ts';
import { requireSignIn } from '../stores/login-store.ts';
import { confirmDialog } from '../ui/confirm.tsx';
import { FocusKeepingButton, focusKeepingProps } from '../ui/focus-keeping-button.tsx';
import { EmptyState, ListSkeleton } from '../ui/states.tsx';
import { showToast } from '../ui/toast.ts';
import type { Comment, CommentHandlers } from './comment-item.tsx';
import { CommentImagePicker } from './comment-images.tsx';
import { CommentThread } from './comment-thread.tsx';
import { commentFeed, guestFeed, commentsKey, quickRepliesQuery, targetInput, threadsKey, type CommentSort, type CommentTarget } from './queries.ts';

const SORTS: CommentSort[] = ['hot', 'new'];
const MAX_LENGTH = 500;

export interface CommentsProps {
  target: CommentTarget;
  /** The content's comment count, shown in the heading. */
  count: number;
  /** Told when a comment is added (1) or deleted (-1), so the page's own count follows. */
  onCountChange?: (delta: number) => void;
  /** The content's owner (a post's or a review's author): they may pin a root comment. */
  ownerId?: number | null;
  /** The heading's level: 2 under a video, 3 inside a post's or a review's own section. */
  headingLevel?: 2 | 3;
}

/**
 * The section. The server render shows it whole, with what a guest sees (the first page of the hot order and the
 * quick replies, prefetched by the page's loader through `prefetchComments`), so nothing below it moves when the
 * page comes alive; the session's own page (its attitudes) replaces the guest's when it arrives.
 */
export function Comments({ target, count, onCountChange, ownerId = null, headingLevel = 2 }: CommentsProps) {
  const { t } = useTranslation('comments');
  const { locale } = useLanguage();
  const client = useBrowserApi();
  const queryClient = useQueryClient();
  const registered = useIsRegistered();
  const me = useUserInfo();
  const token = useAppState((s) => s.token);
  const [text, setText] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [sort, setSort] = useState<CommentSort>('hot');
  const [replyTo, setReplyTo] = useState<Comment | null>(null);
  const options = commentFeed(client, token, target, sort);
  const guestView = sort === 'hot' ? guestFeed(queryClient, target) : undefined;
  const feed = useInfiniteQuery({ ...options, placeholderData: guestView });
  const quick = useQuery(quickRepliesQuery(client, locale));

  const moveCount = (delta: number) => onCountChange?.(delta);
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: commentsKey(target) }), queryClient.invalidateQueries({ queryKey: threadsKey() })]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || requireSignIn() || !client) return;
    const content = text.trim();
    if (!content) return;
    setBusy(true);
    try {
      const check = await client.call(api.commentConfirm, { content });
      if (!check.ok) {
        showToast(check.problems[0].tip);
        return;
      }
      await client.call(api.commentAdd, { ...targetInput(target), content, images, ...(replyTo ? { parentId: replyTo.id } : {}) });
      setText('');
      setImages([]);
      showToast(t('commented'));
      // The heading's count comes with the content's details: count the new comment there too.
      moveCount(1);
      // A new root shows first among the newest; a reply shows in its thread wherever it is.
      if (!replyTo) setSort('new');
      setReplyTo(null);
      await refresh();
    } catch {
      // the request layer has shown why
    } finally {
      setBusy(false);
    }
  }

  const canPin = me !== null && ownerId !== null && me.id === ownerId;
  const handlers: CommentHandlers = {
    myId: me?.id ?? null,
    onPin: canPin
      ? async (target, pinned) => {
          if (!client) return;
          try {
            await client.call(api.commentPin, { commentId: target.id, pinned });
            showToast(t(pinned ? 'pinnedToast' : 'unpinnedToast'));
            await refresh();
          } catch {
            // the request layer has shown why
          }
        }
      : null,
    onReply: (target) => {
      if (requireSignIn()) return;
      setReplyTo(target);
      document.getElementById('comment-input')?.focus();
    },
    onAttitude: async (target, attitude) => {
      if (requireSignIn() || !client) return;
      try {
        await client.call(api.commentAttitude, { id: target.id, attitude });
        await refresh();
      } catch {
        // the request layer has shown why
      }
    },
    onDelete: async (target) => {
      if (!client) return;
      const sure = await confirmDialog({ title: t('deleteCommentTitle'), confirmText: t('deleteComment'), cancelText: t('cancel'), danger: true });
      if (!sure) return;
      try {
        await client.call(api.commentDel, { id: target.id });
        moveCount(-1);
        showToast(t('commentDeletedToast'));
        await refresh();
      } catch {
        // the request layer has shown why
      }
    },
  };

  const roots = feed.data?.pages.flatMap((p) => p.list) ?? [];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="comments" aria-labelledby="comments-title" id="comments">
      <Heading id="comments-title" className="section-title" tabIndex={-1}>
        {t('comments')} <span className="section-title__count">{count}</span>
      </Heading>
      <form className="comments__form" onSubmit={submit}>
        {replyTo ? (
          <p className="comments__replying">
            <span>{t('replyingTo', { name: replyTo.user.nickname })}</span>
            <button type="button" className="comments__cancel" onClick={() => setReplyTo(null)}>
              {t('cancelReply')}
            </button>
          </p>
        ) : null}
        {/* antd-mobile puts aria-* on its wrapper: a label of the textarea itself names it. */}
        <label htmlFor="comment-input" className="visually-hidden">
          {replyTo ? t('replyingTo', { name: replyTo.user.nickname }) : t('writeComment')}
        </label>
        <TextArea
          id="comment-input"
          placeholder={registered ? t('commentPlaceholder') : t('commentSignIn')}
          value={text}
          onChange={setText}
          // A guest is asked to sign in on a tap or on typing, not on focus: focus comes back here when the popup
          // closes, and Tab only passes through.
          onClick={() => requireSignIn()}
          onKeyDown={(event) => {
            if (event.key !== 'Tab' && !event.metaKey && !event.ctrlKey && !event.altKey && event.key !== 'Shift' && requireSignIn()) event.preventDefault();
          }}
          maxLength={MAX_LENGTH}
          autoSize={{ minRows: 2, maxRows: 5 }}
          showCount
        />
        {/* For everyone, as the text box is: a guest's press asks them to sign in. Shown only once the visitor was known
            to be signed in, it pushed the comments down after the page had drawn (decision 0084). */}
        <CommentImagePicker paths={images} onChange={setImages} />
        <div className="comments__form-row">
          {quick.data && quick.data.length > 0 ? (
            <ul className="comments__quick" aria-label={t('quickReplies')}>
              {quick.data.map((q) => (
                <li key={q}>
                  <button type="button" className="comments__quick-item" onClick={() => !requireSignIn() && setText((v) => (v + q).slice(0, MAX_LENGTH))}>
                    {q}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <FocusKeepingButton type="submit" color="primary" size="small" disabled={!text.trim()} busy={busy}>
            {t('post')}
          </FocusKeepingButton>
        </div>
      </form>
      <div className="comments__sorts" role="group" aria-label={t('commentSort')}>
        {SORTS.map((s) => (
          <button key={s} type="button" className="comments__sort" aria-pressed={sort === s} onClick={() => setSort(s)}>
            {t(s === 'hot' ? 'sortHot' : 'sortNew')}
          </button>
        ))}
      </div>
      <div className="comments__list" data-testid="comment-list" data-state={feed.isFetching ? 'loading' : 'idle'}>
        {feed.isPending ? <ListSkeleton rows={1} /> : null}
        {feed.isSuccess && roots.length === 0 ? <EmptyState text={t('noComments')} /> : null}
        {roots.map((root) => (
          <CommentThread key={root.id} root={root} preview={root.preview} handlers={handlers} />
        ))}
        {feed.hasNextPage ? (
          <button type="button" className="comment-thread__more" aria-busy={feed.isFetchingNextPage || undefined} {...focusKeepingProps(feed.isFetchingNextPage, () => void feed.fetchNextPage())}>
            {t('moreComments')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
