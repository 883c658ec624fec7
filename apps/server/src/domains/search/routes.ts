import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { publicAnswers } from '../../lib/route-cache.ts';
import { hotSearchBatch, searchActresses, searchMedia, searchSuggest, searchTags } from './service.ts';

export function searchRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, api.hotsearchList, () => hotSearchBatch(deps, 0), { cache: publicAnswers(1) });
  defineRoute(app, deps, api.hotsearchChangeOne, ({ input }) => hotSearchBatch(deps, input.batch), { cache: publicAnswers(100) });
  defineRoute(app, deps, api.searchSuggest, ({ input }) => searchSuggest(deps, input.keyword.trim().toLowerCase()), { cache: publicAnswers() });
  defineRoute(app, deps, api.searchMedia, ({ input }) => searchMedia(deps, input), { cache: publicAnswers() });
  defineRoute(app, deps, api.searchActress, ({ input }) => searchActresses(deps, input), { cache: publicAnswers() });
  defineRoute(app, deps, api.searchTag, ({ input }) => searchTags(deps, input), { cache: publicAnswers() });
}
