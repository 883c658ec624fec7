/**
 * The tab's title once a page's own data is known in the browser. Route `meta` gives the server render its title;
 * after a client navigation the route's loader has no data yet (the page loads it through its queries), so the
 * page names itself here when its data arrives, in the catalogue's "<title> - <site>" form.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/index.ts';

export function useDocumentTitle(title: string | null | undefined) {
  const { t } = useTranslation('common');
  const { key } = useLocation();
  const text = title ? t('pageTitle', { title }) : null;
  // After the commit that rendered the route's <title> (effects run after the DOM is updated), so this one stays.
  useEffect(() => {
    if (text) document.title = text;
  }, [text, key]);
}
