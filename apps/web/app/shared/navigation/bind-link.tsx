/**
 * A configured item (menu, tab) as a real link: an address to open in a new tab, to copy, to announce as a link, and
 * for React Router to discover ahead of a press; marked as the current page when it opens the one shown. A guest
 * heading for a protected page is asked to sign in first (the press stays on this page), as useBindNavigation does
 * for pressed items (banners, icons); an outside address opens in a new tab; an item that leads nowhere is its name
 * only.
 */
import type { NavigationItem } from '@md/contract/client';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { bindTarget, inSection, navigationMode, targetPath } from './bind-target.ts';
import { signInFirst } from './protected.ts';

type Item = Pick<NavigationItem, 'bindType' | 'bindInt' | 'bindStr' | 'jumpType' | 'contentType' | 'name'>;

/**
 * `match`: when the link is the current page: `page` (default) when it opens this very address, `section` when it
 * opens this page whatever the query (a tab bar's tabs), and then it is also the current one of its set (`true`) on
 * the pages below it (/mine/history under 我的). `alsoCurrentIn`: other pages it is the current one of its set on
 * (said as aria-current="true"), for pages reached from it whose addresses lie elsewhere.
 */
export function BindLink({
  item,
  className,
  match = 'page',
  alsoCurrentIn = [],
  children,
}: {
  item: Item;
  className?: string;
  match?: 'page' | 'section';
  alsoCurrentIn?: readonly string[];
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const target = bindTarget(item);
  if (target.kind === 'internal') {
    const path = targetPath(item) ?? '';
    const inside = inSection(path, pathname) || alsoCurrentIn.some((page) => inSection(page, pathname));
    const current = match === 'section' ? (path === pathname ? 'page' : inside ? 'true' : undefined) : target.to === pathname + search ? 'page' : undefined;
    return (
      <Link
        to={target.to}
        replace={navigationMode(pathname, target.to) === 'replace'}
        className={className}
        aria-current={current}
        onClick={(event) => {
          if (signInFirst(target.to)) event.preventDefault();
        }}
      >
        {children}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a href={target.url} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    );
  }
  return <span className={className}>{children}</span>;
}
