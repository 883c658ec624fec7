import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { actressList, actressPublicDetail, actressState } from './actress-service.ts';
import { collectList, setCollected } from './collect-service.ts';
import { addComment, commentHot, commentList } from './comment-service.ts';
import { mediaMaylike, mediaState, mediaPlay, mediaPublicDetail, setAttitude } from './media-detail-service.ts';
import { mediaHome, mediaList } from './media-service.ts';
import { hotSearchBatch, searchActresses, searchMedia, searchSuggest, searchTags } from './search-service.ts';
import { tagCategoriesWithTags, tagDetail, tagList } from './tag-service.ts';
import { topicDetail } from './topic-service.ts';

/**
 * Public catalogue reads are the same for everyone: cached in process (30 s) so the database is off the hot
 * path. What depends on the caller (collected, attitude) is read per request, beside the cached part.
 */
const PUBLIC_TTL_MS = 30_000;

/** Answers that depend on the input alone: the hot lane may serve them again while their cache keeps them. */
const SHARED = { shared: true };

/** One cache per call, keyed by its validated input. */
function publicCache<I, O>(load: (input: I) => Promise<O>, size = 2000) {
  const cache = new TtlCache<O>(PUBLIC_TTL_MS, size);
  return (input: I) => cache.get(JSON.stringify(input), () => load(input));
}

export function catalogueRoutes(app: FastifyInstance, deps: Deps) {
  const home = publicCache((id: number) => mediaHome(deps, id), 100);
  const list = publicCache((input: Parameters<typeof mediaList>[1]) => mediaList(deps, input));
  const detail = publicCache((id: number) => mediaPublicDetail(deps, id));
  const maylike = publicCache((input: { id: number; pageSize: number }) => mediaMaylike(deps, input.id, input.pageSize));
  const actresses = publicCache((input: Parameters<typeof actressList>[1]) => actressList(deps, input));
  const actress = publicCache((id: number) => actressPublicDetail(deps, id));
  const categories = publicCache((contentType: 2 | 8 | undefined) => tagCategoriesWithTags(deps, contentType), 10);
  const tags = publicCache((input: Parameters<typeof tagList>[1]) => tagList(deps, input));
  const tag = publicCache((id: number) => tagDetail(deps, id));
  const topic = publicCache((input: Parameters<typeof topicDetail>[1]) => topicDetail(deps, input));
  const hot = publicCache((batch: number) => hotSearchBatch(deps, batch), 100);
  const findMedia = publicCache((input: Parameters<typeof searchMedia>[1]) => searchMedia(deps, input));
  const findActresses = publicCache((input: Parameters<typeof searchActresses>[1]) => searchActresses(deps, input));
  const findTags = publicCache((input: Parameters<typeof searchTags>[1]) => searchTags(deps, input));
  const suggest = publicCache((keyword: string) => searchSuggest(deps, keyword));

  defineRoute(app, deps, api.mediaHome, ({ input }) => home(input.id), SHARED);
  defineRoute(app, deps, api.mediaList, ({ input }) => list(input), SHARED);
  defineRoute(app, deps, api.mediaRank, ({ input }) => list({ sort: input.type, page: input.page, pageSize: input.pageSize }), SHARED);
  defineRoute(app, deps, api.mediaDetail, ({ input }) => detail(input.id), SHARED);
  defineRoute(app, deps, api.mediaState, ({ input, user }) => mediaState(deps, user, input.id));
  defineRoute(app, deps, api.mediaPlay, ({ input, user }) => mediaPlay(deps, user, input.id));
  defineRoute(app, deps, api.mediaMaylike, ({ input }) => maylike({ id: input.id, pageSize: input.pageSize }), SHARED);
  defineRoute(app, deps, api.mediaAttitude, ({ input, user }) => setAttitude(deps, user, input.id, input.attitude));

  defineRoute(app, deps, api.actressList, ({ input }) => actresses(input), SHARED);
  defineRoute(app, deps, api.actressDetail, ({ input }) => actress(input.id), SHARED);
  defineRoute(app, deps, api.actressState, ({ input, user }) => actressState(deps, user, input.id));

  defineRoute(app, deps, api.tagCategories, ({ input }) => categories(input.contentType), SHARED);
  defineRoute(app, deps, api.tagList, ({ input }) => tags(input), SHARED);
  defineRoute(app, deps, api.tagDetail, ({ input }) => tag(input.id), SHARED);
  defineRoute(app, deps, api.topicDetail, ({ input }) => topic(input), SHARED);

  defineRoute(app, deps, api.hotsearchList, () => hot(0), SHARED);
  defineRoute(app, deps, api.hotsearchChangeOne, ({ input }) => hot(input.batch), SHARED);
  defineRoute(app, deps, api.searchSuggest, ({ input }) => suggest(input.keyword.trim().toLowerCase()), SHARED);
  defineRoute(app, deps, api.searchMedia, ({ input }) => findMedia(input), SHARED);
  defineRoute(app, deps, api.searchActress, ({ input }) => findActresses(input), SHARED);
  defineRoute(app, deps, api.searchTag, ({ input }) => findTags(input), SHARED);

  defineRoute(app, deps, api.collectAdd, async ({ input, user }) => ({ collected: true as const, collects: await setCollected(deps, user, input, true) }));
  defineRoute(app, deps, api.collectDel, async ({ input, user }) => ({ collected: false as const, collects: await setCollected(deps, user, input, false) }));
  defineRoute(app, deps, api.collectList, ({ input, user }) => collectList(deps, user, input));

  defineRoute(app, deps, api.commentList, ({ input }) => commentList(deps, input));
  defineRoute(app, deps, api.commentHot, ({ input }) => commentHot(deps, input.mediaId));
  defineRoute(app, deps, api.commentAdd, ({ input, user }) => addComment(deps, user, input));
}
