/**
 * Builds the real app on a fresh database and talks to it the way the web client does: signed, with the
 * XSRF cookie and header, decrypting envelopes. Each knob can be turned off to test the refusals.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import {
  COOKIE_XSRF,
  SYSTEM_TYPE_MOBILE,
  api,
  UNSIGNED_PAYLOAD,
  decryptPayload,
  randomBytes,
  toHex,
  signedHeaders,
  type Endpoint,
  type Envelope,
  type RequestOf,
  type ResponseOf,
} from '@md/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { EmbeddedKvStore } from '../lib/kv-store.ts';
import { createTestDatabase } from './database.ts';
import { copyDemoImages } from './templates.ts';

export interface HarnessOptions {
  env?: Record<string, string>;
  /** Seed a small demo catalogue of this many videos. */
  seedVideos?: number;
  /**
   * Talk to the app over a real socket (headers and bodies as Node's HTTP parser reads them, as in production)
   * instead of inject(). The server then trusts X-Forwarded-For, which carries each client's address.
   */
  socket?: boolean;
}

export interface Harness {
  app: FastifyInstance;
  deps: Deps;
  config: Config;
  database: Database;
  /** The key server rendering's in-process calls carry (see web/internal.ts). */
  internalKey: string;
  /** The server's clock, moved by `offset` seconds (sessions, signatures, days); clients sign by it too. */
  clock: { offset: number };
  client(options?: { devId?: string; ip?: string }): TestClient;
  /** A client holding the XSRF cookie and no token. */
  visitor(): Promise<TestClient>;
  /** A client signed in as a new guest. */
  guest(): Promise<TestClient>;
  /** A client signed up as a new registered user with this account (password secret123). */
  registered(account: string): Promise<TestClient>;
  close(): Promise<void>;
}

export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'md-test-'));
  // No transcode worker or upload sweep unless a test asks: the works tests start their own.
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WORKER: 'off', WORKS_SWEEP_MINUTES: '0', TRANSCODE_THREADS: '1', TRANSCODE_NICE: '19', ...(options.socket ? { TRUST_PROXY: 'true' } : {}), ...options.env });
  // Copied from this run's templates: the migrations, the seeding and the pictures are made once per run.
  const [database] = await Promise.all([createTestDatabase(options.seedVideos ?? 0), options.seedVideos ? copyDemoImages(config.mediaDir, config.imageKey) : null]);
  // The embedded default, as `npm start` runs it: markers written to an LMDB file in this test's data folder.
  const kv = new EmbeddedKvStore(config.kvDir);
  const clock = { offset: 0 };
  const deps: Deps = { config, db: database.db, kv, now: () => Math.floor(Date.now() / 1000) + clock.offset };
  const internalKey = toHex(randomBytes(24));
  const app = await buildApp(deps, { logger: false, internalKey });
  await app.ready();
  let send: Transport = (request) => injected(app, request);
  if (options.socket) {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    send = (request) => overSocket(port, request);
  }
  let clients = 0;
  const client = (o: { devId?: string; ip?: string } = {}) =>
    new TestClient(send, config, o.devId ?? `dev${Date.now()}${++clients}`, o.ip ?? `10.0.0.${++clients % 250}`, deps.now);
  return {
    app,
    deps,
    config,
    database,
    internalKey,
    clock,
    client,
    visitor: () => client().prime(),
    async guest() {
      const c = await client().prime();
      c.token = (await c.call(api.loginGuest, { devID: c.devId })).data.token;
      return c;
    },
    async registered(account: string) {
      const c = await client().prime();
      c.token = (await c.call(api.loginAccountCreate, { account, password: 'secret123', confirmPassword: 'secret123' })).data.token;
      return c;
    },
    async close() {
      await app.close();
      await kv.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CallOptions {
  sign?: boolean;
  xsrf?: boolean;
  token?: string | null;
  headers?: Record<string, string>;
  /** Send this exact text as the body (signed as is, unless tamperedBody is set). */
  rawBody?: string;
  /** Sign one body but send another. */
  tamperedBody?: string;
  timestamp?: number;
  nonce?: string;
  systemType?: string;
  path?: string;
  multipart?: { payload: Buffer; boundary: string };
}

export interface CallResult<T = unknown> {
  status: number;
  envelope: Envelope<T>;
  /** `data`, decrypted when the envelope says it is encrypted. */
  data: T;
  headers: Record<string, unknown>;
  /** The body as sent, before any content encoding is undone. */
  raw: Buffer;
}

export interface WireRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  ip: string;
}

export interface WireResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  raw: Buffer;
}

