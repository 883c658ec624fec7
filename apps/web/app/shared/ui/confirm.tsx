/**
 * A confirmation dialog (antd-mobile's Dialog.confirm): resolves true when confirmed. Like the toast, its code and
 * antd-mobile's React 19 renderer load with the first dialog, not with every page.
 */
let dialog: Promise<typeof import('antd-mobile/es/components/dialog').default> | undefined;

export async function confirmDialog(options: { title: string; content?: string; confirmText: string; cancelText: string; danger?: boolean }): Promise<boolean> {
  dialog ??= Promise.all([import('antd-mobile/es/components/dialog'), import('./antd-render.ts')]).then(([module]) => module.default);
  const Dialog = await dialog;
  return Dialog.confirm({
    // Named by its question for a screen reader (antd-mobile's dialog has no name of its own).
    'aria-label': options.title,
    title: options.title,
    content: options.content,
    confirmText: options.danger ? <span className="confirm-dialog__danger">{options.confirmText}</span> : options.confirmText,
    cancelText: options.cancelText,
  });
}
