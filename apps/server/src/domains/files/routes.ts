/**
 * Media files: images (stored with their first 100 bytes already XOR-encoded, served as opaque bytes, cached for a
 * year: names never change) and HLS clips with their thumbnail sprites. Clip files are served only under a signed,
 * expiring URL (lib/media-token.ts, made by `media/play`): the master playlist lists only the levels the token
 * allows, and every URL inside a playlist carries the same token, so players need no help. Segments support Range.
 * Uploaded pictures and transcoded works come from their media store (lib/media-store.ts, decision 0058): in the
 * data folder they are sent as files, in a bucket through `sendStored` (same ranges, types and caching headers);
 * the demo seed's pictures and clips always come from disk. A work's files are the clip `work-<id>`, an ingested
 * video's the clip `ingest-…`.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { Code, MEDIA_LEVELS, type MediaLevel } from '@md/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../lib/errors.ts';
import { IMAGE_PATH, isIngestClip, VIDEO_PATH, workIdOfClip } from '../../lib/media-paths.ts';
import { closeMediaStores, DiskMediaStore, MEDIA_TYPES, mediaStores, type MediaStore } from '../../lib/media-store.ts';
import { checkMedia, levelRank, tokenQuery, type MediaToken } from '../../lib/media-token.ts';
import { sendStored } from './send-stored.ts';

const YEAR_SECONDS = 365 * 24 * 3600;
const VIDEO_TYPES = MEDIA_TYPES;
const IMAGE_CACHE = `public, max-age=${YEAR_SECONDS}, immutable`;

export async function fileRoutes(app: FastifyInstance, deps: Deps) {
  fs.mkdirSync(deps.config.mediaDir, { recursive: true });
  const stores = mediaStores(deps.config);
  app.addHook('onClose', async () => closeMediaStores(deps.config));
  if (!(stores.images instanceof DiskMediaStore)) {
    // Uploaded pictures are in the bucket; the demo seed's stay on disk and keep the static route below.
    const images = stores.images;
    app.get(`${IMAGE_PATH}/uploads/*`, (request, reply) => {
      const rest = (request.params as { '*': string })['*'];
      return sendStored(request, reply, images, `uploads/${rest}`, { type: 'application/octet-stream', cacheControl: IMAGE_CACHE });
    });
  }
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
      res.header('cache-control', IMAGE_CACHE);
    },
  });
  // No route of its own: gives `reply.sendFile` (Range, ETag, 404) to the clip route below.
  await app.register(fastifyStatic, { root: deps.config.clipsDir, serve: false, index: false, dotfiles: 'deny', cacheControl: false, setHeaders: typeHeader });
  const playlists = new Map<string, string>();
  app.get(`${VIDEO_PATH}/*`, (request, reply) => serveClipFile(deps, playlists, request, reply));
}

const isDemoClip = (clip: string) => workIdOfClip(clip) === null && !isIngestClip(clip);

/**
 * Where a clip's files are read: a demo clip's from assets/clips, a work's from the works store (`<id>/…`), an
 * ingested video's from the works store too (`<clip>/…`, decision 0063).
 */
function clipSource(deps: Deps, clip: string, relative: string) {
  if (isIngestClip(clip)) return { store: mediaStores(deps.config).works, key: relative };
  const workId = workIdOfClip(clip);
  if (workId === null) return { store: new DiskMediaStore(deps.config.clipsDir), key: relative };
  return { store: mediaStores(deps.config).works, key: `${workId}${relative.slice(clip.length)}` };
}

function typeHeader(res: { header(name: string, value: string): unknown }, filePath: string) {
  const type = VIDEO_TYPES[path.extname(filePath)];
  if (type) res.header('content-type', type);
}

const LEVEL = `(${MEDIA_LEVELS.join('|')})`;
/** The only files a clip has: master playlist and sprite at its root, a playlist and segments per level. */
const CLIP_FILE = new RegExp(`^([a-z0-9][a-z0-9-]{0,63})/(?:(index\\.m3u8|sprite\\.jpg)|${LEVEL}/(index\\.m3u8|seg_\\d{3,6}\\.ts))$`);

const refused = (tip: 'mediaLinkInvalid' | 'mediaLevelLocked') => new ApiError(403, Code.mediaRefused, tip);

async function serveClipFile(deps: Deps, playlists: Map<string, string>, request: FastifyRequest, reply: FastifyReply) {
  const file = CLIP_FILE.exec((request.params as { '*': string })['*']);
  if (!file) return reply.callNotFound();
  const [relative, clip, , level] = file as unknown as [string, string, string | undefined, MediaLevel | undefined];
  const now = deps.now();
  const check = checkMedia(deps.config.mediaUrls.secret, `${VIDEO_PATH}/${clip}/`, request.query as Record<string, unknown>, now);
  if (!check.ok) throw refused('mediaLinkInvalid');
  const token = check.token;
  if (level && levelRank(level) > levelRank(token.l)) throw refused('mediaLevelLocked');
  // The URL holds until the token expires, not longer: a cache must not outlive the signature.
  const cacheControl = `private, max-age=${Math.max(0, token.e - now)}`;
  reply.header('cache-control', cacheControl);
  const source = clipSource(deps, clip, relative);
  if (!relative.endsWith('.m3u8')) {
    if (source.store instanceof DiskMediaStore) return reply.sendFile(source.key, source.store.root);
    return sendStored(request, reply, source.store, source.key, { type: VIDEO_TYPES[path.extname(relative)], cacheControl });
  }
  const text = await readPlaylist(isDemoClip(clip) ? playlists : null, relative, source.store, source.key);
  if (text === null) return reply.callNotFound();
  return reply.type(VIDEO_TYPES['.m3u8']).send(signPlaylist(text, token));
}

/**
 * A playlist from its store. The demo clips' (a few, small, never changing) are kept in memory after the first
 * read; works' are read each time (there is no end to them, and a removed work's must go with it).
 */
async function readPlaylist(playlists: Map<string, string> | null, relative: string, store: MediaStore, key: string): Promise<string | null> {
  const known = playlists?.get(relative);
  if (known !== undefined) return known;
  try {
    const bytes = await store.readAll(key);
    if (bytes === null) return null;
    const text = bytes.toString('utf8');
    playlists?.set(relative, text);
    return text;
  } catch {
    return null;
  }
}

/**
 * The playlist as this token may see it: variants above its level dropped (a master playlist), and the token
 * added to every URI, the lines and the `URI="…"` attributes alike, so relative URLs keep their signature.
 */
export function signPlaylist(text: string, token: MediaToken): string {
  const query = tokenQuery(token);
  const withToken = (uri: string) => `${uri}${uri.includes('?') ? '&' : '?'}${query}`;
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) {
      out.push(line.replace(/URI="([^"]+)"/g, (_, uri: string) => `URI="${withToken(uri)}"`));
      continue;
    }
    const variantLevel = MEDIA_LEVELS.find((l) => trimmed.startsWith(`${l}/`));
    if (variantLevel && levelRank(variantLevel) > levelRank(token.l)) {
      // Drop the variant and the #EXT-X-STREAM-INF line that announced it.
      if (out.at(-1)?.trim().startsWith('#EXT-X-STREAM-INF')) out.pop();
      continue;
    }
    out.push(withToken(trimmed));
  }
  return out.join('\n');
}
