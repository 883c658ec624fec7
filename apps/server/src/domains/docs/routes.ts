import { buildOpenApi } from '@md/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The OpenAPI description, generated from the contract at start-up. */
export function docsRoutes(app: FastifyInstance) {
  const document = JSON.stringify(buildOpenApi({ title: 'MD video site API', version: '1.0.1' }));
  const send = (_: unknown, reply: FastifyReply) => reply.type('application/json; charset=utf-8').send(document);
  app.get('/api/docs', send);
  app.get('/api/docs/openapi.json', send);
}
