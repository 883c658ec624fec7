/** The home page of a tab: the tabs, the tab's banners and navigation items, and its topic blocks. */
import type { Locale } from '@md/contract';
import { asc, eq } from 'drizzle-orm';
import { homeCategories } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { navigationItems } from '../system/service.ts';
import { homeTopicBlocks } from '../topic/service.ts';

/** With the tabs' and entries' names in `locale` where the operator gave them (the banners' titles are content). */
export async function mediaHome(deps: Deps, categoryId: number, locale?: Locale) {
  const rows = await deps.db
    .select({ id: homeCategories.id, name: homeCategories.name, nameI18n: homeCategories.nameI18n })
    .from(homeCategories)
    .where(eq(homeCategories.enabled, true))
    .orderBy(asc(homeCategories.sort), asc(homeCategories.id));
  if (!rows.some((c) => c.id === categoryId)) throw notFound('notFound');
  const categories = rows.map((row) => ({ id: row.id, name: (locale && row.nameI18n[locale]) || row.name }));

  const items = await navigationItems(deps, ['banner', 'nav'], categoryId, locale);
  return {
    categories,
    banners: items.filter((i) => i.kind === 'banner').map((i) => i.item),
    navs: items.filter((i) => i.kind === 'nav').map((i) => i.item),
    topics: await homeTopicBlocks(deps, categoryId),
  };
}
