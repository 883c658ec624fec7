/**
 * Where a banner, navigation or menu item leads (spec section 2, bindType 0–6 and jumpType), as data; the
 * hook in use-bind-navigation.ts acts on it. Unsafe targets (paths a browser reads as another host, non-http links)
 * lead nowhere.
 */
import { ContentType, type NavigationItem } from '@md/contract/client';
import { sitePath } from './site-path.ts';

export type BindTarget = { kind: 'none' } | { kind: 'internal'; to: string } | { kind: 'external'; url: string };

type BindFields = Pick<NavigationItem, 'bindType' | 'bindInt' | 'bindStr' | 'jumpType' | 'contentType' | 'name'>;

const NONE: BindTarget = { kind: 'none' };
const query = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

export function bindTarget(item: BindFields): BindTarget {
  const id = item.bindInt;
  switch (item.bindType) {
    case 1:
      return id ? { kind: 'internal', to: `/?${query({ id, tit: item.bindStr || item.name })}` } : NONE;
    case 2:
      return id ? { kind: 'internal', to: `/topicsPage?${query({ id })}` } : NONE;
    case 3:
      if (!id) return NONE;
      return item.contentType === ContentType.actress
        ? { kind: 'internal', to: `/actressList?${query({ tid: id })}` }
        : { kind: 'internal', to: `/tagDetails?${query({ tid: id, contentType: item.contentType || ContentType.media })}` };
    case 4: {
      const target = (item.bindStr ?? '').trim();
      if (item.jumpType === 1) {
        const to = sitePath(target);
        return to ? { kind: 'internal', to } : NONE;
      }
      return isHttpUrl(target) ? { kind: 'external', url: target } : NONE;
    }
    case 5:
      return id ? { kind: 'internal', to: `/actressPage?${query({ id })}` } : NONE;
    case 6:
      if (!id) return NONE;
      return item.contentType === ContentType.actress
        ? { kind: 'internal', to: `/actressList?${query({ tagCateId: id })}` }
        : { kind: 'internal', to: `/tagDetails?${query({ tagCateId: id, sort: 'new' })}` };
    default:
      return NONE;
  }
}

/** The page of an address inside the site: its path, without query or hash. */
export const pagePath = (to: string): string => to.split(/[?#]/)[0] || '/';

/** The site's page an item opens (its path without query), or null for an outside address or none. */
export function targetPath(item: BindFields): string | null {
  const target = bindTarget(item);
  return target.kind === 'internal' ? pagePath(target.to) : null;
}

/** Whether `pathname` is the page at `path` or one below it (/mine/history is under /mine); nothing is below `/`. */
export function inSection(path: string, pathname: string): boolean {
  if (!path.startsWith('/')) return false;
  return pathname === path || (path !== '/' && pathname.startsWith(`${path}/`));
}

/** Content items route by contentType: 2 to video details, 8 to the actress page. */
export function contentPath(contentType: number, id: number): string | null {
  if (contentType === ContentType.media) return `/videoDetails?id=${id}`;
  if (contentType === ContentType.actress) return `/actressPage?id=${id}`;
  return null;
}

function isHttpUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Push normally; replace when already on the target route (same pathname). */
export function navigationMode(currentPathname: string, to: string): 'push' | 'replace' {
  const targetPath = to.split(/[?#]/)[0] || '/';
  return targetPath === currentPathname ? 'replace' : 'push';
}
