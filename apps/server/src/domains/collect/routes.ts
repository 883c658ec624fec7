import { ContentType, api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute, stale, type Input, type Staleness } from '../../lib/route.ts';
import { collectList, setCollected } from './service.ts';

/** A collect changes the collected item's public count: its cached detail goes stale. */
const collectsChange: Staleness<Input<typeof api.collectAdd>>[] = [
  stale(api.mediaDetail, (detail, { input }) => input.contentType === ContentType.media && detail.id === input.id),
  stale(api.actressDetail, (detail, { input }) => input.contentType === ContentType.actress && detail.id === input.id),
];

export function collectRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, api.collectAdd, async ({ input, user }) => ({ collected: true as const, collects: await setCollected(deps, user, input, true) }), { invalidates: collectsChange });
  defineRoute(app, deps, api.collectDel, async ({ input, user }) => ({ collected: false as const, collects: await setCollected(deps, user, input, false) }), { invalidates: collectsChange });
  defineRoute(app, deps, api.collectList, ({ input, user }) => collectList(deps, user, input));
}
