import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { mediaHome, mediaList } from './media-service.ts';

/** Public catalogue reads are the same for everyone: cached in process so the database is off the hot path. */
const PUBLIC_TTL_MS = 30_000;

export function catalogueRoutes(app: FastifyInstance, deps: Deps) {
  const homeCache = new TtlCache<Awaited<ReturnType<typeof mediaHome>>>(PUBLIC_TTL_MS, 100);
  const listCache = new TtlCache<Awaited<ReturnType<typeof mediaList>>>(PUBLIC_TTL_MS, 2000);
  defineRoute(app, deps, api.mediaHome, ({ input }) => homeCache.get(String(input.id), () => mediaHome(deps, input.id)));
  defineRoute(app, deps, api.mediaList, ({ input }) => listCache.get(JSON.stringify(input), () => mediaList(deps, input)));
}
