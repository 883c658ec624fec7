/**
 * works/upload/media (the tus protocol) and works/media (decision 0051). The tus calls are Fastify routes in the
 * signed API's scope, so every one passes the same hooks as every other call (rate limit, signature with the bytes
 * unsigned, nonce, XSRF echo, token) and the same access check as defineRoute ('registered'); only then is the raw
 * request handed to @tus/server, whose answers are the protocol's (status and Upload-* headers), not envelopes.
 */
import { Code, WORKS_UPLOAD_PATH, WORK_TITLE_MAX, api, textField, tipText, type Tip, type WorkState, type WorkVisibility } from '@md/contract';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { works as workRows } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, badRequest } from '../../lib/errors.ts';
import { requestLocale, tipFor } from '../../lib/locale.ts';
import { checkAccess, defineRoute, stale } from '../../lib/route.ts';
import { publicAnswers } from '../../lib/route-cache.ts';
import type { AuthedUser } from '../../plugins/auth.ts';
import {
  dropUpload,
  jobQueue,
  listOwnWorks,
  ownUpload,
  queueWork,
  reasonTip,
  openUpload,
  sweepStaleUploads,
  touchUpload,
  uploadsDir,
  usedBytes,
} from './service.ts';
import { videoTagRefs, videoTagsByUse } from '../tag/service.ts';
import { creatorWorks } from './creator.ts';
import { editOwnWork } from './edit.ts';
import { postOwnWork } from './post-work.ts';
import { coverFrameKey, coverFrameKeys, workCoverKey } from './cover-frames.ts';
import { probeVideo, toolsAvailable } from './transcode.ts';
import { startWorker, type Worker } from './worker.ts';

/**
 * The upload id tus acts on, handed over in this request header: a new upload's id (the store's naming) and, on
 * HEAD and PATCH, the id the route checked is the caller's. Never read from the URL: tus would take the last
 * segment of the whole URL, query string included, so `…/<yours>?x=/<theirs>` passed the check for yours and acted
 * on theirs.
 */
const ID_HEADER = 'x-md-upload-id';
const UPLOAD_ID = /^[a-f0-9]{32}$/;
const REGISTERED = { access: 'registered' } as const;

/** What a title from Upload-Metadata must be once its control characters are dropped: the text rule of every field. */
const METADATA_TITLE = textField({ direction: 'strip' }).trim();
const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Upload-Metadata's `title` (or else `filename`), decoded; at most WORK_TITLE_MAX long. A header is no form
 * field to refuse: control characters are dropped and the direction controls stripped (works/modify/media refuses
 * them), so the title the catalogue may show later reads in the order it is stored.
 */
function metadataTitle(header: string | string[] | undefined): string {
  if (typeof header !== 'string') return '';
  const pairs = new Map(header.split(',').map((pair): [string, string] => { const [key = '', value = ''] = pair.trim().split(' '); return [key, value]; }));
  const value = pairs.get('title') ?? pairs.get('filename');
  if (!value) return '';
  const parsed = METADATA_TITLE.safeParse(Buffer.from(value, 'base64').toString('utf8').replace(/\p{Cc}/gu, ''));
  if (!parsed.success) return '';
  // The length as works/modify/media counts it (UTF-16 units), cut between what a reader sees as one character: never
  // inside an emoji's pair, a flag or a family joined by zero-width joiners.
  let title = '';
  for (const { segment } of GRAPHEMES.segment(parsed.data)) {
    if (title.length + segment.length > WORK_TITLE_MAX) break;
    title += segment;
  }
  return title.trim();
}

/** A tus answer with an envelope's body, its tip in the request's language. */
function tusAnswer(req: Request, status: number, code: number, tip: Tip) {
  const locale = requestLocale({ headers: Object.fromEntries(req.headers) });
  return { status_code: status, body: JSON.stringify({ code, tip: tipText(locale, tip) }) };
}

