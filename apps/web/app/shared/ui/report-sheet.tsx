/**
 * The reason sheet of a report: a bottom sheet (antd-mobile Popup) that is a labelled modal dialog by keyboard too.
 * Focus moves to the first reason; Tab stays inside; Escape, the mask or 取消 close it; focus returns to the button
 * that opened it. One reason from the catalogue's list, optional words, one call (report/add): a repeat is harmless.
 */
import './report-sheet.css';
import { REPORT_REASONS, REPORT_TEXT_MAX, api, type ReportContentType, type ReportReason } from '@md/contract/client';
import Popup from 'antd-mobile/es/components/popup';
import { useCallback, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useBrowserApi } from '../api/api-context.tsx';
import { useTranslation } from '../i18n/index.ts';
import { focusKeepingProps } from './focus-keeping-button.tsx';
import { showToast } from './toast.ts';
import { useSheetFocus } from './use-sheet-focus.ts';

export default function ReportSheet({
  contentType,
  id,
  onClose,
  returnFocus,
}: {
  contentType: ReportContentType;
  id: number;
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('report');
  const client = useBrowserApi();
  const [visible, setVisible] = useState(true);
  const [reason, setReason] = useState<ReportReason>(REPORT_REASONS[0]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const dialog = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const textId = useId();

  const close = useCallback(() => setVisible(false), []);

  useSheetFocus(visible, dialog, close);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!client || busy) return;
    setBusy(true);
    try {
      const words = text.trim();
      await client.call(api.reportAdd, { contentType, id, reason, ...(words ? { text: words } : {}) });
      showToast(t('done'));
      close();
    } catch {
      // the request layer has shown why
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
      bodyClassName="report-sheet"
      destroyOnClose
    >
      <form ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} className="report-sheet__form" data-testid="report-sheet" onSubmit={submit}>
        <h2 id={titleId} className="report-sheet__title">
          {t('sheetTitle')}
        </h2>
        <fieldset className="report-sheet__reasons">
          <legend>{t('reasons')}</legend>
          {REPORT_REASONS.map((value) => (
            <label key={value} className="report-sheet__reason">
              <input type="radio" name="report-reason" value={value} checked={reason === value} onChange={() => setReason(value)} />
              <span>{t(`reason_${value}`)}</span>
            </label>
          ))}
        </fieldset>
        <label htmlFor={textId} className="report-sheet__label">
          {t('textLabel')}
        </label>
        <textarea
          id={textId}
          className="report-sheet__text"
          value={text}
          maxLength={REPORT_TEXT_MAX}
          rows={3}
          placeholder={t('textPlaceholder')}
          onChange={(event) => setText(event.target.value)}
        />
        <span className="report-sheet__counter" aria-hidden>
          {t('counter', { count: [...text].length, max: REPORT_TEXT_MAX })}
        </span>
        <div className="report-sheet__buttons">
          <button type="button" className="report-sheet__cancel" onClick={close}>
            {t('cancel')}
          </button>
          <button type="submit" className="report-sheet__submit" {...focusKeepingProps(busy)}>
            {busy ? t('submitting') : t('submit')}
          </button>
        </div>
      </form>
    </Popup>
  );
}
