/**
 * Hosts the React client in this process: the React Router request handler renders pages (in production from
 * apps/web/build, in development through Vite in middleware mode with hot reload), and server rendering calls
 * the API in-process through inject(), signed like any other client, so the first paint carries real data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { COOKIE_XSRF, randomBytes, toBase64Url, type WebLoadContext } from '@md/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { REPO_ROOT } from '../config.ts';
import type { Deps } from '../deps.ts';
import { xsrfCookieSetter } from '../plugins/xsrf.ts';
import { INTERNAL_HEADER } from '../plugins/internal-calls.ts';
import { cspNonce } from '../plugins/security-headers.ts';
import { registerSiteCompression } from '../plugins/compression.ts';
import { limitPages } from './limited-page.ts';

export const WEB_ROOT = path.join(REPO_ROOT, 'apps/web');
export const WEB_BUILD = path.join(WEB_ROOT, 'build');
const YEAR_SECONDS = 365 * 24 * 3600;

export type WebMode = 'production' | 'development';

export async function registerWeb(app: FastifyInstance, deps: Deps, mode: WebMode, internalKey: string) {
  // A scope of its own, with the site's compression; inject() still goes through the whole app.
  await app.register(async (site) => {
    await registerSiteCompression(site);
    await registerPages(site, app, deps, mode, internalKey);
  });
}

async function registerPages(site: FastifyInstance, app: FastifyInstance, deps: Deps, mode: WebMode, internalKey: string) {
  let getBuild: () => Promise<ServerBuild>;
  if (mode === 'development') {
    const { default: middie } = await import('@fastify/middie');
    const vite = await import('vite');
    const server = await vite.createServer({
      root: WEB_ROOT,
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    await site.register(middie);
    site.use(server.middlewares);
    site.addHook('onClose', () => server.close());
    getBuild = () => server.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    const entry = path.join(WEB_BUILD, 'server/index.js');
    if (!fs.existsSync(entry)) throw new Error(`No web build at ${entry}: run "npm run build" first`);
    const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
    getBuild = async () => build;
    await site.register(fastifyStatic, {
      root: path.join(WEB_BUILD, 'client'),
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      cacheControl: false,
      // The build writes scripts, styles and icons compressed at their best (x.js.br, x.js.gz; decision 0077): the
      // one the browser accepts is sent as it is, not compressed again on each answer.
      preCompressed: true,
      // The pages pre-rendered at build time (/FAQ, /contactUs; decision 0050) are written in the default language:
      // their HTML and `.data` are answered by the renderer in the visitor's language, never as files.
      globIgnore: ['**/*.html', '**/*.data'],
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=3600');
      },
    });
  }

  const handlers = new Map<ServerBuild, ReturnType<typeof createRequestHandler>>();
  const handOutXsrfCookie = xsrfCookieSetter(deps);
  const clientKeys = { keyId: deps.config.sign.keyId, secret: deps.config.sign.secret, dataKey: deps.config.dataKey, imageKey: deps.config.imageKey };

  site.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    // Pages count against the same per-address limit as API calls (limited-page.ts).
    onRequest: limitPages(app),
    handler: async (request, reply) => {
      if (/^\/(api|media)\//.test(request.url)) {
        return reply.callNotFound();
      }
      // The page's address is read against the Host the client sent: one no URL can hold ('[', 'a b') is refused.
      const url = URL.parse(request.url, `${request.protocol}://${request.host}`);
      if (!url) return reply.code(400).send();
      handOutXsrfCookie(request, reply);
      const build = await getBuild();
      let handler = handlers.get(build);
      if (!handler) {
        handler = createRequestHandler(build, mode);
        handlers.set(build, handler);
      }
      const xsrf = toBase64Url(randomBytes(32));
      const context: WebLoadContext = {
        clientKeys,
        xsrf,
        // Development pages allow inline scripts without nonces (Vite injects its own), so none is rendered.
        nonce: mode === 'development' ? '' : cspNonce(reply.raw),
        transport: async (call) => {
          const response = await app.inject({
            method: call.method,
            url: call.path,
            headers: { ...call.headers, cookie: `${COOKIE_XSRF}=${xsrf}`, [INTERNAL_HEADER]: internalKey },
            payload: typeof call.body === 'string' ? call.body : undefined,
          });
          return { status: response.statusCode, text: response.body };
        },
      };
      const response = await handler(toWebRequest(url, request, reply), context);
      return sendWebResponse(reply, response);
    },
  });
}

function toWebRequest(url: URL, request: FastifyRequest, reply: FastifyReply): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  reply.raw.once('close', () => controller.abort());
  return new Request(url, { method: request.method, headers, signal: controller.signal });
}

function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}
