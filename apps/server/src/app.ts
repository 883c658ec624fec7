/** Builds the Fastify app; never listens (server.ts does), so tests drive it with inject(). */
import cookie from '@fastify/cookie';
import { useCryptoPrimitives } from '@md/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Deps } from './deps.ts';
import { actressRoutes } from './domains/actress/routes.ts';
import { checkinRoutes } from './domains/checkin/routes.ts';
import { cardRoutes } from './domains/card/routes.ts';
import { inviteRoutes } from './domains/invite/routes.ts';
import { authRoutes } from './domains/auth/routes.ts';
import { collectRoutes } from './domains/collect/routes.ts';
import { commentRoutes } from './domains/comment/routes.ts';
import { docsRoutes } from './domains/docs/routes.ts';
import { fileRoutes } from './domains/files/routes.ts';
import { groupRoutes } from './domains/group/routes.ts';
import { helpRoutes } from './domains/help/routes.ts';
import { homeRoutes } from './domains/home/routes.ts';
import { mediaRoutes } from './domains/media/routes.ts';
import { messageRoutes } from './domains/message/routes.ts';
import { phoneRoutes } from './domains/phone/routes.ts';
import { danmakuRoutes } from './domains/danmaku/routes.ts';
import { pointsRoutes } from './domains/points/routes.ts';
import { postRoutes } from './domains/post/routes.ts';
import { reviewRoutes } from './domains/review/routes.ts';
import { reportRoutes } from './domains/report/routes.ts';
import { searchRoutes } from './domains/search/routes.ts';
import { systemRoutes } from './domains/system/routes.ts';
import { tagRoutes } from './domains/tag/routes.ts';
import { topicRoutes } from './domains/topic/routes.ts';
import { uploadRoutes } from './domains/upload/routes.ts';
import { userRoutes } from './domains/user/routes.ts';
import { workListRoutes } from './domains/work-list/routes.ts';
import { worksRoutes } from './domains/works/routes.ts';
import { nodeCryptoPrimitives } from './lib/node-crypto.ts';
import { RouteCaches } from './lib/route-cache.ts';
import { registerApiGuard } from './plugins/api-guard.ts';
import { registerSiteCompression } from './plugins/compression.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerRateLimiter } from './plugins/rate-limit.ts';
import { registerRawJsonBody } from './plugins/raw-body.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';

export interface BuildOptions {
  logger?: boolean;
  /** In-process calls carrying this key in the internal header skip the per-address rate limit. */
  internalKey?: string;
  /** Development pages (Vite) use inline scripts without nonces. */
  webDevelopment?: boolean;
}

/** Registers one domain's calls on the signed API's scope. */
type DomainRoutes = (api: FastifyInstance, deps: Deps) => void | Promise<void>;

/** Every domain of the signed API, in one explicit list: a new domain is one line here. */
const API_DOMAINS: readonly DomainRoutes[] = [
  systemRoutes,
  authRoutes,
  userRoutes,
  uploadRoutes,
  homeRoutes,
  mediaRoutes,
  actressRoutes,
  tagRoutes,
  topicRoutes,
  searchRoutes,
  collectRoutes,
  commentRoutes,
  pointsRoutes,
  checkinRoutes,
  cardRoutes,
  inviteRoutes,
  phoneRoutes,
  danmakuRoutes,
  postRoutes,
  reviewRoutes,
  groupRoutes,
  reportRoutes,
  helpRoutes,
  messageRoutes,
  worksRoutes,
  workListRoutes,
];

/**
 * Node checks the request deadline on a timer (every 30 s by default, so a 60 s deadline became up to 90 s): it
 * checks a few times per deadline instead, at most once a second.
 */
function serverTimeouts(t: Config['timeouts']) {
  return {
    requestTimeout: t.requestMs,
    connectionTimeout: t.connectionMs,
    keepAliveTimeout: t.keepAliveMs,
    http: { requestTimeout: t.requestMs, headersTimeout: t.requestMs, connectionsCheckingInterval: Math.min(1000, Math.max(100, Math.floor(t.requestMs / 4))) },
  };
}

export async function buildApp(deps: Deps, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Same protocol, native primitives: WebCrypto's per-call cost in Node would dominate every request.
  useCryptoPrimitives(nodeCryptoPrimitives);
  const headerOptions = { production: deps.config.production, webDevelopment: Boolean(options.webDevelopment) };
  const app = Fastify({
    logger: options.logger === false ? false : {
      level: deps.config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'],
    },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Fastify's 10 s per plugin catches a plugin that never finishes; a start on a machine busy with other work has
    // taken longer than that for a sound one (the static files' routes, the disk shared with an install), and a
    // server that gives up starting is worse there than one that starts late.
    pluginTimeout: 120_000,
    // A body trickled a byte at a time must not hold a socket for long (see docs/operations.md, timeouts).
    ...serverTimeouts(deps.config.timeouts),
  });

  // The cached routes' answers, by endpoint path (lib/route-cache.ts): at the root, so any scope's write can name them.
  app.decorate('routeCaches', new RouteCaches());

  // Every response: security headers, the JSON body kept as text for the signature, failures as envelopes.
  registerSecurityHeaders(app, headerOptions);
  registerRawJsonBody(app);
  registerErrorHandling(app);
  // The XSRF cookie (plugins/xsrf.ts) is handed out by pages and API calls alike.
  await app.register(cookie);
  app.decorateRequest('auth', null as never);
  app.decorateRequest('client', null as never);

  // Pages, files and docs: compressed by the plugin. The API compresses its own answers (see envelope.ts) and
  // stays out of this scope, so its calls do not pay for the plugin's hooks.
  await app.register(async (site) => {
    await registerSiteCompression(site);
    site.get('/healthz', async () => ({ status: 'ok' }));
    docsRoutes(site, deps);
    await fileRoutes(site, deps);
  });

  // The per-address limit, at the root so that pages (web/host.ts) count against the same count as API calls.
  await registerRateLimiter(app, deps, options.internalKey);

  // The signed API: its own scope, so its hooks and limits touch nothing else.
  await app.register(async (scope) => {
    registerApiGuard(scope, deps);
    for (const register of API_DOMAINS) await register(scope, deps);
  });

  return app;
}
