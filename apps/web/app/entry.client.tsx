import { unstableSetRender } from 'antd-mobile';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// antd-mobile's imperative APIs (Toast, Dialog) render through this with React 19.
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

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
