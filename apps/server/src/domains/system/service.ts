import { type SiteConfig } from '@md/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { adverts, navigationItems } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';

export const IMAGE_PATH = '/media/img';
export const VIDEO_PATH = '/media/video';

export function toNavigationItem(row: typeof navigationItems.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    bindType: row.bindType,
    bindInt: row.bindInt,
    bindStr: row.bindStr,
    jumpType: row.jumpType,
    contentType: row.contentType,
    sort: row.sort,
  };
}

export async function loadSiteConfig(deps: Deps): Promise<SiteConfig> {
  const base = deps.config.publicUrl;
  const menus = await deps.db
    .select()
    .from(navigationItems)
    .where(and(inArray(navigationItems.kind, ['header_menu', 'footer_menu']), eq(navigationItems.enabled, true)))
    .orderBy(asc(navigationItems.sort), asc(navigationItems.id));
  const ads = await deps.db
    .select()
    .from(adverts)
    .where(eq(adverts.enabled, true))
    .orderBy(asc(adverts.sort), asc(adverts.id));
  return {
    domains: [
      { type: 'IMAGE', urls: [`${base}${IMAGE_PATH}`] },
      { type: 'VIDEO', urls: [`${base}${VIDEO_PATH}`] },
      { type: 'API', urls: [base || '/'] },
    ],
    headerMenus: menus.filter((m) => m.kind === 'header_menu').map(toNavigationItem),
    footerMenus: menus.filter((m) => m.kind === 'footer_menu').map(toNavigationItem),
    advertise: ads.map((a) => ({ id: a.id, position: a.position, name: a.name, image: a.image, href: a.href, indexes: a.indexes })),
  };
}

export async function recordAdvertClick(deps: Deps, id: number) {
  const updated = await deps.db
    .update(adverts)
    .set({ clicks: sql`${adverts.clicks} + 1` })
    .where(and(eq(adverts.id, id), eq(adverts.enabled, true)))
    .returning({ id: adverts.id });
  if (updated.length === 0) throw notFound('advertNotFound');
}
