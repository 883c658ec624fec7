import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { publicAnswers } from '../../lib/route-cache.ts';
import { tagCategoriesWithTags, tagDetail, tagList } from './service.ts';

export function tagRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, api.tagCategories, ({ input }) => tagCategoriesWithTags(deps, input.contentType), { cache: publicAnswers(10) });
  defineRoute(app, deps, api.tagList, ({ input }) => tagList(deps, input), { cache: publicAnswers() });
  defineRoute(app, deps, api.tagDetail, ({ input }) => tagDetail(deps, input.id), { cache: publicAnswers() });
}
