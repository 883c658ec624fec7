import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { myPosts, payForPost, postCenter, postDetail, postIsLook, postMaylike, postTagList, postTagUsage, publishPost } from './service.ts';

export function postRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, api.postTags, () => postTagList(deps));
  defineRoute(app, deps, api.postTaglist, () => postTagUsage(deps));
  defineRoute(app, deps, api.postPublish, ({ input, user }) => publishPost(deps, user, input));
  defineRoute(app, deps, api.postDetail, ({ input, user }) => postDetail(deps, user, input.id));
  defineRoute(app, deps, api.postCenter, ({ input, user }) => postCenter(deps, user, input));
  defineRoute(app, deps, api.postMine, ({ input, user }) => myPosts(deps, user, input));
  defineRoute(app, deps, api.postMaylike, ({ input, user }) => postMaylike(deps, user, input.id));
  defineRoute(app, deps, api.postIsLook, ({ input, user }) => postIsLook(deps, user, input.id));
  defineRoute(app, deps, api.postPay, ({ input, user }) => payForPost(deps, user, input.id));
}
