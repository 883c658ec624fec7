/** One place turns every failure into an envelope. Unexpected errors are logged and answered without internals. */
import { Code, zhCN } from '@md/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from '../lib/errors.ts';
import { sendFail } from '../lib/envelope.ts';

const FRAMEWORK_ERRORS: Record<number, { code: number; tip: string }> = {
  400: { code: Code.badRequest, tip: zhCN.badRequest },
  404: { code: Code.notFound, tip: zhCN.http404 },
  405: { code: Code.badRequest, tip: zhCN.http405 },
  406: { code: Code.badRequest, tip: zhCN.badRequest },
  413: { code: Code.tooLarge, tip: '请求内容过大' },
  415: { code: Code.unsupportedMedia, tip: '不支持的请求格式' },
  429: { code: Code.tooManyRequests, tip: zhCN.tooManyRequests },
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.status >= 400) request.log.info({ code: error.code }, error.tip);
      if (error.headers) reply.headers(error.headers);
      return sendFail(reply, error.status, error.code, error.tip);
    }
    // The visitor left before the answer was sent: nothing to answer, nothing wrong with the server.
    if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE' || reply.raw.destroyed) {
      request.log.info('client closed the connection early');
      return;
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const mapped = FRAMEWORK_ERRORS[status] ?? FRAMEWORK_ERRORS[400];
      request.log.info({ err: error.message, status }, 'request refused');
      return sendFail(reply, status, mapped.code, mapped.tip);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendFail(reply, 500, Code.internal, zhCN.internal);
  });

  app.setNotFoundHandler((request, reply) => sendFail(reply, 404, Code.notFound, zhCN.http404));
}
