/**
 * A configured item (menu, tab) as a real link: an address to open in a new tab, to copy, to announce as a link, and
 * for React Router to discover ahead of a press. A guest heading for a protected page is asked to sign in first
 * (the press stays on this page), as useBindNavigation does for pressed items (banners, icons); an outside address opens in a new tab; an item that
 * leads nowhere is its name only.
 */
import type { NavigationItem } from '@md/contract/client';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { requireSignIn } from '../stores/login-store.ts';
import { bindTarget, navigationMode } from './bind-target.ts';
import { PROTECTED_PATHS } from './protected.ts';

type Item = Pick<NavigationItem, 'bindType' | 'bindInt' | 'bindStr' | 'jumpType' | 'contentType' | 'name'>;

export function BindLink({ item, className, current, children }: { item: Item; className?: string; current?: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  const target = bindTarget(item);
  if (target.kind === 'internal') {
    const guarded = PROTECTED_PATHS.includes(target.to.split('?')[0]!);
    return (
      <Link
        to={target.to}
        replace={navigationMode(pathname, target.to) === 'replace'}
        className={className}
        aria-current={current ? 'page' : undefined}
        onClick={(event) => {
          if (guarded && requireSignIn(target.to)) event.preventDefault();
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
