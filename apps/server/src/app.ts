/** Builds the Fastify app; never listens (server.ts does), so tests drive it with inject(). */
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { UPLOAD_MAX_BYTES, useCryptoPrimitives } from '@md/contract';
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
import { registerSecurityHeaders } from './plugins/security-headers.ts';
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

  // Ecosystem plugins first.
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, { production: deps.config.production, webDevelopment: Boolean(options.webDevelopment) });
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
