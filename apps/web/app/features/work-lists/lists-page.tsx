/**
 * /mine/lists: the person's video lists (合集, decision 0059). Without an id: the lists, newest change first, and a
 * form to make one. With `?id=`: that list's videos in its order, to move up or down or take out, its name and
 * description to change, and the list to delete. Videos go into a list from the video page (加入合集).
 */
import './work-lists.css';
import { Code, PAGE_SIZE_MAX, WORK_LIST_DESCRIPTION_MAX, WORK_LIST_NAME_MAX, api, formatRelativeTime, isRecentTime, type RouteRequest, type RouteResponse } from '@md/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { isApiCallError } from '../../shared/api/errors.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import { CodecImage } from '../../shared/image/codec-image.tsx';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { idParam } from '../../shared/navigation/params.ts';
import { apiKey, apiPages } from '../../shared/query/api-query.ts';
import { useAppState } from '../../shared/stores/app-store.ts';
import { confirmDialog } from '../../shared/ui/confirm.tsx';
import { focusKeepingProps } from '../../shared/ui/focus-keeping-button.tsx';
import { MediaCard } from '../../shared/ui/media-card.tsx';
import { PagedList } from '../../shared/ui/paged-list.tsx';
import { StateBlock } from '../../shared/ui/state-block.tsx';
import { CardGridSkeleton, ErrorState } from '../../shared/ui/states.tsx';
import { showToast } from '../../shared/ui/toast.ts';

type Detail = RouteResponse<typeof api.worksCollectItems>;
type Video = Detail['items']['list'][number];

const listsKey = () => apiKey(api.worksCollect);
const itemsKey = () => apiKey(api.worksCollectItems);

/** A list and every one of its videos (at most WORK_LIST_ITEMS_MAX, a few pages): a new order names them all. */
async function wholeList(client: ApiClient, id: number): Promise<{ list: Detail['list']; videos: Video[] }> {
  const first = await client.call(api.worksCollectItems, { id, page: 1, pageSize: PAGE_SIZE_MAX });
  const videos = [...first.items.list];
  for (let page = 2; videos.length < first.items.total; page++) {
    const next = await client.call(api.worksCollectItems, { id, page, pageSize: PAGE_SIZE_MAX });
    if (next.items.list.length === 0) break;
    videos.push(...next.items.list);
  }
  return { list: first.list, videos };
}

export function ListsPage() {
  const [params] = useSearchParams();
  const id = idParam(params, 'id');
  return id === null ? <AllLists /> : <OneList key={id} id={id} />;
}

