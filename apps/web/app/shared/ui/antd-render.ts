/**
 * antd-mobile's imperative APIs (Toast, Dialog) render through this with React 19; installed with the toast code, on
 * first use. What they draw is a root of its own, outside the page's providers: it gets the library's names in the
 * page's language here (library-texts.tsx).
 */
import ConfigProvider, { getDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { translate } from '../i18n/index.ts';
import { libraryLocale } from './library-texts.tsx';

unstableSetRender((node, container) => {
  const host = container as Element & { __mdRoot?: Root };
  host.__mdRoot ??= createRoot(host);
  host.__mdRoot.render(createElement(ConfigProvider, { locale: libraryLocale(getDefaultConfig().locale, translate()) }, node));
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    host.__mdRoot?.unmount();
    host.__mdRoot = undefined;
  };
});
