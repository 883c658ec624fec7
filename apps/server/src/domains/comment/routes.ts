import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute, stale } from '../../lib/route.ts';
import { addComment, commentHot, commentList, myComments } from './service.ts';

export function commentRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, api.commentList, ({ input }) => commentList(deps, input));
  defineRoute(app, deps, api.commentHot, ({ input }) => commentHot(deps, input.mediaId));
  defineRoute(app, deps, api.commentMine, ({ input, user }) => myComments(deps, user, input));
  // A comment changes the video's public comment count.
  defineRoute(app, deps, api.commentAdd, ({ input, user }) => addComment(deps, user, input), {
    invalidates: [stale(api.mediaDetail, (detail, { input: write }) => detail.id === write.mediaId)],
  });
}
