/** Builds the Fastify app; never listens (server.ts does), so tests drive it with inject(). */
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { UPLOAD_MAX_BYTES, randomBytes, toBase64Url, useCryptoPrimitives } from '@md/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Deps } from './deps.ts';
import { authRoutes } from './domains/auth/routes.ts';
import { catalogueRoutes } from './domains/catalogue/routes.ts';
import { docsRoutes } from './domains/docs/routes.ts';
import { fileRoutes } from './domains/files/routes.ts';
import { systemRoutes } from './domains/system/routes.ts';
import { uploadRoutes } from './domains/upload/routes.ts';
import { userRoutes } from './domains/user/routes.ts';
import { tooManyRequests } from './lib/errors.ts';
import { RedisKvStore } from './lib/kv-store.ts';
import { nodeCryptoPrimitives } from './lib/node-crypto.ts';
import { authHook } from './plugins/auth.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerRawJsonBody } from './plugins/raw-body.ts';
import { signatureHook } from './plugins/signature.ts';
import { xsrfCheckHook, xsrfCookieHook } from './plugins/xsrf.ts';
import { INTERNAL_HEADER } from './web/internal.ts';

export interface BuildOptions {
  logger?: boolean;
  /** In-process calls carrying this key in the internal header skip the per-address rate limit. */
  internalKey?: string;
  /** Development pages (Vite) use inline scripts without nonces. */
  webDevelopment?: boolean;
}

export async function buildApp(deps: Deps, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Same protocol, native primitives: WebCrypto's per-call cost in Node would dominate every request.
  useCryptoPrimitives(nodeCryptoPrimitives);
  const app = Fastify({
    logger: options.logger === false ? false : {
      level: deps.config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'],
    },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
  });

  // A fresh nonce per response for the page's inline scripts; helmet reads it through the directive below.
  app.addHook('onRequest', async (_request, reply) => {
    (reply.raw as unknown as { cspNonce: string }).cspNonce = toBase64Url(randomBytes(16));
  });
  const scriptSrc = options.webDevelopment
    ? ["'self'", "'unsafe-inline'"]
    : ["'self'", (_req: unknown, res: unknown) => `'nonce-${(res as { cspNonce: string }).cspNonce}'`];

  // Ecosystem plugins first.
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc,
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Only behind HTTPS; on a plain-HTTP local run it would break every subresource.
        upgradeInsecureRequests: deps.config.production ? [] : null,
      },
    },
    strictTransportSecurity: deps.config.production,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  registerRawJsonBody(app);
  registerErrorHandling(app);
  app.decorateRequest('auth', null as never);
  app.decorateRequest('client', null as never);

  app.get('/healthz', async () => ({ status: 'ok' }));
  docsRoutes(app);
  await fileRoutes(app, deps);

  // The signed API: its own scope, so its hooks and limits touch nothing else.
  await app.register(async (scope) => {
    await scope.register(fastifyRateLimit, {
      max: deps.config.rateLimitPerMinute,
      timeWindow: 60_000,
      redis: deps.kv instanceof RedisKvStore ? deps.kv.redis : undefined,
      nameSpace: 'md:rl:',
      errorResponseBuilder: () => tooManyRequests(),
      allowList: (request) => Boolean(options.internalKey) && request.headers[INTERNAL_HEADER] === options.internalKey,
    });
    scope.addHook('onRequest', xsrfCookieHook(deps));
    scope.addHook('preValidation', signatureHook(deps));
    scope.addHook('preValidation', xsrfCheckHook);
    scope.addHook('preValidation', authHook(deps));
    systemRoutes(scope, deps);
    authRoutes(scope, deps);
    userRoutes(scope, deps);
    uploadRoutes(scope, deps);
    catalogueRoutes(scope, deps);
  });

  return app;
}
