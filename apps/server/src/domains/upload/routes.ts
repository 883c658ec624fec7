import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_MAX_BYTES, api, encodeImage, randomBytes, toHex } from '@md/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { processUpload } from './images.ts';
import { readUploadedFile } from './read-file.ts';

export async function uploadRoutes(app: FastifyInstance, deps: Deps) {
  // Multipart bodies are read by this call alone; elsewhere they are refused (415) before any work.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
    defineRoute(scope, deps, api.uploadImg, async ({ request }) => {
      const buffer = await readUploadedFile(request);
      const image = await processUpload(buffer);
      // The name is ours: random, with the date as folders; nothing of the client's file name survives.
      const now = new Date(deps.now() * 1000);
      const folder = `uploads/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
      const relative = `${folder}/${toHex(randomBytes(16))}.webp`;
      const target = path.join(deps.config.mediaDir, relative);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, encodeImage(image.data, deps.config.imageKey), { flag: 'wx' });
      return { path: relative, width: image.width, height: image.height };
    });
  });
}
