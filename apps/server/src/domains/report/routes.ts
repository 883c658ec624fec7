import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { addReport } from './service.ts';

export function reportRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, api.reportAdd, ({ input, user }) => addReport(deps, user, input));
}
