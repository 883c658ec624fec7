import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { publicCache, SHARED } from '../../lib/public-cache.ts';
import { defineRoute } from '../../lib/route.ts';
import { hotSearchBatch, searchActresses, searchMedia, searchSuggest, searchTags } from './service.ts';

export function searchRoutes(app: FastifyInstance, deps: Deps) {
  const hot = publicCache((batch: number) => hotSearchBatch(deps, batch), 100);
  const findMedia = publicCache((input: Parameters<typeof searchMedia>[1]) => searchMedia(deps, input));
  const findActresses = publicCache((input: Parameters<typeof searchActresses>[1]) => searchActresses(deps, input));
  const findTags = publicCache((input: Parameters<typeof searchTags>[1]) => searchTags(deps, input));
  const suggest = publicCache((keyword: string) => searchSuggest(deps, keyword));

  defineRoute(app, deps, api.hotsearchList, () => hot(0), SHARED);
  defineRoute(app, deps, api.hotsearchChangeOne, ({ input }) => hot(input.batch), SHARED);
  defineRoute(app, deps, api.searchSuggest, ({ input }) => suggest(input.keyword.trim().toLowerCase()), SHARED);
  defineRoute(app, deps, api.searchMedia, ({ input }) => findMedia(input), SHARED);
  defineRoute(app, deps, api.searchActress, ({ input }) => findActresses(input), SHARED);
  defineRoute(app, deps, api.searchTag, ({ input }) => findTags(input), SHARED);
}
