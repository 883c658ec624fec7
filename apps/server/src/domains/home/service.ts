/** The home page of a tab: the tabs, the tab's banners and navigation items, and its topic blocks. */
import { asc, eq } from 'drizzle-orm';
import { homeCategories } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { navigationItems } from '../system/service.ts';
import { homeTopicBlocks } from '../topic/service.ts';

export async function mediaHome(deps: Deps, categoryId: number) {
  const categories = await deps.db
    .select({ id: homeCategories.id, name: homeCategories.name })
    .from(homeCategories)
    .where(eq(homeCategories.enabled, true))
    .orderBy(asc(homeCategories.sort), asc(homeCategories.id));
  if (!categories.some((c) => c.id === categoryId)) throw notFound('notFound');

  const items = await navigationItems(deps, ['banner', 'nav'], categoryId);
  return {
    categories,
    banners: items.filter((i) => i.kind === 'banner').map((i) => i.item),
    navs: items.filter((i) => i.kind === 'nav').map((i) => i.item),
    topics: await homeTopicBlocks(deps, categoryId),
  };
}
