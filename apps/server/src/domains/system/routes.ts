import { api, type SiteConfig } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { defineRoute } from '../../lib/route.ts';
import { loadSiteConfig, recordAdvertClick } from './service.ts';

/** The site config is the same for everyone and changes rarely: kept in process for a minute. */
const CONFIG_TTL_MS = 60_000;

export function systemRoutes(app: FastifyInstance, deps: Deps) {
  const cache = new TtlCache<SiteConfig>(CONFIG_TTL_MS);
  defineRoute(app, deps, api.pingConfig, () => cache.get('config', () => loadSiteConfig(deps)));
  defineRoute(app, deps, api.advertiseClick, async ({ input }) => {
    await recordAdvertClick(deps, input.id);
    return null;
  });
}
