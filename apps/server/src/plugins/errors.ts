/** One place turns every failure into an envelope. Unexpected errors are logged and answered without internals. */
import { Code, type MessageKey } from '@md/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, retryLater } from '../lib/errors.ts';
import { sendFail } from '../lib/envelope.ts';
import { tipFor } from '../lib/locale.ts';

const FRAMEWORK_ERRORS: Record<number, { code: number; tip: MessageKey }> = {
  400: { code: Code.badRequest, tip: 'badRequest' },
  404: { code: Code.notFound, tip: 'http404' },
  405: { code: Code.badRequest, tip: 'http405' },
  406: { code: Code.badRequest, tip: 'badRequest' },
  413: { code: Code.tooLarge, tip: 'bodyTooLarge' },
  415: { code: Code.unsupportedMedia, tip: 'unsupportedContentType' },
  429: { code: Code.tooManyRequests, tip: 'tooManyRequests' },
};

/** For a 429 that did not say when to retry (every limit should, with retryLater): the general limit's window. */
const DEFAULT_RETRY_SECONDS = 60;

/** Every 429 says when to retry, in Retry-After and in the tip. */
function sendRetryLater(request: FastifyRequest, reply: FastifyReply) {
  const refusal = retryLater(DEFAULT_RETRY_SECONDS);
  reply.headers(refusal.headers!);
  return sendFail(reply, 429, refusal.code, tipFor(request, refusal.tip));
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.status >= 400) request.log.info({ code: error.code }, error.message);
      if (error.status === 429 && !error.headers?.['retry-after']) return sendRetryLater(request, reply);
      if (error.headers) reply.headers(error.headers);
      return sendFail(reply, error.status, error.code, tipFor(request, error.tip));
    }
    // The visitor left before the answer was sent: nothing to answer, nothing wrong with the server.
    if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE' || reply.raw.destroyed) {
      request.log.info('client closed the connection early');
      return;
    }
    const status = (error as FastifyError).statusCode;
    if (status === 429) return sendRetryLater(request, reply);
    if (status && status >= 400 && status < 500) {
      const mapped = FRAMEWORK_ERRORS[status] ?? FRAMEWORK_ERRORS[400];
      request.log.info({ err: error.message, status }, 'request refused');
      return sendFail(reply, status, mapped.code, tipFor(request, mapped.tip));
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendFail(reply, 500, Code.internal, tipFor(request, 'internal'));
  });

  app.setNotFoundHandler((request, reply) => sendFail(reply, 404, Code.notFound, tipFor(request, 'http404')));
}
