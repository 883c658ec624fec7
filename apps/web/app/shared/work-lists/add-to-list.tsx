/**
 * 加入合集: a button that opens the sheet putting a collected video into one of the person's lists. The sheet's
 * code (and antd-mobile's Popup) loads on first use.
 */
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { requireSignIn } from '../stores/login-store.ts';

const AddToListSheet = lazy(() => import('./add-to-list-sheet.tsx'));

export function AddToList({ mediaId, className = '', icon }: { mediaId: number; className?: string; icon?: ReactNode }) {
  const { t } = useTranslation('lists');
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="add-to-list-action"
        onClick={() => {
          if (requireSignIn()) return;
          setOpen(true);
        }}
      >
        {icon}
        <span>{t('addAction')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <AddToListSheet mediaId={mediaId} onClose={() => setOpen(false)} returnFocus={trigger} />
        </Suspense>
      )}
    </>
  );
}
