import { pickLocale, tipText, type Locale, type Tip } from '@md/contract';
import type { FastifyRequest } from 'fastify';

/** The caller's language: the web client sends its chosen one as Accept-Language on every call (default zh-CN). */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  return pickLocale(request.headers['accept-language']);
}

/** A tip as text in the caller's language: the one place server answers get their words. */
export function tipFor(request: Pick<FastifyRequest, 'headers'>, tip: Tip): string {
  return tipText(requestLocale(request), tip);
}
