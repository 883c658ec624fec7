import fs from 'node:fs/promises';
import path from 'node:path';
import { Code, UPLOAD_MAX_BYTES, api, encodeImage, randomBytes, toHex } from '@md/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import pLimit from 'p-limit';
import type { Deps } from '../../deps.ts';
import { ApiError, tooManyRequests } from '../../lib/errors.ts';
import { defineRoute } from '../../lib/route.ts';
import { processUpload } from './images.ts';
import { readUploadedFile } from './read-file.ts';
import { sweepUnclaimedUploads } from './service.ts';
import { recordUpload, usedBytes } from './store.ts';

const HOUR_SECONDS = 3600;
/** Uploads waiting for the image queue beyond which a new one is turned away (per running image slot). */
const QUEUE_PER_SLOT = 16;
/** Seconds a caller turned away by a full queue is told to wait. */
const BUSY_RETRY_SECONDS = 10;

export async function uploadRoutes(app: FastifyInstance, deps: Deps) {
  const { uploads } = deps.config;
  // Image work runs a few at a time (decision 0023): the rest wait here instead of on libuv's four threads, which
  // static files, database files and password hashing need too.
  const imageQueue = pLimit(uploads.concurrency);

  if (uploads.sweepMs > 0) {
    const timer = setInterval(() => {
      sweepUnclaimedUploads(deps).catch((error: unknown) => app.log.warn({ err: error }, 'upload sweep failed'));
    }, uploads.sweepMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  // Multipart bodies are read by this call alone; elsewhere they are refused (415) before any work.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
    defineRoute(scope, deps, api.uploadImg, async ({ request, user }) => {
      // Counted before the body is read: refused attempts cost the server work too.
      const count = await deps.kv.increment(`md:upload:${user.id}`, HOUR_SECONDS);
      if (count > uploads.perHour) {
        throw tooManyRequests({ key: 'uploadTooOften', vars: { minutes: HOUR_SECONDS / 60 } }, { 'retry-after': String(HOUR_SECONDS) });
      }
      if ((await usedBytes(deps, user.id)) >= uploads.quotaBytes) throw new ApiError(413, Code.tooLarge, 'uploadQuotaFull');
      if (imageQueue.pendingCount >= uploads.concurrency * QUEUE_PER_SLOT) {
        throw tooManyRequests({ key: 'uploadBusy', vars: { seconds: BUSY_RETRY_SECONDS } }, { 'retry-after': String(BUSY_RETRY_SECONDS) });
      }
      const buffer = await readUploadedFile(request);
      const image = await imageQueue(() => processUpload(buffer));
      const stored = encodeImage(image.data, deps.config.imageKey);
      if ((await usedBytes(deps, user.id)) + stored.length > uploads.quotaBytes) throw new ApiError(413, Code.tooLarge, 'uploadQuotaFull');
      // The name is ours: random, with the date as folders; nothing of the client's file name survives.
      const now = new Date(deps.now() * 1000);
      const folder = `uploads/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
      const relative = `${folder}/${toHex(randomBytes(16))}.webp`;
      const target = path.join(deps.config.mediaDir, relative);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Recorded first: a crash between the two leaves a row the sweep cleans, never a file nothing counts.
      await recordUpload(deps, user.id, relative, stored.length);
      await fs.writeFile(target, stored, { flag: 'wx' });
      return { path: relative, width: image.width, height: image.height };
    });
  });
}
