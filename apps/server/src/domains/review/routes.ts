import { CommentContentType, api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { registerCollectableReviews } from '../collect/service.ts';
import { registerCommentTarget } from '../comment/service.ts';
import { registerMessagePlace } from '../message/service.ts';
import { moveReviewComments, myReviews, publishReview, reviewAuthor, reviewDetail, reviewFeed, reviewIsPublic, setReviewAttitude, subjectReviews, visibleReview, visibleReviewCards, visibleReviewIds } from './service.ts';

export function reviewRoutes(app: FastifyInstance, deps: Deps) {
  // Comments attach to approved reviews; the author may pin under their own review.
  registerCommentTarget(CommentContentType.review, { exists: reviewIsPublic, readable: reviewIsPublic, ownerOf: reviewAuthor, countComment: moveReviewComments });
  registerMessagePlace(CommentContentType.review, 'review');
  // Reviews may be collected: those the caller may see (decision 0061).
  registerCollectableReviews({ visible: async (db, id, viewerId) => (await visibleReview(db, id, viewerId)) !== null, visibleIds: visibleReviewIds, cards: visibleReviewCards });
  defineRoute(app, deps, api.reviewPublish, ({ input, user }) => publishReview(deps, user, input));
  defineRoute(app, deps, api.reviewList, ({ input }) => reviewFeed(deps, input));
  defineRoute(app, deps, api.reviewDetail, ({ input, user }) => reviewDetail(deps, user, input.id));
  defineRoute(app, deps, api.reviewSubject, ({ input, user }) => subjectReviews(deps, user, input));
  defineRoute(app, deps, api.reviewMine, ({ input, user }) => myReviews(deps, user, input));
  defineRoute(app, deps, api.reviewAttitude, ({ input, user }) => setReviewAttitude(deps, user, input));
}
