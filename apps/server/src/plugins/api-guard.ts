/**
 * Every signed API call passes one guard: on arrival the XSRF cookie and the rate limit; with its body the
 * signature, then the nonce, then the XSRF echo on writes, then the caller's token. The same guard runs in
 * Fastify's hooks and in the hot lane (hot-lane.ts), so a call is checked the same way whichever serves it.
 */
import type { IncomingMessage } from 'node:http';
import type { ClientIdentity } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { resolveAuth, type CallerAuth } from './auth.ts';
import { rateLimitCheck } from './rate-limit.ts';
import { checkSignature, spendNonce, type SignedCall } from './signature.ts';
import { checkXsrf, xsrfCookieToSet } from './xsrf.ts';

/** A call as the guard reads it: Fastify's request, or the raw one the hot lane holds. */
export interface GuardedCall extends SignedCall {
  ip: string;
}

export interface Admission {
  client: ClientIdentity;
  auth: CallerAuth;
}

export function createApiGuard(deps: Deps, options: { internalKey?: string }) {
  const limit = rateLimitCheck(deps, options.internalKey);
  return {
    /** The Set-Cookie value handing out an XSRF cookie when the caller has none; sent even with a refusal. */
    cookieToSet: xsrfCookieToSet(deps),
    /** Before the body is read: the rate limit. */
    arrive: (call: GuardedCall) => limit(call),
    /** With the body, in this order, so the refusal a caller sees does not depend on who checks. */
    async admit(call: GuardedCall): Promise<Admission> {
      const { client, nonce } = checkSignature(deps, call);
      await spendNonce(deps, nonce);
      checkXsrf(call);
      return { client, auth: await resolveAuth(deps, call.headers) };
    },
  };
}

export type ApiGuard = ReturnType<typeof createApiGuard>;

const REFUSAL = Symbol('md.refusal');

/** The hot lane hands a call it refused to Fastify with its refusal, so every refusal is answered one way. */
export function handOverRefused(raw: IncomingMessage, refusal: Error) {
  (raw as IncomingMessage & { [REFUSAL]?: Error })[REFUSAL] = refusal;
}

export function registerApiGuard(scope: FastifyInstance, guard: ApiGuard) {
  scope.addHook('onRequest', async (request, reply) => {
    // First, so that even a refused call leaves the browser holding its XSRF cookie.
    const cookie = guard.cookieToSet(request.headers);
    if (cookie) reply.header('set-cookie', cookie);
    const refusal = (request.raw as IncomingMessage & { [REFUSAL]?: Error })[REFUSAL];
    if (refusal) throw refusal;
    await guard.arrive(request);
  });
  scope.addHook('preValidation', async (request) => {
    const { client, auth } = await guard.admit(request);
    request.client = client;
    request.auth = auth;
  });
}
