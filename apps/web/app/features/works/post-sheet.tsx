/**
 * 发布动态 for a published work (works/post, decision 0069): a bottom sheet, a labelled modal dialog by keyboard too,
 * with the post's text (its counter) and optional post tags; no price, as the video plays by its link. The post carries the work's video and awaits review;
 * the toast says so and the work's row then links to /mine/posts. Loaded on first use, like the report sheet.
 */
import './post-sheet.css';
import { POST_TAGS_MAX, POST_TEXT_MAX, POST_TEXT_MIN, api, type OwnWork } from '@md/contract/client';
import Popup from 'antd-mobile/es/components/popup';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { isApiCallError } from '../../shared/api/errors.ts';
import { useTranslation } from '../../shared/i18n/index.ts';
import { apiKey, apiQuery } from '../../shared/query/api-query.ts';
import { focusKeepingProps } from '../../shared/ui/focus-keeping-button.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { useSheetFocus } from '../../shared/ui/use-sheet-focus.ts';

export default function WorkPostSheet({
  work,
  onClose,
  onPosted,
  returnFocus,
}: {
  work: OwnWork;
  onClose: () => void;
  onPosted: (postId: number) => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('works');
  const { t: tp } = useTranslation('post');
  const client = useBrowserApi();
  const queryClient = useQueryClient();
  const tags = useQuery({ ...apiQuery(client, api.postTags, {}), enabled: client !== null });
  const [visible, setVisible] = useState(true);
  const [text, setText] = useState('');
  const [tagIds, setTagIds] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dialog = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const textId = useId();
  const close = useCallback(() => setVisible(false), []);
  useSheetFocus(visible, dialog, close, 'textarea');

  const length = text.trim().length;
  const toggleTag = (id: number) =>
    setTagIds((list) => (list.includes(id) ? list.filter((x) => x !== id) : list.length >= POST_TAGS_MAX ? list : [...list, id]));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!client || busy || length < POST_TEXT_MIN) return;
    setBusy(true);
    setError(null);
    try {
      const post = await client.call(api.worksPost, { workId: work.id, text, tagIds }, { silent: true });
      void queryClient.invalidateQueries({ queryKey: apiKey(api.postMine) });
      showToast(tp('published'));
      onPosted(post.id);
      close();
    } catch (failure) {
      if (isApiCallError(failure) && failure.kind !== 'expired') setError(failure.tip);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Popup
      visible={visible}
      onMaskClick={close}
      onClose={close}
      afterClose={() => {
        onClose();
        if (returnFocus.current?.isConnected) returnFocus.current.focus({ preventScroll: true });
      }}
      bodyClassName="work-post-sheet"
      destroyOnClose
    >
      <form ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} className="work-post-sheet__form" data-testid="work-post-sheet" onSubmit={submit} noValidate>
        <h2 id={titleId} className="work-post-sheet__title">
          {t('postTitle', { title: work.title || t('untitled') })}
        </h2>
        <p className="work-post-sheet__hint">{t('postHint')}</p>
        <label htmlFor={textId} className="work-post-sheet__label">
          {tp('textLabel')}
        </label>
        <textarea
          id={textId}
          className="work-post-sheet__text"
          value={text}
          maxLength={POST_TEXT_MAX}
          rows={4}
          placeholder={tp('textPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${textId}-count`}
        />
        <span id={`${textId}-count`} className="work-post-sheet__counter" data-testid="work-post-counter">
          {tp('counter', { count: length, max: POST_TEXT_MAX })}
        </span>
        <fieldset className="work-post-sheet__tags">
          <legend>{tp('tags', { max: POST_TAGS_MAX })}</legend>
          <div className="work-post-sheet__tag-list">
            {(tags.data ?? []).map((tag) => (
              <button key={tag.id} type="button" className="work-post-sheet__tag" aria-pressed={tagIds.includes(tag.id)} onClick={() => toggleTag(tag.id)}>
                {tag.name}
              </button>
            ))}
          </div>
        </fieldset>
        <div className="work-post-sheet__error" role={error ? 'alert' : undefined}>
          {error ?? ''}
        </div>
        <div className="work-post-sheet__buttons">
          <button type="button" className="work-post-sheet__cancel" onClick={close}>
            {t('postCancel')}
          </button>
          <button type="submit" className="work-post-sheet__submit" aria-busy={busy || undefined} {...focusKeepingProps(busy || length < POST_TEXT_MIN)}>
            {busy ? tp('sending') : tp('send')}
          </button>
        </div>
      </form>
    </Popup>
  );
}
