import { CommentContentType, api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { discussThreads, followTag, reviewRank } from './board.ts';
import { registerCollectablePosts } from '../collect/service.ts';
import { registerCommentTarget } from '../comment/service.ts';
import { registerMessagePlace } from '../message/service.ts';
import { movePostComments, postAuthorOf, postIsPublic, setPostAttitude, visiblePost, visiblePostCards, visiblePostIds, myPosts, payForPost, postCenter, postDetail, postIsLook, postMaylike, postTagList, postTagUsage, publishPost } from './service.ts';

/** How long post/reviewrank's answer is reused (decision 0044). */
const RANK_CACHE_MS = 15_000;

export function postRoutes(app: FastifyInstance, deps: Deps) {
  // Posts take comments (decision 0042): approved ones only; the author pins.
  registerCommentTarget(CommentContentType.post, { exists: postIsPublic, readable: postIsPublic, ownerOf: postAuthorOf, countComment: (db, id, delta) => movePostComments(db, id, delta) });
  // Messages about comments on a post lead to /postDetail (decision 0048).
  registerMessagePlace(CommentContentType.post, 'post');
  registerCollectablePosts({ visible: async (db, id, viewerId) => (await visiblePost(db, id, viewerId)) !== null, visibleIds: visiblePostIds, cards: visiblePostCards });
  defineRoute(app, deps, api.postTags, () => postTagList(deps));
  defineRoute(app, deps, api.postTaglist, ({ user }) => postTagUsage(deps, user));
  defineRoute(app, deps, api.postTagFollow, ({ input, user }) => followTag(deps, user, input));
  defineRoute(app, deps, api.postPublish, ({ input, user }) => publishPost(deps, user, input));
  defineRoute(app, deps, api.postDetail, ({ input, user }) => postDetail(deps, user, input.id));
  defineRoute(app, deps, api.postAttitude, ({ input, user }) => setPostAttitude(deps, user, input));
  defineRoute(app, deps, api.postCenter, ({ input, user }) => postCenter(deps, user, input));
  defineRoute(app, deps, api.postDiscuss, ({ input, user }) => discussThreads(deps, user, input));
  // The same answer for everyone, briefly remembered: counts move all the time and a ranking may lag a little.
  defineRoute(app, deps, api.postReviewrank, () => reviewRank(deps), { cache: { ttlMs: RANK_CACHE_MS, max: 1 } });
  defineRoute(app, deps, api.postMine, ({ input, user }) => myPosts(deps, user, input));
  defineRoute(app, deps, api.postMaylike, ({ input, user }) => postMaylike(deps, user, input.id));
  defineRoute(app, deps, api.postIsLook, ({ input, user }) => postIsLook(deps, user, input.id));
  defineRoute(app, deps, api.postPay, ({ input, user }) => payForPost(deps, user, input.id));
}
