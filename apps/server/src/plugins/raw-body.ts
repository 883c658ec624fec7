/** JSON bodies are kept as text too, because the request signature covers the exact bytes sent. */
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody: string | null;
  }
}

export const JSON_BODY_LIMIT = 64 * 1024;

export function registerRawJsonBody(app: FastifyInstance) {
  app.decorateRequest('rawBody', null);
  // JSON and multipart only: every other body type is refused with 415 before any handler runs.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    (request, body, done) => {
      const text = body as string;
      request.rawBody = text;
      if (text.length === 0) return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(badRequest('invalidJson'), undefined);
      }
    },
  );
}
