import { buildOpenApi } from '@md/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../../deps.ts';

/** The OpenAPI description, generated from the contract at start-up: the answers as this server sends them. */
export function docsRoutes(app: FastifyInstance, deps: Pick<Deps, 'config'>) {
  const document = JSON.stringify(buildOpenApi({ title: 'MD video site API', version: '1.0.1' }, { encrypted: deps.config.encrypt }));
  const send = (_: unknown, reply: FastifyReply) => reply.type('application/json; charset=utf-8').send(document);
  app.get('/api/docs', send);
  app.get('/api/docs/openapi.json', send);
}
