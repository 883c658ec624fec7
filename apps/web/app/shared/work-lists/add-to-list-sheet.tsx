/**
 * The sheet that puts a collected video into one of the person's lists (collect/toWorkList), or into a new one
 * made on the spot (works/collect/create). A modal dialog by keyboard too (useSheetFocus); focus returns to the
 * button that opened it.
 */
import './work-lists.css';
import { WORK_LIST_NAME_MAX, api } from '@md/contract/client';
import Popup from 'antd-mobile/es/components/popup';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useBrowserApi } from '../api/api-context.tsx';
import { useTranslation } from '../i18n/index.ts';
import { personalQuery, apiKey } from '../query/api-query.ts';
import { useAppState } from '../stores/app-store.ts';
import { focusKeepingProps } from '../ui/focus-keeping-button.tsx';
import { showToast } from '../ui/toast.ts';
import { useSheetFocus } from '../ui/use-sheet-focus.ts';

/** Every read of the lists: what adding or creating makes stale. */
export const workListsKey = () => apiKey(api.worksCollect);

export default function AddToListSheet({ mediaId, onClose, returnFocus }: { mediaId: number; onClose: () => void; returnFocus: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('lists');
  const client = useBrowserApi();
  const token = useAppState((s) => s.token);
  const queryClient = useQueryClient();
  const lists = useQuery(personalQuery(client, token, api.worksCollect, { page: 1, pageSize: 50 }));
  const [visible, setVisible] = useState(true);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const nameId = useId();
  const close = useCallback(() => setVisible(false), []);
  // The focus starts on the sheet's title: on the name field it would raise a phone's keyboard over the lists the
  // sheet is mostly for (and they may still be on their way); Tab goes on to the first list.
  useSheetFocus(visible, dialog, close, '.add-to-list__title');

  async function addTo(listId: number) {
    if (!client || busy) return;
    setBusy(true);
    try {
      const answer = await client.call(api.collectToWorkList, { listId, mediaId });
      showToast(t(answer.added ? 'added' : 'alreadyIn', { name: answer.list.name }));
      await queryClient.invalidateQueries({ queryKey: workListsKey() });
      close();
    } catch {
      // the request layer has shown why
    } finally {
      setBusy(false);
    }
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    if (!client || busy || !name.trim()) return;
    setBusy(true);
    let created: number | null = null;
    try {
      created = (await client.call(api.worksCollectCreate, { name })).id;
    } catch {
      // the request layer has shown why (a banned word, too many lists)
    } finally {
      setBusy(false);
    }
    if (created !== null) await addTo(created);
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
      bodyClassName="add-to-list"
      destroyOnClose
    >
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} className="add-to-list__body" data-testid="add-to-list">
        <h2 id={titleId} className="add-to-list__title" tabIndex={-1}>
          {t('addTitle')}
        </h2>
        {lists.data && lists.data.list.length > 0 ? (
          <ul className="add-to-list__lists" aria-label={t('myLists')}>
            {lists.data.list.map((list) => (
              <li key={list.id}>
                <button type="button" className="add-to-list__item" {...focusKeepingProps(busy, () => void addTo(list.id))}>
                  <span className="add-to-list__name">{list.name}</span>
                  <span className="add-to-list__count">{t('count', { count: list.count })}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="add-to-list__empty">{lists.isPending ? t('loading') : t('noneYet')}</p>
        )}
        <form className="add-to-list__new" onSubmit={create}>
          <label htmlFor={nameId} className="add-to-list__label">
            {t('newList')}
          </label>
          <div className="add-to-list__row">
            <input id={nameId} className="add-to-list__input" value={name} maxLength={WORK_LIST_NAME_MAX} placeholder={t('namePlaceholder')} onChange={(event) => setName(event.target.value)} />
            <button type="submit" className="add-to-list__create" {...focusKeepingProps(busy || !name.trim())}>
              {t('createAndAdd')}
            </button>
          </div>
        </form>
        <button type="button" className="add-to-list__cancel" onClick={close}>
          {t('cancel')}
        </button>
      </div>
    </Popup>
  );
}
