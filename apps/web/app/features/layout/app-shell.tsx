import type { SiteConfig } from '@md/contract/client';
import type { ReactNode } from 'react';
import { useConfig } from '../../shared/stores/config-store.ts';
import { AppFooter, SiteFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';

/** Header, page, footers. Menus come from the config (the server's copy until the browser has its own). */
export function AppShell({ serverConfig, children }: { serverConfig: SiteConfig | null; children: ReactNode }) {
  const config = useConfig() ?? serverConfig;
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        跳到主要内容
      </a>
      <AppHeader menus={config?.headerMenus ?? []} />
      <div id="main" className="app__main">
        {children}
      </div>
      <SiteFooter menus={config?.footerMenus ?? []} />
      <AppFooter menus={config?.footerMenus ?? []} />
    </div>
  );
}
