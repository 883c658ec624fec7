import './layout.css';
import type { ReactNode } from 'react';
import { useSiteConfig } from '../../shared/stores/use-site-config.ts';
import { AppFooter, SiteFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';

/** Header, page, footers. Menus come from the site config. */
export function AppShell({ children }: { children: ReactNode }) {
  const config = useSiteConfig();
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
