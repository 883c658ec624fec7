import { Code, UPLOAD_MAX_BYTES, api, type Tip } from '@md/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pLimit from 'p-limit';
import type { Deps } from '../../deps.ts';
import type { AuthedUser } from '../../plugins/auth.ts';
import { ApiError, tooManyRequests } from '../../lib/errors.ts';
import { tipFor } from '../../lib/locale.ts';
import { defineRoute } from '../../lib/route.ts';
import { processUpload } from './images.ts';
import { keepImage, type KeptImage } from './keep-image.ts';
import { readUploadedFile } from './read-file.ts';
import { checkDeclaredLength, readUploadedFiles } from './read-files.ts';
import { sweepUnclaimedUploads } from './service.ts';
import { usedBytes } from './store.ts';

const HOUR_SECONDS = 3600;
/** Uploads waiting for the image queue beyond which a new one is turned away (per running image slot). */
const QUEUE_PER_SLOT = 16;
/** Seconds a caller turned away by a full queue is told to wait. */
const BUSY_RETRY_SECONDS = 10;

const tooOften = () => tooManyRequests({ key: 'uploadTooOften', vars: { minutes: HOUR_SECONDS / 60 } }, { 'retry-after': String(HOUR_SECONDS) });

export async function uploadRoutes(app: FastifyInstance, deps: Deps) {
  const { uploads } = deps.config;
  // Image work runs a few at a time (decision 0023): the rest wait here instead of on libuv's four threads, which
  // static files, database files and password hashing need too. upload/img and upload/images share it.
  const imageQueue = pLimit(uploads.concurrency);
  const hourlyKey = (user: AuthedUser) => `md:upload:${user.id}`;

  if (uploads.sweepMs > 0) {
    const timer = setInterval(() => {
      sweepUnclaimedUploads(deps).catch((error: unknown) => app.log.warn({ err: error }, 'upload sweep failed'));
    }, uploads.sweepMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  /** The limits checked before a body is read: refused attempts cost the server work too (decision 0023). */
  async function admit(user: AuthedUser) {
    if ((await deps.kv.increment(hourlyKey(user), HOUR_SECONDS)) > uploads.perHour) throw tooOften();
    if ((await usedBytes(deps, user.id)) >= uploads.quotaBytes) throw new ApiError(413, Code.tooLarge, 'uploadQuotaFull');
    if (imageQueue.pendingCount >= uploads.concurrency * QUEUE_PER_SLOT) {
      throw tooManyRequests({ key: 'uploadBusy', vars: { seconds: BUSY_RETRY_SECONDS } }, { 'retry-after': String(BUSY_RETRY_SECONDS) });
    }
  }

  const store = async (user: AuthedUser, buffer: Buffer): Promise<KeptImage> => keepImage(deps, user.id, await imageQueue(() => processUpload(buffer)));

  /** One file's refusal as upload/images answers it: the code and tip upload/img would have given. */
  function refusal(request: FastifyRequest, error: unknown): { code: number; tip: string } {
    if (error instanceof ApiError) return { code: error.code, tip: tipFor(request, error.tip) };
    request.log.error({ err: error }, 'storing an uploaded image failed');
    return { code: Code.internal, tip: tipFor(request, 'internal' satisfies Tip) };
  }

  // Multipart bodies are read by these calls alone; elsewhere they are refused (415) before any work.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });

    defineRoute(scope, deps, api.uploadImg, async ({ request, user }) => {
      await admit(user);
      return store(user, await readUploadedFile(request));
    });

    // Several images in one call (decision 0046): each judged and stored alone, answered in the order sent.
    defineRoute(scope, deps, api.uploadImages, async ({ request, user }) => {
      checkDeclaredLength(request);
      // The call counts as its first image; each further image counts once it has arrived.
      await admit(user);
      const files = await readUploadedFiles(request);
      const counted: (Buffer | ApiError)[] = [];
      for (const [index, file] of files.entries()) {
        if (index === 0 || file instanceof ApiError) counted.push(file);
        else counted.push((await deps.kv.increment(hourlyKey(user), HOUR_SECONDS)) > uploads.perHour ? tooOften() : file);
      }
      const answers = await Promise.all(
        counted.map(async (file) => {
          if (file instanceof ApiError) return refusal(request, file);
          try {
            return await store(user, file);
          } catch (error) {
            return refusal(request, error);
          }
        }),
      );
      return { files: answers };
    });
  });
}
