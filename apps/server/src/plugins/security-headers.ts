/**
 * Security headers on every response, decided by helmet. Documents get a Content-Security-Policy whose script
 * nonce is made when the policy is written, so their middleware runs per document. The signed API's answers,
 * scripts, styles and media get the other headers but no policy, which only documents read; those never change,
 * so helmet writes them once at start-up and each response takes the finished set.
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

interface HeaderOptions {
  production: boolean;
  webDevelopment: boolean;
}

function commonOptions(options: HeaderOptions): HelmetOptions {
  return {
    crossOriginEmbedderPolicy: false,
    // Only behind HTTPS; on a plain-HTTP local run it would pin the browser to a scheme the server does not speak.
    ...(options.production ? {} : { strictTransportSecurity: false }),
  };
}

/** The headers of every response that is not a document (API answers, assets, media): helmet's, without a policy. */
function nonDocumentHeaders(options: HeaderOptions): Readonly<Record<string, string>> {
  return headersWrittenBy(helmet({ ...commonOptions(options), contentSecurityPolicy: false }));
}

export function registerSecurityHeaders(app: FastifyInstance, options: HeaderOptions) {
  const common = commonOptions(options);
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
  const forOthers = nonDocumentHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    if (NOT_DOCUMENTS.test(request.url)) {
      reply.headers(forOthers);
      done();
    } else {
      forDocuments(request.raw, reply.raw, (error) => done(error as Error | undefined));
    }
  });
}

/** The headers a request-independent middleware sets, read off by running it once against a recording response. */
function headersWrittenBy(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  middleware({} as never, response as never, (error?: unknown) => void (failure = error));
  if (failure) throw failure;
  return Object.freeze(headers) as Record<string, string>;
}
