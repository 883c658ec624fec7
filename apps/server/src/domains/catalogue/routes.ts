import { ContentType, api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute, stale, type Input, type Staleness } from '../../lib/route.ts';
import { actressList, actressPublicDetail, actressState } from './actress-service.ts';
import { collectList, setCollected } from './collect-service.ts';
import { addComment, commentHot, commentList } from './comment-service.ts';
import { mediaMaylike, mediaState, mediaPlay, mediaPublicDetail, setAttitude } from './media-detail-service.ts';
import { mediaHome, mediaList } from './media-service.ts';
import { hotSearchBatch, searchActresses, searchMedia, searchSuggest, searchTags } from './search-service.ts';
import { tagCategoriesWithTags, tagDetail, tagList } from './tag-service.ts';
import { topicDetail } from './topic-service.ts';

/**
 * Public catalogue reads are the same for everyone: their answers are cached (30 s) so the database is off the hot
 * path. What depends on the caller (collected, attitude) is read per request, by a route of its own.
 */
const PUBLIC_TTL_MS = 30_000;
const cached = (max = 2000) => ({ cache: { ttlMs: PUBLIC_TTL_MS, max } });

/**
 * Writes forget the detail answers whose counts they change; lists and search results that show a count too keep
 * theirs until their time-to-live ends (a count up to 30 s old there is accepted).
 */
const collectsChange: Staleness<Input<typeof api.collectAdd>>[] = [
  stale(api.mediaDetail, (detail, { input }) => input.contentType === ContentType.media && detail.id === input.id),
  stale(api.actressDetail, (detail, { input }) => input.contentType === ContentType.actress && detail.id === input.id),
];

export function catalogueRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, api.mediaHome, ({ input }) => mediaHome(deps, input.id), cached(100));
  defineRoute(app, deps, api.mediaList, ({ input }) => mediaList(deps, input), cached());
  defineRoute(app, deps, api.mediaRank, ({ input }) => mediaList(deps, { sort: input.type, page: input.page, pageSize: input.pageSize }), cached());
  defineRoute(app, deps, api.mediaDetail, ({ input }) => mediaPublicDetail(deps, input.id), cached());
  defineRoute(app, deps, api.mediaState, ({ input, user }) => mediaState(deps, user, input.id));
  defineRoute(app, deps, api.mediaPlay, ({ input, user }) => mediaPlay(deps, user, input.id));
  defineRoute(app, deps, api.mediaMaylike, ({ input }) => mediaMaylike(deps, input.id, input.pageSize), cached());
  defineRoute(app, deps, api.mediaAttitude, ({ input, user }) => setAttitude(deps, user, input.id, input.attitude), { invalidates: [stale(api.mediaDetail, (detail, { input: write }) => detail.id === write.id)] });

  defineRoute(app, deps, api.actressList, ({ input }) => actressList(deps, input), cached());
  defineRoute(app, deps, api.actressDetail, ({ input }) => actressPublicDetail(deps, input.id), cached());
  defineRoute(app, deps, api.actressState, ({ input, user }) => actressState(deps, user, input.id));

  defineRoute(app, deps, api.tagCategories, ({ input }) => tagCategoriesWithTags(deps, input.contentType), cached(10));
  defineRoute(app, deps, api.tagList, ({ input }) => tagList(deps, input), cached());
  defineRoute(app, deps, api.tagDetail, ({ input }) => tagDetail(deps, input.id), cached());
  defineRoute(app, deps, api.topicDetail, ({ input }) => topicDetail(deps, input), cached());

  defineRoute(app, deps, api.hotsearchList, () => hotSearchBatch(deps, 0), cached(1));
  defineRoute(app, deps, api.hotsearchChangeOne, ({ input }) => hotSearchBatch(deps, input.batch), cached(100));
  defineRoute(app, deps, api.searchSuggest, ({ input }) => searchSuggest(deps, input.keyword.trim().toLowerCase()), cached());
  defineRoute(app, deps, api.searchMedia, ({ input }) => searchMedia(deps, input), cached());
  defineRoute(app, deps, api.searchActress, ({ input }) => searchActresses(deps, input), cached());
  defineRoute(app, deps, api.searchTag, ({ input }) => searchTags(deps, input), cached());

  defineRoute(app, deps, api.collectAdd, async ({ input, user }) => ({ collected: true as const, collects: await setCollected(deps, user, input, true) }), { invalidates: collectsChange });
  defineRoute(app, deps, api.collectDel, async ({ input, user }) => ({ collected: false as const, collects: await setCollected(deps, user, input, false) }), { invalidates: collectsChange });
  defineRoute(app, deps, api.collectList, ({ input, user }) => collectList(deps, user, input));

  defineRoute(app, deps, api.commentList, ({ input }) => commentList(deps, input));
  defineRoute(app, deps, api.commentHot, ({ input }) => commentHot(deps, input.mediaId));
  defineRoute(app, deps, api.commentAdd, ({ input, user }) => addComment(deps, user, input), { invalidates: [stale(api.mediaDetail, (detail, { input: write }) => detail.id === write.mediaId)] });
}
