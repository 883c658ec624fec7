/**
 * A confirmation dialog (antd-mobile's Dialog): resolves true when confirmed. Like the toast, its code and
 * antd-mobile's React 19 renderer load with the first dialog, not with every page. By keyboard it is a modal
 * dialog: focus goes to its cancel button, Tab stays inside, Escape cancels, and focus goes back to what opened it.
 */
import { holdFocus } from './use-sheet-focus.ts';

let dialog: Promise<typeof import('antd-mobile/es/components/dialog').default> | undefined;
let opened = 0;

export async function confirmDialog(options: { title: string; content?: string; confirmText: string; cancelText: string; danger?: boolean }): Promise<boolean> {
  dialog ??= Promise.all([import('antd-mobile/es/components/dialog'), import('./antd-render.ts')]).then(([module]) => module.default);
  const Dialog = await dialog;
  const body = `confirm-dialog-${++opened}`;
  return new Promise((resolve) => {
    let confirmed = false;
    let release = () => {};
    const handler = Dialog.show({
      // Named by its question for a screen reader (antd-mobile's dialog has no name of its own).
      'aria-label': options.title,
      bodyClassName: body,
      title: options.title,
      content: options.content,
      closeOnAction: true,
      actions: [
        [
          { key: 'cancel', text: options.cancelText },
          { key: 'confirm', text: options.danger ? <span className="confirm-dialog__danger">{options.confirmText}</span> : options.confirmText, bold: true },
        ],
      ],
      onAction: (action) => {
        confirmed = action.key === 'confirm';
      },
      afterShow: () => {
        release = holdFocus(() => document.querySelector<HTMLElement>(`.${body}`), () => handler.close(), '.adm-dialog-button', { returnFocus: true });
      },
      afterClose: () => {
        release();
        resolve(confirmed);
      },
    });
  });
}
