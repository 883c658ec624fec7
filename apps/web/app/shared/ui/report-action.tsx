/**
 * The 举报 (report) action for a post or a comment (decision 0043): a small text button that opens the reason sheet.
 * A visitor or guest gets the sign-in prompt instead. On one's own item there is nothing to report: a comment an
 * operator hid shows its author the mark instead. The sheet's code (and antd-mobile's Popup) loads on first use.
 */
import './report-action.css';
import type { ReportContentType } from '@md/contract/client';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { requireSignIn } from '../stores/login-store.ts';

const ReportSheet = lazy(() => import('./report-sheet.tsx'));

export interface ReportActionProps {
  contentType: ReportContentType;
  id: number;
  /** The caller wrote the item: no report button. */
  own?: boolean;
  /** An operator hid the item (only its author receives it): the author reads the mark. */
  hidden?: boolean;
  className?: string;
}

export function ReportAction({ contentType, id, own = false, hidden = false, className = '' }: ReportActionProps) {
  const { t } = useTranslation('report');
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  if (own) {
    return hidden ? (
      <span className="report-hidden-mark" data-testid="hidden-mark">
        {t('hiddenMark')}
      </span>
    ) : null;
  }
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={`report-action ${className}`.trim()}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="report-action"
        onClick={() => {
          if (requireSignIn()) return;
          setOpen(true);
        }}
      >
        {t('action')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportSheet contentType={contentType} id={id} onClose={() => setOpen(false)} returnFocus={trigger} />
        </Suspense>
      )}
    </>
  );
}