function AllLists() {
  const { t } = useTranslation('lists');
  const { locale } = useLanguage();
  const client = useBrowserApi();
  const queryClient = useQueryClient();
  const nameId = useId();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  async function create(event: FormEvent) {
    event.preventDefault();
    if (!client || busy || !name.trim()) return;
    setBusy(true);
    try {
      await client.call(api.worksCollectCreate, { name });
      setName('');
      showToast(t('created'));
      await queryClient.invalidateQueries({ queryKey: listsKey() });
    } catch {
      // the request layer has shown why
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="page page--narrow work-lists">
      <h1 className="work-lists__title">{t('title')}</h1>
      <form className="work-lists__new" onSubmit={create}>
        <label htmlFor={nameId} className="visually-hidden">
          {t('newList')}
        </label>
        <input id={nameId} className="work-lists__input" value={name} maxLength={WORK_LIST_NAME_MAX} placeholder={t('namePlaceholder')} onChange={(event) => setName(event.target.value)} />
        <button type="submit" className="work-lists__button" aria-busy={busy || undefined} {...focusKeepingProps(busy || !name.trim())}>
          {t('create')}
        </button>
      </form>
      <PagedList
        {...apiPages(client, api.worksCollect, {}, (answer) => answer)}
        enabled={client !== null}
        className="work-lists__list"
        testId="work-lists"
        emptyText={t('empty')}
        itemKey={(list) => list.id}
        renderItem={(list) => (
          <Link to={`/mine/lists?id=${list.id}`} className="work-list-row" data-testid="work-list-row">
            <span className="work-list-row__cover">{list.cover ? <CodecImage path={list.cover} alt="" ratio="16 / 9" /> : null}</span>
            <span className="work-list-row__text">
              <span className="work-list-row__name">{list.name}</span>
              <span className="work-list-row__meta">
                {t('count', { count: list.count })} · {t(isRecentTime(list.updatedAt) ? 'updated' : 'updatedOn', { time: formatRelativeTime(list.updatedAt, undefined, undefined, locale) })}
              </span>
            </span>
          </Link>
        )}
      />
      <p className="work-lists__hint">{t('hint')}</p>
    </main>
  );
}

function OneList({ id }: { id: number }) {
  const { t } = useTranslation('lists');
  const client = useBrowserApi();
  const token = useAppState((s) => s.token);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const key = [...itemsKey(), id, token, 'whole'] as const;
  const detail = useQuery({ queryKey: key, queryFn: () => wholeList(client!, id), enabled: client !== null, retry: false });
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  // Moving or taking out a video re-orders or removes the rows under the keyboard's focus (a moved row's button is
  // taken out of the page and put back, which drops the focus): the control to hold it once the list has changed.
  const page = useRef<HTMLElement>(null);
  const focusAfterChange = useRef<string | null>(null);
  useEffect(() => {
    const wanted = focusAfterChange.current;
    if (wanted === null) return;
    focusAfterChange.current = null;
    // A list that failed to load again shows its error instead: nothing to focus, and nothing left to wait for.
    if (!detail.isError) page.current?.querySelector<HTMLElement>(wanted)?.focus();
  }, [detail.data, detail.isError]);
  // Leaving the edit form (saved or cancelled) gives the focus back to 编辑, which the form had replaced.
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (!client || detail.isPending) return <CardGridSkeleton count={4} />;
  if (detail.isError) {
    return (
      <main className="page page--narrow work-lists">
        {isApiCallError(detail.error) && detail.error.code === Code.notFound ? (
          <StateBlock kind="empty" title={t('notFound')}>
            <Link to="/mine/lists" className="state-block__action">
              {t('back')}
            </Link>
          </StateBlock>
        ) : (
          <ErrorState error={detail.error} onRetry={() => detail.refetch()} />
        )}
      </main>
    );
  }
  const { list, videos } = detail.data;

  async function change(input: Omit<RouteRequest<typeof api.worksCollectModify>, 'id'>, toast: string, focusAfter: string | null = null) {
    if (!client || busy) return;
    setBusy(true);
    try {
      const answer = await client.call(api.worksCollectModify, { id, ...input });
      showToast(toast);
      await queryClient.invalidateQueries({ queryKey: listsKey() });
      if (answer.list === null) {
        navigate('/mine/lists', { replace: true });
        return;
      }
      // Changed: the list's next answer re-draws the rows, then the focus goes where it was asked to.
      focusAfterChange.current = focusAfter;
      await queryClient.invalidateQueries({ queryKey: key });
      setEditing(false);
    } catch {
      // the request layer has shown why; nothing moved, so the focus is still where it was
    } finally {
      setBusy(false);
    }
  }

  // The row's buttons say they are unavailable (aria-disabled) and stay focusable; these refuse what they refuse.
  const move = (index: number, by: -1 | 1) => {
    if (index + by < 0 || index + by >= videos.length) return;
    const order = videos.map((v) => v.id);
    [order[index], order[index + by]] = [order[index + by]!, order[index]!];
    void change({ order }, t('moved'), `[data-video="${videos[index]!.id}"] [data-action="${by < 0 ? 'up' : 'down'}"]`);
  };

  // After a video is taken out: the next one's 移出, else the one before it, else the list's heading.
  const takeOut = (index: number) => {
    const neighbour = videos[index + 1] ?? videos[index - 1];
    void change({ remove: [videos[index]!.id] }, t('removed'), neighbour ? `[data-video="${neighbour.id}"] [data-action="remove"]` : 'h1');
  };

  async function remove() {
    if (busy) return;
    const sure = await confirmDialog({ title: t('deleteConfirm', { name: list.name }), confirmText: t('delete'), cancelText: t('cancel'), danger: true });
    if (sure) await change({ delete: true }, t('deleted'));
  }

  return (
    <main ref={page} className="page page--narrow work-lists" data-testid="work-list">
      <Link to="/mine/lists" className="work-lists__back">
        {t('back')}
      </Link>
      {editing ? (
        <ListForm name={list.name} description={list.description} busy={busy} onCancel={() => setEditing(false)} onSave={(name, description) => change({ name, description }, t('saved'))} />
      ) : (
        <header className="work-list__head">
          <h1 className="work-lists__title" tabIndex={-1}>
            {list.name}
          </h1>
          {list.description ? <p className="work-list__description">{list.description}</p> : null}
          <p className="work-list-row__meta">{t('count', { count: list.count })}</p>
          <div className="work-list__actions">
            <button ref={editButton} type="button" className="work-lists__plain" onClick={() => setEditing(true)}>
              {t('edit')}
            </button>
            <button type="button" className="work-lists__plain work-lists__plain--danger" aria-disabled={busy || undefined} onClick={() => void remove()}>
              {t('delete')}
            </button>
          </div>
        </header>
      )}
      {videos.length === 0 ? (
        <StateBlock kind="empty" title={t('listEmpty')} />
      ) : (
        <ol className="work-list__videos" data-testid="work-list-videos">
          {videos.map((video, index) => (
            <li key={video.id} className="work-list__video" data-testid="work-list-video" data-video={video.id}>
              <MediaCard media={video} variant="row" />
              <div className="work-list__video-actions">
                <button type="button" className="work-lists__plain" data-action="up" aria-label={t('moveUp', { title: video.title })} aria-disabled={busy || index === 0 || undefined} onClick={() => move(index, -1)}>
                  {t('up')}
                </button>
                <button type="button" className="work-lists__plain" data-action="down" aria-label={t('moveDown', { title: video.title })} aria-disabled={busy || index === videos.length - 1 || undefined} onClick={() => move(index, 1)}>
                  {t('down')}
                </button>
                <button type="button" className="work-lists__plain work-lists__plain--danger" data-action="remove" aria-label={t('removeItem', { title: video.title })} aria-disabled={busy || undefined} onClick={() => takeOut(index)}>
                  {t('remove')}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}

function ListForm({ name: initialName, description: initialDescription, busy, onSave, onCancel }: { name: string; description: string; busy: boolean; onSave: (name: string, description: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('lists');
  const [name, setName] = useState(initialName);
  const [description, setDescription] = useState(initialDescription);
  const nameId = useId();
  const descriptionId = useId();
  // The form replaces 编辑 under the focus: the focus goes on to the name, the field the form opens for.
  const nameField = useRef<HTMLInputElement>(null);
  useEffect(() => nameField.current?.focus(), []);
  return (
    <form
      className="work-list__form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && name.trim()) onSave(name, description);
      }}
    >
      <label htmlFor={nameId}>{t('name')}</label>
      <input ref={nameField} id={nameId} className="work-lists__input" value={name} maxLength={WORK_LIST_NAME_MAX} onChange={(event) => setName(event.target.value)} />
      <label htmlFor={descriptionId}>{t('description')}</label>
      <textarea id={descriptionId} className="work-lists__input work-lists__textarea" value={description} maxLength={WORK_LIST_DESCRIPTION_MAX} rows={3} onChange={(event) => setDescription(event.target.value)} />
      <div className="work-list__actions">
        <button type="submit" className="work-lists__button" aria-busy={busy || undefined} {...focusKeepingProps(busy || !name.trim())}>
          {t('save')}
        </button>
        <button type="button" className="work-lists__plain" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
