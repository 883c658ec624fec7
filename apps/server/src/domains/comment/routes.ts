import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { addComment, commentHot, commentList } from './service.ts';

export function commentRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, api.commentList, ({ input }) => commentList(deps, input));
  defineRoute(app, deps, api.commentHot, ({ input }) => commentHot(deps, input.mediaId));
  defineRoute(app, deps, api.commentAdd, ({ input, user }) => addComment(deps, user, input));
}
