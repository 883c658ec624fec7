import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { collectList, setCollected } from './service.ts';

export function collectRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, api.collectAdd, async ({ input, user }) => ({ collected: true as const, collects: await setCollected(deps, user, input, true) }));
  defineRoute(app, deps, api.collectDel, async ({ input, user }) => ({ collected: false as const, collects: await setCollected(deps, user, input, false) }));
  defineRoute(app, deps, api.collectList, ({ input, user }) => collectList(deps, user, input));
}
