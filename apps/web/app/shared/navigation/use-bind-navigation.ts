import type { NavigationItem } from '@md/contract/client';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { requireSignIn } from '../stores/login-store.ts';
import { bindTarget, navigationMode } from './bind-target.ts';
import { PROTECTED_PATHS } from './protected.ts';

type Item = Pick<NavigationItem, 'bindType' | 'bindInt' | 'bindStr' | 'jumpType' | 'contentType' | 'name'>;

/** Follows a configured item; a guest heading for a protected page is asked to sign in first, and taken there after. */
export function useBindNavigation() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (item: Item) => {
      const target = bindTarget(item);
      if (target.kind === 'internal') {
        if (PROTECTED_PATHS.includes(target.to.split('?')[0]!) && requireSignIn(target.to)) return;
        navigate(target.to, { replace: navigationMode(location.pathname, target.to) === 'replace' });
      } else if (target.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
    },
    [navigate, location.pathname],
  );
}
