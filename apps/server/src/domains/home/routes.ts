import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { publicAnswers } from '../../lib/route-cache.ts';
import { mediaHome } from './service.ts';

export function homeRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, api.mediaHome, ({ input, locale }) => mediaHome(deps, input.id, locale), { cache: publicAnswers(100) });
}
