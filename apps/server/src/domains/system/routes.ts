import { LOCALES, api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { loadSiteConfig, recordAdvertClick } from './service.ts';

/** The site config is the same for everyone (in one language) and changes rarely: its answer is kept for a minute. */
const CONFIG_CACHE = { ttlMs: 60_000, max: LOCALES.length };

export function systemRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, api.pingConfig, ({ locale }) => loadSiteConfig(deps, locale), { cache: CONFIG_CACHE });
  defineRoute(app, deps, api.advertiseClick, async ({ input }) => {
    await recordAdvertClick(deps, input.id);
    return null;
  });
}
