/**
 * The edit sheet of one of the creator's works (decisions 0067, 0068): title, description, tags from
 * works/select/tags, who may watch, and the cover chosen among the candidate frames. A bottom sheet that is a
 * labelled modal dialog by keyboard too (focus inside, Tab trapped, Escape closes, focus returns to 编辑). Save sends
 * only what changed: works/modify/media, then works/modify/show; the list is asked again and 已保存 shown.
 */
import './work-edit-sheet.css';
import { Code, WORK_DESCRIPTION_MAX, WORK_TAGS_MAX, WORK_TITLE_MAX, api, type OwnWork, type WorkVisibility } from '@md/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Popup from 'antd-mobile/es/components/popup';
import { useCallback, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { isApiCallError } from '../../shared/api/errors.ts';
import { useTranslation } from '../../shared/i18n/index.ts';
import { CodecImage } from '../../shared/image/codec-image.tsx';
import { personalQuery } from '../../shared/query/api-query.ts';
import { useAppState } from '../../shared/stores/app-store.ts';
import { focusKeepingProps } from '../../shared/ui/focus-keeping-button.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { useSheetFocus } from '../../shared/ui/use-sheet-focus.ts';

const length = (text: string) => [...text].length;
/** The contract's visibilities (its zod enum stays out of the browser bundle), widest first. */
const VISIBILITIES = ['public', 'unlisted', 'private'] as const satisfies readonly WorkVisibility[];
const COVER_CODES: ReadonlySet<number> = new Set([Code.worksCoverUnknown, Code.worksCoverNotReady]);

export default function WorkEditSheet({ work, onClose, returnFocus }: { work: OwnWork; onClose: () => void; returnFocus: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('works');
  const client = useBrowserApi();
  const token = useAppState((s) => s.token);
  const queryClient = useQueryClient();
  const tagChoices = useQuery(personalQuery(client, token, api.worksSelectTags, { pageSize: 50 }));
  const [visible, setVisible] = useState(true);
  const [title, setTitle] = useState(work.title);
  const [description, setDescription] = useState(work.description);
  const [tagIds, setTagIds] = useState<number[]>(() => work.tags.map((tag) => tag.id));
  const [visibility, setVisibility] = useState<WorkVisibility>(work.visibility);
  const [cover, setCover] = useState<number | null>(work.coverFrame);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [coverError, setCoverError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dialog = useRef<HTMLFormElement>(null);
  const ids = { title: useId(), heading: useId(), description: useId(), titleError: useId(), coverError: useId(), tags: useId() };

  const close = useCallback(() => setVisible(false), []);
  useSheetFocus(visible, dialog, close);

  // The author's chosen tags first (one may have left the first page of choices), then the rest by use.
  const chosenTags = work.tags.filter((tag) => !tagChoices.data?.list.some((choice) => choice.id === tag.id));
  const tags = [...chosenTags, ...(tagChoices.data?.list ?? [])];
  const toggleTag = (id: number) => setTagIds((now) => (now.includes(id) ? now.filter((t) => t !== id) : now.length >= WORK_TAGS_MAX ? now : [...now, id]));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!client || busy) return;
    const trimmed = title.trim();
    if (!trimmed) {
      setTitleError(t('titleRequired'));
      document.getElementById(ids.title)?.focus();
      return;
    }
    const sameTags = tagIds.length === work.tags.length && work.tags.every((tag) => tagIds.includes(tag.id));
    const media = {
      ...(trimmed !== work.title ? { title: trimmed } : {}),
      ...(description.trim() !== work.description ? { description: description.trim() } : {}),
      ...(sameTags ? {} : { tagIds }),
      ...(cover !== null && cover !== work.coverFrame ? { cover } : {}),
    };
    const showChanged = visibility !== work.visibility;
    if (Object.keys(media).length === 0 && !showChanged) {
      showToast(t('unchanged'));
      close();
      return;
    }
    setBusy(true);
    setTitleError(null);
    setCoverError(null);
    try {
      if (Object.keys(media).length > 0) await client.call(api.worksModifyMedia, { id: work.id, ...media }, { silent: true });
      if (showChanged) await client.call(api.worksModifyShow, { id: work.id, visibility }, { silent: true });
      showToast(t('saved'));
      close();
    } catch (error) {
      // The server's own words: under the cover for a cover it refused, else as a message.
      if (isApiCallError(error) && error.code !== null && COVER_CODES.has(error.code)) setCoverError(error.tip);
      else if (isApiCallError(error)) showToast(error.tip);
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: [api.worksMedia.path] });
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
      bodyClassName="work-edit"
      destroyOnClose
    >
      <form ref={dialog} role="dialog" aria-modal="true" aria-labelledby={ids.heading} className="work-edit__form" data-testid="work-edit" onSubmit={submit} noValidate>
        <h2 id={ids.heading} className="work-edit__heading">
          {t('editTitle')}
        </h2>

        <div className="work-edit__field">
          <label htmlFor={ids.title} className="work-edit__label">
            {t('fieldTitle')}
          </label>
          <input
            id={ids.title}
            className="work-edit__input"
            value={title}
            maxLength={WORK_TITLE_MAX}
            required
            aria-invalid={titleError ? true : undefined}
            aria-describedby={titleError ? ids.titleError : undefined}
            onChange={(event) => {
              setTitle(event.target.value);
              setTitleError(null);
            }}
          />
          <span className="work-edit__counter" aria-hidden>
            {t('counter', { count: length(title), max: WORK_TITLE_MAX })}
          </span>
          {titleError ? (
            <p id={ids.titleError} className="work-edit__error" role="alert">
              {titleError}
            </p>
          ) : null}
        </div>

        <div className="work-edit__field">
          <label htmlFor={ids.description} className="work-edit__label">
            {t('fieldDescription')}
          </label>
          <textarea
            id={ids.description}
            className="work-edit__input work-edit__textarea"
            value={description}
            maxLength={WORK_DESCRIPTION_MAX}
            rows={3}
            placeholder={t('descriptionPlaceholder')}
            onChange={(event) => setDescription(event.target.value)}
          />
          <span className="work-edit__counter" aria-hidden>
            {t('counter', { count: length(description), max: WORK_DESCRIPTION_MAX })}
          </span>
        </div>

        <div className="work-edit__field" role="group" aria-labelledby={ids.tags}>
          <p id={ids.tags} className="work-edit__label">
            {t('fieldTags')} <span className="work-edit__hint">{t('tagsHint', { max: WORK_TAGS_MAX })}</span>
          </p>
          {tagChoices.isPending ? <p className="work-edit__hint">{t('tagsLoading')}</p> : null}
          <ul className="chips work-edit__tags">
            {tags.map((tag) => {
              const on = tagIds.includes(tag.id);
              return (
                <li key={tag.id}>
                  <button
                    type="button"
                    className={`chip work-edit__tag${on ? ' chip--active' : ''}`}
                    aria-pressed={on}
                    disabled={!on && tagIds.length >= WORK_TAGS_MAX}
                    onClick={() => toggleTag(tag.id)}
                  >
                    {tag.name}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>

        <fieldset className="work-edit__field work-edit__choices">
          <legend className="work-edit__label">{t('fieldVisibility')}</legend>
          {VISIBILITIES.map((value) => (
            <label key={value} className="work-edit__choice">
              <input type="radio" name={`work-visibility-${work.id}`} value={value} checked={visibility === value} onChange={() => setVisibility(value)} />
              <span>
                {t(`visibility_${value}`)}
                <span className="work-edit__hint">{t(`visibilityHint_${value}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>

        <fieldset className="work-edit__field" aria-describedby={coverError ? ids.coverError : undefined}>
          <legend className="work-edit__label">{t('fieldCover')}</legend>
          {work.frames.length === 0 ? <p className="work-edit__hint">{t('coverNone')}</p> : null}
          <div className="work-edit__frames">
            {work.frames.map((frame, index) => (
              <label key={frame} className={`work-edit__frame${cover === index ? ' work-edit__frame--on' : ''}`} data-testid="work-edit-frame">
                <input
                  type="radio"
                  className="visually-hidden"
                  name={`work-cover-${work.id}`}
                  value={index}
                  checked={cover === index}
                  aria-label={t('coverFrame', { n: index + 1 })}
                  onChange={() => {
                    setCover(index);
                    setCoverError(null);
                  }}
                />
                <CodecImage path={frame} alt="" ratio="16 / 9" />
              </label>
            ))}
          </div>
          {coverError ? (
            <p id={ids.coverError} className="work-edit__error" role="alert">
              {coverError}
            </p>
          ) : null}
        </fieldset>

        <div className="work-edit__buttons">
          <button type="button" className="work-edit__cancel" onClick={close}>
            {t('cancel')}
          </button>
          <button type="submit" className="work-edit__save" aria-busy={busy || undefined} {...focusKeepingProps(busy)}>
            {busy ? t('saving') : t('save')}
          </button>
        </div>
      </form>
    </Popup>
  );
}
