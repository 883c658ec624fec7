import type { NavigationItem } from '@md/contract/client';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { bindTarget, navigationMode } from './bind-target.ts';
import { signInFirst } from './protected.ts';

type Item = Pick<NavigationItem, 'bindType' | 'bindInt' | 'bindStr' | 'jumpType' | 'contentType' | 'name'>;

/** Follows a configured item; a guest heading for a protected page is asked to sign in first, and taken there after. */
export function useBindNavigation() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (item: Item) => {
      const target = bindTarget(item);
      if (target.kind === 'internal') {
        if (signInFirst(target.to)) return;
        navigate(target.to, { replace: navigationMode(location.pathname, target.to) === 'replace' });
      } else if (target.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
    },
    [navigate, location.pathname],
  );
}
