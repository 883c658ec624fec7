import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { publicCache, SHARED } from '../../lib/public-cache.ts';
import { defineRoute } from '../../lib/route.ts';
import { tagCategoriesWithTags, tagDetail, tagList } from './service.ts';

export function tagRoutes(app: FastifyInstance, deps: Deps) {
  const categories = publicCache((contentType: Parameters<typeof tagCategoriesWithTags>[1]) => tagCategoriesWithTags(deps, contentType), 10);
  const tags = publicCache((input: Parameters<typeof tagList>[1]) => tagList(deps, input));
  const tag = publicCache((id: number) => tagDetail(deps, id));

  defineRoute(app, deps, api.tagCategories, ({ input }) => categories(input.contentType), SHARED);
  defineRoute(app, deps, api.tagList, ({ input }) => tags(input), SHARED);
  defineRoute(app, deps, api.tagDetail, ({ input }) => tag(input.id), SHARED);
}
