/**
 * Every signed API call passes one guard, in Fastify's hooks of the API scope: on arrival the XSRF cookie and the
 * rate limit; with its body the signature, then the nonce, then the XSRF echo on writes, then the caller's token.
 * The route then checks the endpoint's access (lib/route.ts), on a cache hit as on a miss. Cookies are parsed by
 * @fastify/cookie, registered at the app's root (app.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { resolveAuth } from './auth.ts';
import { limitEveryRequest } from './rate-limit.ts';
import { checkSignature, spendNonce } from './signature.ts';
import { checkXsrf, xsrfCookieSetter } from './xsrf.ts';

/** The per-address limiter itself is registered at the app's root (rate-limit.ts), where pages count too. */
export function registerApiGuard(scope: FastifyInstance, deps: Deps) {
  const handOutCookie = xsrfCookieSetter(deps);
  // First, so that even a refused call (the rate limit's included) leaves the browser holding its XSRF cookie.
  scope.addHook('onRequest', async (request, reply) => handOutCookie(request, reply));
  limitEveryRequest(scope);
  // In this order, so the refusal a caller sees does not depend on which check is cheaper.
  scope.addHook('preValidation', async (request) => {
    const { client, nonce } = checkSignature(deps, request);
    await spendNonce(deps, nonce);
    checkXsrf(request);
    request.client = client;
    request.auth = await resolveAuth(deps, request.headers);
  });
}
