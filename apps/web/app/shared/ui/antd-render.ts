/** antd-mobile's imperative APIs (Toast) render through this with React 19; installed with the toast code, on first use. */
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

unstableSetRender((node, container) => {
  const host = container as Element & { __mdRoot?: Root };
  host.__mdRoot ??= createRoot(host);
  host.__mdRoot.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    host.__mdRoot?.unmount();
    host.__mdRoot = undefined;
  };
});
