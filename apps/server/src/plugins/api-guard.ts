/**
 * Every signed API call passes one guard: on arrival the rate limit and the XSRF cookie; before its input is
 * validated the signature, then the nonce, then the XSRF echo on writes, then the caller's token. Two hooks
 * rather than six: each hook Fastify runs costs a turn of its hook chain, and these run on every call.
 */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { resolveAuth } from './auth.ts';
import { rateLimitCheck } from './rate-limit.ts';
import { checkSignature, spendNonce } from './signature.ts';
import { checkXsrf, xsrfCookieSetter } from './xsrf.ts';

export function registerApiGuard(scope: FastifyInstance, deps: Deps, options: { internalKey?: string }) {
  const ensureXsrfCookie = xsrfCookieSetter(deps);
  const limit = rateLimitCheck(deps, options.internalKey);
  scope.addHook('onRequest', async (request, reply) => {
    // First, so that even a refused call leaves the browser holding its XSRF cookie.
    ensureXsrfCookie(request, reply);
    await limit(request, reply);
  });
  scope.addHook('preValidation', async (request) => {
    const nonce = checkSignature(deps, request);
    await spendNonce(deps, nonce);
    checkXsrf(request);
    await resolveAuth(deps, request);
  });
}
