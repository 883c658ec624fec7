/** Hot comments, all comments newest first, and a box to add one (guests are asked to sign in). */
import './comments.css';
import { api, formatRelativeTime, type comment } from '@md/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useApi } from '../../shared/api/api-context.tsx';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { useIsRegistered } from '../../shared/stores/user-store.ts';
import { requireSignIn } from '../../shared/stores/login-store.ts';
import { PagedList } from '../../shared/ui/paged-list.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { UserTitleChip } from '../../shared/ui/user-title.tsx';
import { commentPages, commentsKey, detailQuery, hotCommentsQuery } from './queries.ts';

type Comment = z.infer<typeof comment>;

function CommentItem({ item }: { item: Comment }) {
  const { locale } = useLanguage();
  return (
    <article className="comment">
      <span className="comment__avatar" aria-hidden>
        {item.user.nickname.slice(0, 1)}
      </span>
      <div className="comment__body">
        <header className="comment__meta">
          <span className="comment__name">{item.user.nickname}</span>
          <UserTitleChip title={item.user.title} />
          <time dateTime={item.createdAt}>{formatRelativeTime(item.createdAt, undefined, undefined, locale)}</time>
        </header>
        <p className="comment__text">{item.content}</p>
      </div>
    </article>
  );
}

export function Comments({ mediaId, count }: { mediaId: number; count: number }) {
  const { t } = useTranslation('video');
  const client = useApi();
  const queryClient = useQueryClient();
  const registered = useIsRegistered();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const hot = useQuery(hotCommentsQuery(client, mediaId));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (requireSignIn()) return;
    const content = text.trim();
    if (!content) return;
    setBusy(true);
    try {
      await client.call(api.commentAdd, { mediaId, content });
      setText('');
      showToast(t('commented'));
      // The heading's count comes with the video's details: count the new comment there too.
      queryClient.setQueryData(detailQuery(client, mediaId).queryKey, (media) => (media ? { ...media, comments: media.comments + 1 } : media));
      await queryClient.invalidateQueries({ queryKey: commentsKey(mediaId) });
    } catch {
      // the request layer has shown why
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title" className="section-title">
        {t('comments')} <span className="section-title__count">{count}</span>
      </h2>
      <form className="comments__form" onSubmit={submit}>
        <TextArea
          aria-label={t('writeComment')}
          placeholder={registered ? t('commentPlaceholder') : t('commentSignIn')}
          value={text}
          onChange={setText}
          // A guest is asked to sign in on a tap or on typing, not on focus: focus comes back here when the popup
          // closes, and Tab only passes through.
          onClick={() => requireSignIn()}
          onKeyDown={(event) => {
            if (event.key !== 'Tab' && !event.metaKey && !event.ctrlKey && !event.altKey && event.key !== 'Shift' && requireSignIn()) event.preventDefault();
          }}
          maxLength={500}
          autoSize={{ minRows: 2, maxRows: 5 }}
          showCount
        />
        <Button type="submit" color="primary" size="small" disabled={!text.trim()} loading={busy}>
          {t('post')}
        </Button>
      </form>
      {hot.data && hot.data.length > 0 ? (
        <div className="comments__hot">
          <h3 className="comments__subtitle">{t('hotComments')}</h3>
          {hot.data.map((c) => (
            <CommentItem key={c.id} item={c} />
          ))}
        </div>
      ) : null}
      <PagedList
        {...commentPages(client, mediaId)}
        itemKey={(c) => c.id}
        renderItem={(c) => <CommentItem item={c} />}
        className="comments__list"
        emptyText={t('noComments')}
      />
    </section>
  );
}