export type Transport = (request: WireRequest) => Promise<WireResponse>;

async function injected(app: FastifyInstance, request: WireRequest): Promise<WireResponse> {
  const response = await app.inject({
    method: request.method as 'GET' | 'POST',
    url: request.path,
    headers: request.headers,
    payload: request.payload,
    remoteAddress: request.ip,
  });
  const headers: WireResponse['headers'] = {};
  for (const [name, value] of Object.entries(response.headers)) headers[name] = typeof value === 'number' ? String(value) : value;
  return { status: response.statusCode, headers, raw: response.rawPayload };
}

/** One request over a fresh connection; the address travels in X-Forwarded-For (the socket server trusts it). */
function overSocket(port: number, request: WireRequest): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'x-forwarded-for': request.ip, ...request.headers };
    if (request.payload !== undefined && !headers['transfer-encoding']) headers['content-length'] = String(Buffer.byteLength(request.payload));
    const req = http.request({ host: '127.0.0.1', port, method: request.method, path: request.path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, raw: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(request.payload);
  });
}

function decoded(response: WireResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.raw).toString('utf8');
  return response.raw.toString('utf8');
}

export class TestClient {
  token: string | null = null;
  xsrf: string | null = null;

  constructor(
    readonly send: Transport,
    readonly config: Config,
    readonly devId: string,
    readonly ip: string,
    /** Seconds since the epoch by the server's clock, for the signature's timestamp. */
    readonly now: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  /** Obtains the XSRF cookie, as the browser does on its first config call. */
  async prime() {
    if (!this.xsrf) await this.call(api.pingConfig);
    return this;
  }

  /**
   * Calls an endpoint with a body of its request type and reads `data` as its response type. A refusal's `data` is
   * whatever the envelope carried (null): check `envelope.code` first.
   */
  call<E extends Endpoint>(endpoint: E, body?: RequestOf<E>, options: CallOptions = {}): Promise<CallResult<ResponseOf<E>>> {
    return this.raw(endpoint, body, options) as Promise<CallResult<ResponseOf<E>>>;
  }

  /** Sends any body, malformed ones included, and reads `data` as unknown: for the protocol's refusals. */
  async raw(endpoint: Endpoint, body?: unknown, options: CallOptions = {}): Promise<CallResult<unknown>> {
    const path = options.path ?? endpoint.path;
    const text = options.rawBody ?? (endpoint.method === 'GET' || body === undefined ? null : JSON.stringify(body));
    const token = options.token === undefined ? this.token : options.token;
    const headers: Record<string, string> = {};
    if (options.sign !== false) {
      Object.assign(
        headers,
        await signedHeaders({
          keyId: this.config.sign.keyId,
          secret: this.config.sign.secret,
          method: endpoint.method,
          path,
          body: options.multipart ? UNSIGNED_PAYLOAD : text,
          token,
          systemType: options.systemType ?? SYSTEM_TYPE_MOBILE,
          devId: this.devId,
          timestamp: options.timestamp ?? this.now(),
          nonce: options.nonce,
        }),
      );
    } else if (token) {
      headers.authorization = `Bearer ${token}`;
    }
    if (this.xsrf) {
      headers.cookie = `${COOKIE_XSRF}=${this.xsrf}`;
      if (options.xsrf !== false) headers['x-xsrf-token'] = this.xsrf;
    }
    let payload: string | Buffer | undefined = options.tamperedBody ?? text ?? undefined;
    if (options.multipart) {
      payload = options.multipart.payload;
      headers['content-type'] = `multipart/form-data; boundary=${options.multipart.boundary}`;
    } else if (payload !== undefined) {
      headers['content-type'] = 'application/json';
    }
    Object.assign(headers, options.headers);
    const response = await this.send({ method: endpoint.method, path, headers, payload, ip: this.ip });
    const cookie = [response.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${COOKIE_XSRF}=`));
    if (cookie) this.xsrf = cookie.slice(COOKIE_XSRF.length + 1).split(';')[0];
    const envelope = JSON.parse(decoded(response)) as Envelope<unknown>;
    const data = envelope.hash ? await decryptPayload<unknown>(this.config.dataKey, { data: envelope.data as string, hash: envelope.hash }) : envelope.data;
    return { status: response.status, envelope, data, headers: response.headers, raw: response.raw };
  }
}

/** A multipart body with one file part. */
export function multipartBody(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = `----md${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, boundary };
}
