/** Site configuration (domains, menus, adverts), navigation items and advert clicks. */
import { type SiteConfig } from '@md/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { adverts, navigationItems as navigationItemRows } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { IMAGE_PATH, VIDEO_PATH } from '../../lib/media-paths.ts';

type NavigationRow = typeof navigationItemRows.$inferSelect;

function toNavigationItem(row: NavigationRow) {
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

/**
 * The enabled navigation items of these kinds (menus, a home tab's banners and entries), in their order, each with
 * its kind. With a category, only that home tab's.
 */
export async function navigationItems(deps: Deps, kinds: NavigationRow['kind'][], categoryId?: number) {
  const rows = await deps.db
    .select()
    .from(navigationItemRows)
    .where(
      and(
        inArray(navigationItemRows.kind, kinds),
        eq(navigationItemRows.enabled, true),
        categoryId === undefined ? undefined : eq(navigationItemRows.categoryId, categoryId),
      ),
    )
    .orderBy(asc(navigationItemRows.sort), asc(navigationItemRows.id));
  return rows.map((row) => ({ kind: row.kind, item: toNavigationItem(row) }));
}

export async function loadSiteConfig(deps: Deps): Promise<SiteConfig> {
  const base = deps.config.publicUrl;
  const menus = await navigationItems(deps, ['header_menu', 'footer_menu']);
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
    headerMenus: menus.filter((m) => m.kind === 'header_menu').map((m) => m.item),
    footerMenus: menus.filter((m) => m.kind === 'footer_menu').map((m) => m.item),
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
