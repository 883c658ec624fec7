import './layout.css';
import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/index.ts';
import { InPageLink } from '../../shared/navigation/in-page-link.tsx';
import { useHighlightComment } from '../../shared/messages/highlight-comment.ts';
import { useLiveUnread } from '../../shared/messages/unread.ts';
import { useSiteConfig } from '../../shared/stores/use-site-config.ts';
import { AppFooter, SiteFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';

/** Header, page, footers. Menus come from the site config. */
export function AppShell({ children, search }: { children: ReactNode; search?: ReactNode }) {
  const { t } = useTranslation('layout');
  const config = useSiteConfig();
  useLiveUnread();
  useHighlightComment();
  return (
    <div className="app">
      <InPageLink target="main" className="skip-link">
        {t('skipToContent')}
      </InPageLink>
      <AppHeader menus={config?.headerMenus ?? []} search={search} />
      <div id="main" className="app__main" tabIndex={-1}>
        {children}
      </div>
      <SiteFooter menus={config?.footerMenus ?? []} />
      <AppFooter menus={config?.footerMenus ?? []} />
    </div>
  );
}
