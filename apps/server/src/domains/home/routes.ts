import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { publicCache, SHARED } from '../../lib/public-cache.ts';
import { defineRoute } from '../../lib/route.ts';
import { mediaHome } from './service.ts';

export function homeRoutes(app: FastifyInstance, deps: Deps) {
  const home = publicCache((id: number) => mediaHome(deps, id), 100);

  defineRoute(app, deps, api.mediaHome, ({ input }) => home(input.id), SHARED);
}
