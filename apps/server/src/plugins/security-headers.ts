/**
 * Security headers on every response, from helmet middlewares built once at start-up (the Fastify wrapper built
 * a new one for every request). Documents get a Content-Security-Policy whose script nonce is made when the
 * policy is written; the signed API's answers, scripts, styles and media get the other headers but no policy,
 * which only documents read.
 */
import { randomBytes } from 'node:crypto';
import { toBase64Url } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Paths whose responses are never documents. */
const NOT_DOCUMENTS = /^\/(api\/app|assets|media)\//;

interface NonceCarrier {
  cspNonce?: string;
}

/** The nonce of this response's inline scripts, made on first use. */
export function cspNonce(raw: object): string {
  const carrier = raw as NonceCarrier;
  carrier.cspNonce ??= toBase64Url(randomBytes(16));
  return carrier.cspNonce;
}

export function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean; webDevelopment: boolean }) {
  const common: HelmetOptions = {
    crossOriginEmbedderPolicy: false,
    // Only behind HTTPS; on a plain-HTTP local run it would pin the browser to a scheme the server does not speak.
    ...(options.production ? {} : { strictTransportSecurity: false }),
  };
  const scriptSrc = options.webDevelopment ? ["'self'", "'unsafe-inline'"] : ["'self'", (_req: unknown, res: unknown) => `'nonce-${cspNonce(res as object)}'`];
  const forDocuments = helmet({
    ...common,
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
        upgradeInsecureRequests: options.production ? [] : null,
      },
    },
  });
  const forOthers = helmet({ ...common, contentSecurityPolicy: false });
  app.addHook('onRequest', (request, reply, done) => {
    (NOT_DOCUMENTS.test(request.url) ? forOthers : forDocuments)(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
