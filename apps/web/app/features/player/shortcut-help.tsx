/**
 * The keyboard shortcuts, listed in a modal dialog opened with `?` (or its button). A native <dialog>: modal,
 * named by its heading, closed by Escape or its button; focus goes back to where it was.
 */
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../shared/i18n/index.ts';
import { SHORTCUTS, type ShortcutAction } from './shortcuts.ts';

const DESCRIPTIONS: Record<ShortcutAction, 'shortcutToggle' | 'shortcutBack' | 'shortcutForward' | 'shortcutVolumeUp' | 'shortcutVolumeDown' | 'shortcutMute' | 'shortcutFullscreen' | 'shortcutDanmaku' | 'shortcutHelp'> = {
  toggle: 'shortcutToggle',
  back: 'shortcutBack',
  forward: 'shortcutForward',
  volumeUp: 'shortcutVolumeUp',
  volumeDown: 'shortcutVolumeDown',
  mute: 'shortcutMute',
  fullscreen: 'shortcutFullscreen',
  danmaku: 'shortcutDanmaku',
  help: 'shortcutHelp',
};

export function ShortcutHelp({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('player');
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  function closed() {
    onClose();
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus();
  }

  return (
    <dialog ref={dialog} className="shortcut-help" aria-labelledby={titleId} onClose={closed}>
      <h2 id={titleId} className="shortcut-help__title">
        {t('shortcuts')}
      </h2>
      <dl className="shortcut-help__list">
        {SHORTCUTS.map((s) => (
          <div key={s.action} className="shortcut-help__row">
            <dt>
              {s.labels.map((label) => (
                <kbd key={label}>{label}</kbd>
              ))}
            </dt>
            <dd>{t(DESCRIPTIONS[s.action])}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="shortcut-help__close" onClick={() => dialog.current?.close()}>
        {t('shortcutsClose')}
      </button>
    </dialog>
  );
}
