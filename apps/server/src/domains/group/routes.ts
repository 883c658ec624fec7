import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute, stale } from '../../lib/route.ts';
import { publicAnswers } from '../../lib/route-cache.ts';
import { brandDetail, brandList, groupDetail, groupList, groupPosts, setMembership } from './service.ts';

export function groupRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, api.groupList, ({ input }) => groupList(deps, input), { cache: publicAnswers(200) });
  // The caller's membership is part of the answer: never cached.
  defineRoute(app, deps, api.groupDetail, ({ input, user }) => groupDetail(deps, user, input.id));
  // The list's counts move with a join or a leave in this process; other processes catch up within the TTL.
  const listStale = [stale(api.groupList, () => true)];
  defineRoute(app, deps, api.groupJoin, ({ input, user }) => setMembership(deps, user, input.id, true), { invalidates: listStale });
  defineRoute(app, deps, api.groupLeave, ({ input, user }) => setMembership(deps, user, input.id, false), { invalidates: listStale });
  defineRoute(app, deps, api.groupPosts, ({ input, user }) => groupPosts(deps, user, input));
  defineRoute(app, deps, api.brandInformation, ({ input }) => brandList(deps, 'news', input), { cache: publicAnswers() });
  defineRoute(app, deps, api.brandOffering, ({ input }) => brandList(deps, 'offering', input), { cache: publicAnswers() });
  defineRoute(app, deps, api.brandRecruitment, ({ input }) => brandList(deps, 'recruitment', input), { cache: publicAnswers() });
  defineRoute(app, deps, api.brandDetail, ({ input }) => brandDetail(deps, input.id), { cache: publicAnswers() });
}
