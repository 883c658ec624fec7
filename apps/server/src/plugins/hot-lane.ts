/**
 * The hot lane: the public catalogue's cached answers, served in front of Fastify's request pipeline.
 *
 * A shared answer (see RouteOptions.shared) is the same for every caller with the same path and body until its
 * cache lets it go. Once Fastify has served it, the lane remembers it under that path and body; the next such call
 * is checked by the same guard as every call (rate limit, signature, nonce, XSRF echo, token, access) and answered
 * here with the same bytes and headers. Everything else goes to Fastify untouched: other paths and methods, bodies
 * the lane has not seen (the body it read is handed on), and every refusal, which Fastify answers the one way it
 * answers all of them. See decision 0014.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import proxyAddr from '@fastify/proxy-addr';
import type { Endpoint } from '@md/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import { OK_HEADERS, pickEncoding, sharedPayload, type SharedEnvelope } from '../lib/envelope.ts';
import { checkAccess } from '../lib/route.ts';
import { handOverRefused, type ApiGuard, type GuardedCall } from './api-guard.ts';

/** Catalogue calls send a few dozen bytes; a longer body is left to Fastify and never remembered. */
export const HOT_BODY_MAX = 1024;

interface HotAnswer {
  endpoint: Endpoint;
  shared: SharedEnvelope;
  /** The uncompressed envelope as bytes, made on first use. */
  plain?: Buffer;
  until: number;
}

/** The answers the lane may serve, by path and exact body, each until its cache lets it go. */
export class HotAnswers {
  private readonly paths = new Set<string>();
  private readonly answers = new Map<string, HotAnswer>();

  constructor(
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** A path whose answers may be remembered (a shared route's). */
  servePath(path: string) {
    this.paths.add(path);
  }

  serves(url: string): boolean {
    return this.paths.has(url);
  }

  get size() {
    return this.answers.size;
  }

  remember(url: string, body: string, endpoint: Endpoint, shared: SharedEnvelope, until: number) {
    if (!this.paths.has(url) || body.length > HOT_BODY_MAX || until <= this.now()) return;
    // A URL holds no line break (the HTTP parser refuses one), so the key cannot be read two ways.
    const key = `${url}\n${body}`;
    if (!this.answers.has(key) && this.answers.size >= this.maxEntries) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(key, { endpoint, shared, until });
  }

  find(url: string, body: string): HotAnswer | undefined {
    const key = `${url}\n${body}`;
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    if (answer.until > this.now()) return answer;
    this.answers.delete(key);
    return undefined;
  }

}

declare module 'fastify' {
  interface FastifyInstance {
    /** The lane in front of the server, when there is one (it only sees calls that come through a socket). */
    hotLane: HotLane | null;
  }
}

const BODY = Symbol('md.body');
type HeldRequest = IncomingMessage & { [BODY]?: Buffer };

/** In the API scope: a body the lane read and did not answer is what Fastify parses. */
export function registerBodyHandOver(scope: FastifyInstance) {
  scope.addHook('preParsing', (request, _reply, payload, done) => {
    const body = (request.raw as HeldRequest)[BODY];
    done(null, body ? Readable.from([body]) : payload);
  });
}

function isJson(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.toLowerCase();
  return type === 'application/json' || type === 'application/json; charset=utf-8';
}

const LOGS_INFO = new Set(['trace', 'debug', 'info']);

function handOver(req: IncomingMessage, res: ServerResponse, next: Next, refusal: Error) {
  // Every check runs before the first byte is written; a failure after that can only be the socket's.
  if (res.headersSent) return void res.destroy();
  handOverRefused(req, refusal);
  next(req, res);
}

type Next = (req: IncomingMessage, res: ServerResponse) => void;

export interface HotLaneOptions {
  answers: HotAnswers;
  guard: ApiGuard;
  /** The headers every non-document answer carries (security-headers.ts). */
  headers: Readonly<Record<string, string>>;
  trustProxy: boolean;
  /** Fastify's logger, once the app exists: the lane logs completed calls as Fastify does. */
  log?: FastifyBaseLogger;
  /** Calls answered here (tests read it). */
  served: number;
}

export function createHotLane(options: Omit<HotLaneOptions, 'served'>) {
  const lane: HotLaneOptions = { ...options, served: 0 };
  const fixed = Object.entries({ ...options.headers, ...OK_HEADERS }).flat();
  const trustAll = () => true;
  const clientIp = (req: IncomingMessage) => (lane.trustProxy ? proxyAddr(req, trustAll) : req.socket.remoteAddress ?? '');

  async function answer(req: IncomingMessage, res: ServerResponse, hot: HotAnswer, body: string) {
    const call: GuardedCall = { method: 'POST', url: req.url!, headers: req.headers, rawBody: body, ip: clientIp(req) };
    const logged = lane.log !== undefined && LOGS_INFO.has(lane.log.level);
    const started = logged ? performance.now() : 0;
    await lane.guard.arrive(call);
    const { auth } = await lane.guard.admit(call);
    checkAccess(hot.endpoint, auth);
    const { payload, encoding } = sharedPayload(hot.shared, pickEncoding(req.headers['accept-encoding']));
    const bytes = typeof payload === 'string' ? (hot.plain ??= Buffer.from(payload)) : payload;
    const headers = fixed.slice();
    if (encoding) headers.push('content-encoding', encoding);
    headers.push('content-length', String(bytes.length));
    // No Set-Cookie: a POST passed the XSRF check, so the caller holds a well-formed cookie (Fastify would not set one).
    res.writeHead(200, headers);
    res.end(bytes);
    lane.served++;
    if (logged) {
      // What Fastify's request serializer reads, and no headers: nothing to redact.
      const request = { method: call.method, url: call.url, host: req.headers.host, ip: call.ip, socket: req.socket };
      lane.log!.info({ req: request, res: { statusCode: 200 }, responseTime: performance.now() - started, hotLane: true }, 'request completed');
    }
  }

  function handle(req: IncomingMessage, res: ServerResponse, next: Next) {
    const url = req.url ?? '';
    if (req.method !== 'POST' || !lane.answers.serves(url)) return next(req, res);
    const headers = req.headers;
    const length = Number(headers['content-length']);
    if (
      !(length > 0 && length <= HOT_BODY_MAX) ||
      headers['transfer-encoding'] !== undefined ||
      headers['content-encoding'] !== undefined ||
      !isJson(headers['content-type'])
    ) {
      return next(req, res);
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The caller went away mid-body: there is no one to answer.
    req.once('error', () => res.destroy());
    req.once('end', () => {
      const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
      const text = body.toString('utf8');
      const hot = lane.answers.find(url, text);
      if (!hot) {
        (req as HeldRequest)[BODY] = body;
        return next(req, res);
      }
      // Anything that fails from here on, expected (a refusal) or not, is answered by Fastify's error path.
      answer(req, res, hot, text).catch((error: Error) => handOver(req, res, next, error));
    });
  }

  return Object.assign(lane, { handle });
}

export type HotLane = ReturnType<typeof createHotLane>;

/** Fastify's serverFactory: an HTTP server whose requests pass the lane first, with Fastify's own timeouts. */
export function hotLaneServer(lane: HotLane) {
  return (fastifyHandler: Next, options: FastifyServerOptions) => {
    const server = http.createServer((req, res) => lane.handle(req, res, fastifyHandler));
    if (options.keepAliveTimeout) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
