/**
 * A short message at the centre of the screen. The toast code, its animation library and antd-mobile's React 19
 * renderer load with the first message, not with every page.
 */
let toast: Promise<typeof import('antd-mobile/es/components/toast').default> | undefined;

export function showToast(content: string) {
  toast ??= Promise.all([import('antd-mobile/es/components/toast'), import('./antd-render.ts')]).then(([module]) => module.default);
  void toast.then((Toast) => Toast.show({ content }));
}