export async function worksRoutes(app: FastifyInstance, deps: Deps) {
  const { works } = deps.config;
  fs.mkdirSync(uploadsDir(deps), { recursive: true });
  const queue = jobQueue(deps);
  let worker: Worker | null = null;
  if (works.worker === 'inline') {
    app.addHook('onReady', async () => {
      worker = startWorker(deps, app.log);
    });
    app.addHook('onClose', async () => worker?.stop());
  }
  if (works.sweepMs > 0) {
    const timer = setInterval(() => {
      sweepStaleUploads(deps).catch((error: unknown) => app.log.warn({ err: error }, 'works upload sweep failed'));
    }, works.sweepMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  const tus = new TusServer({
    path: WORKS_UPLOAD_PATH,
    datastore: new FileStore({ directory: uploadsDir(deps) }),
    maxSize: works.maxBytes,
    relativeLocation: true,
    respectForwardedHeaders: false,
    // Same origin only: no cross-origin page may drive an upload.
    allowedOrigins: [],
    namingFunction: (req) => {
      const id = req.headers.get(ID_HEADER);
      if (!id || !UPLOAD_ID.test(id)) throw { status_code: 500, body: 'no upload id' };
      return id;
    },
    getFileIdFromRequest: (req) => {
      const id = req.headers.get(ID_HEADER);
      return id && UPLOAD_ID.test(id) ? id : undefined;
    },
    // The whole file is here: it must be a video by its content, then it is queued for transcoding. A cancel racing
    // this (its row claimed first) is answered as a cancelled upload, not as a file that is not a video.
    onUploadFinish: async (req, upload) => {
      const answer = (status: number, code: number, tip: Tip) => tusAnswer(req, status, code, tip);
      const file = `${uploadsDir(deps)}/${upload.id}`;
      const probe = await probeVideo(works.tools, file);
      if (!probe) {
        if (await dropUpload(deps, upload.id)) throw answer(415, Code.worksNotVideo, 'worksNotVideo');
        throw answer(404, Code.worksUploadNotFound, 'worksUploadNotFound');
      }
      if ((await queueWork(deps, queue, upload.id, probe.duration)) === null) throw answer(404, Code.worksUploadNotFound, 'worksUploadNotFound');
      worker?.wake();
      return {};
    },
    // Anything tus did not expect is logged and answered as every call's internal error, without its message.
    onResponseError: (req, error) => {
      if ('status_code' in error) return undefined;
      app.log.error({ err: error, url: req.url, method: req.method }, 'works upload failed');
      return tusAnswer(req, 500, Code.internal, 'internal');
    },
  });

  /**
   * Hands the raw request to tus, acting on upload `id` (the caller's, checked): nothing of Fastify's answers it from
   * here on. The store reads headers from rawHeaders (srvx): a value the caller sent in ID_HEADER is replaced.
   */
  async function toTus(request: FastifyRequest, reply: FastifyReply, id: string) {
    const raw = request.raw.rawHeaders;
    for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i].toLowerCase() === ID_HEADER) raw.splice(i, 2);
    raw.push(ID_HEADER, id);
    request.raw.headers[ID_HEADER] = id;
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  }

  function caller(request: FastifyRequest): AuthedUser {
    checkAccess(REGISTERED, request.auth);
    return request.auth.user!;
  }

  function idOf(request: FastifyRequest): string {
    const id = (request.params as { id?: string }).id ?? '';
    if (!UPLOAD_ID.test(id)) throw new ApiError(404, Code.worksUploadNotFound, 'worksUploadNotFound');
    return id;
  }

  await app.register(async (scope) => {
    // The bytes of a PATCH stay unread here: tus reads them from the raw request after the guard passed.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    const routeConfig = { config: { tus: true }, compress: false } as const;

    // Create: the checks, then the row (the upload is the caller's from the start), then tus makes the file.
    scope.post(WORKS_UPLOAD_PATH, routeConfig, async (request, reply) => {
      const user = caller(request);
      if (!(await toolsAvailable(works.tools))) throw new ApiError(503, Code.worksTranscodeUnavailable, 'worksTranscodeUnavailable');
      const length = Number(request.headers['upload-length']);
      if (!Number.isSafeInteger(length) || length <= 0) throw badRequest();
      const id = randomBytes(16).toString('hex');
      await openUpload(deps, user.id, { id, bytes: length, title: metadataTitle(request.headers['upload-metadata']) });
      await toTus(request, reply, id);
      if (reply.raw.statusCode !== 201) await dropUpload(deps, id);
    });

    scope.head(`${WORKS_UPLOAD_PATH}/:id`, routeConfig, async (request, reply) => {
      const user = caller(request);
      const id = idOf(request);
      await ownUpload(deps, user.id, id);
      await toTus(request, reply, id);
    });

    scope.patch(`${WORKS_UPLOAD_PATH}/:id`, routeConfig, async (request, reply) => {
      const user = caller(request);
      const id = idOf(request);
      const work = await ownUpload(deps, user.id, id);
      if (work.state !== 'uploading') throw new ApiError(409, Code.worksUploadNotFound, 'worksUploadNotFound');
      await touchUpload(deps, id);
      await toTus(request, reply, id);
    });

    // Cancel: the file and the row go.
    scope.delete(`${WORKS_UPLOAD_PATH}/:id`, routeConfig, async (request, reply) => {
      const user = caller(request);
      const id = idOf(request);
      await ownUpload(deps, user.id, id);
      // Claimed by its row: an upload whose last bytes were queued meanwhile is not cancelled (nor its file removed).
      if (!(await dropUpload(deps, id))) throw new ApiError(409, Code.worksUploadNotFound, 'worksUploadNotFound');
      return reply.code(204).header('tus-resumable', '1.0.0').send();
    });
  });

  /** Works as their author sees them, their tags as chips (one query for the page). */
  async function ownWorks(request: FastifyRequest, rows: (typeof workRows.$inferSelect)[]) {
    const tags = new Map((await videoTagRefs(deps.db, [...new Set(rows.flatMap((w) => w.tagIds))])).map((t) => [t.id, t]));
    return rows.map((w) => {
      // An operator's reason for a rejection is shown as written.
      const tip: Tip | null = w.state === 'failed' ? reasonTip(w.failureReason) : null;
      return {
        id: w.id,
        uploadId: w.uploadId,
        title: w.title,
        description: w.description,
        tags: w.tagIds.flatMap((t) => tags.get(t) ?? []),
        visibility: w.visibility as WorkVisibility,
        state: w.state as WorkState,
        progress: w.progress,
        failureReason: tip ? tipFor(request, tip) : w.failureReason,
        bytes: w.bytes,
        duration: w.duration,
        mediaId: w.state === 'published' ? w.mediaId : null,
        frames: coverFrameKeys(w, w.coverFrames),
        coverFrame: w.coverFrame,
        // approve-work keeps the transcoder's frame at the work's own key when no frame was chosen.
        cover: w.coverFrame !== null ? coverFrameKey(w, w.coverFrame) : w.state === 'published' ? workCoverKey(w) : null,
        createdAt: Math.floor(w.createdAt.getTime() / 1000),
      };
    });
  }

  defineRoute(app, deps, api.worksMedia, async ({ input, user, request }) => {
    const { rows, total } = await listOwnWorks(deps, user.id, input.page, input.pageSize);
    const list = await ownWorks(request, rows);
    return { list, page: input.page, pageSize: input.pageSize, total, hasMore: input.page * input.pageSize < total };
  });

  defineRoute(app, deps, api.worksUploadInfo, async ({ user }) => ({
    available: await toolsAvailable(works.tools),
    maxBytes: works.maxBytes,
    uploadsAtOnce: works.uploadsAtOnce,
    quotaLeft: Math.max(0, works.quotaBytes - (await usedBytes(deps, user.id))),
  }));

  defineRoute(app, deps, api.worksSelectTags, ({ input }) => videoTagsByUse(deps, input));
  // A published work as a square post with its video (decision 0069): pending review like any post.
  defineRoute(app, deps, api.worksPost, ({ input, user }) => postOwnWork(deps, user, input));

  // The same for everyone: a nickname or avatar change shows within the cache's time-to-live (decision 0070).
  defineRoute(app, deps, api.worksUser, ({ input }) => creatorWorks(deps, input), { cache: publicAnswers() });

  // A published work's edit changes what the catalogue's cached answers show (title, tags, counts, who may see it);
  // the write names a work, not its video, and edits are rare: every cached catalogue answer is forgotten.
  const catalogueStale = [
    api.mediaDetail,
    api.mediaList,
    api.mediaRank,
    api.mediaMaylike,
    api.mediaHome,
    api.topicDetail,
    api.worksUser,
    api.searchMedia,
    api.searchSuggest,
    api.tagList,
    api.tagDetail,
    api.tagCategories,
    // A work made private takes its danmaku out of reach too.
    api.danmakuList,
  ].map((cached) => stale(cached, () => true));
  defineRoute(
    app,
    deps,
    api.worksModifyMedia,
    async ({ input, user, request }) => {
      const { id, ...edit } = input;
      const [row] = await ownWorks(request, [await editOwnWork(deps, user.id, id, edit)]);
      return row;
    },
    { invalidates: catalogueStale },
  );
  defineRoute(
    app,
    deps,
    api.worksModifyShow,
    async ({ input, user, request }) => {
      const [row] = await ownWorks(request, [await editOwnWork(deps, user.id, input.id, { visibility: input.visibility })]);
      return row;
    },
    { invalidates: catalogueStale },
  );
}
