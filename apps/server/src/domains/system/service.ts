/** Site configuration (domains, menus, adverts), navigation items and advert clicks. */
import { type Locale, type SiteConfig } from '@md/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { adverts, navigationItems as navigationItemRows } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { IMAGE_PATH, VIDEO_PATH } from '../../lib/media-paths.ts';

type NavigationRow = typeof navigationItemRows.$inferSelect;

/** An item as the contract has it; its name in `locale` where the operator gave one. */
function toNavigationItem(row: NavigationRow, locale?: Locale) {
  return {
    id: row.id,
    name: (locale && row.nameI18n[locale]) || row.name,
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
 * its kind. With a category, only that home tab's. With a locale, the names in that language where there are some.
 */
export async function navigationItems(deps: Deps, kinds: NavigationRow['kind'][], categoryId?: number, locale?: Locale) {
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
  return rows.map((row) => ({ kind: row.kind, item: toNavigationItem(row, locale) }));
}

/** The config; the menus' names in `locale` (the caller's language) where the operator gave them. */
export async function loadSiteConfig(deps: Deps, locale?: Locale): Promise<SiteConfig> {
  const base = deps.config.publicUrl;
  const menus = await navigationItems(deps, ['header_menu', 'footer_menu'], undefined, locale);
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
