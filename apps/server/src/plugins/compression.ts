/** Compression for pages, scripts, styles and docs; registered per scope, since the signed API compresses its own answers. */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function registerSiteCompression(scope: FastifyInstance) {
  await scope.register(fastifyCompress, { threshold: 1024 });
}
