/**
 * Sends one file of a media store the way @fastify/static sends one from disk: content type and caching header as
 * the route says, Last-Modified and ETag (304 on a match), `Accept-Ranges: bytes`, one byte range per request
 * (206 with Content-Range; 416 when it starts past the end; several ranges get the whole file), HEAD without body.
 */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, MediaStore } from '../../lib/media-store.ts';

/** The single range a Range header asks of a file this big: null for the whole file, 'unsatisfiable' past its end. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Not a single byte range (several ranges, another unit): the whole file, as RFC 9110 allows.
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  store: MediaStore,
  key: string,
  headers: { type: string; cacheControl: string },
) {
  // A key no store could hold (`..`, hidden names) is simply not there.
  if (key.split('/').some((part) => part === '' || part.startsWith('.'))) return reply.callNotFound();
  const stat = await store.stat(key);
  if (!stat) return reply.callNotFound();
  const etag = stat.etag ?? `W/"${stat.size.toString(16)}-${stat.modified.getTime().toString(16)}"`;
  reply.header('content-type', headers.type);
  reply.header('cache-control', headers.cacheControl);
  reply.header('accept-ranges', 'bytes');
  reply.header('last-modified', stat.modified.toUTCString());
  reply.header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const ifRange = request.headers['if-range'];
  const range = ifRange === undefined || ifRange === etag ? parseRange(request.headers.range, stat.size) : null;
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${stat.size}`);
    return reply.code(416).send();
  }
  const length = range ? range.end - range.start + 1 : stat.size;
  reply.header('content-length', String(length));
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`);
  // HEAD: an empty stream keeps the length above (Fastify's HEAD handler would set 0 for no body) and reads nothing.
  if (request.method === 'HEAD') return reply.send(Readable.from([]));
  const body = await store.read(key, range ?? undefined);
  if (!body) return reply.callNotFound();
  return reply.send(body);
}
