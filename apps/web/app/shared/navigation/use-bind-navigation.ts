import type { NavigationItem } from '@md/contract/client';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { bindTarget, navigationMode } from './bind-target.ts';

type Item = Pick<NavigationItem, 'bindType' | 'bindInt' | 'bindStr' | 'jumpType' | 'contentType' | 'name'>;

export function useBindNavigation() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (item: Item) => {
      const target = bindTarget(item);
      if (target.kind === 'internal') navigate(target.to, { replace: navigationMode(location.pathname, target.to) === 'replace' });
      else if (target.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
    },
    [navigate, location.pathname],
  );
}
