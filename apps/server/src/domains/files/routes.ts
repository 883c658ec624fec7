/**
 * Media files: images (stored with their first 100 bytes already XOR-encoded, served as opaque bytes) and HLS
 * clips with their thumbnail sprites. Both support Range and are cached for a year: names never change.
 */
import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { IMAGE_PATH, VIDEO_PATH } from '../../lib/media-paths.ts';

const YEAR_SECONDS = 365 * 24 * 3600;
const VIDEO_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.jpg': 'image/jpeg',
};

export async function fileRoutes(app: FastifyInstance, deps: Deps) {
  fs.mkdirSync(deps.config.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: deps.config.mediaDir,
    prefix: `${IMAGE_PATH}/`,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(res) {
      res.header('content-type', 'application/octet-stream');
      res.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
    },
  });
  await app.register(fastifyStatic, {
    root: deps.config.clipsDir,
    prefix: `${VIDEO_PATH}/`,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(res, filePath) {
      const ext = filePath.slice(filePath.lastIndexOf('.'));
      if (VIDEO_TYPES[ext]) res.header('content-type', VIDEO_TYPES[ext]);
      res.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
    },
  });
}
