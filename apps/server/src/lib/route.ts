/**
 * Registers a contract endpoint: access check, input validation against the contract's schema (bad input never
 * reaches the handler), envelope and encryption of the answer.
 */
import { firstIssueTip, type Endpoint } from '@md/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../deps.ts';
import type { AuthedUser, CallerAuth } from '../plugins/auth.ts';
import { badRequest, loginExpired, needRegistered } from './errors.ts';
import { sendOk, sharedEnvelope } from './envelope.ts';
import { sharedUntil } from './ttl-cache.ts';

export interface RouteContext<E extends Endpoint, U> {
  input: z.output<E['request']>;
  user: U;
  request: FastifyRequest;
  reply: FastifyReply;
}

type UserFor<E extends Endpoint> = E['access'] extends 'user' | 'registered' ? AuthedUser : AuthedUser | null;

export interface RouteOptions {
  /**
   * The answer depends on the input alone, never on the caller, and comes from a public cache: once made, the
   * hot lane may serve it again to a call with the same path and body, for as long as the cache keeps it.
   */
  shared?: boolean;
}

/** Whether this caller may make this call at all; the same check whether Fastify or the hot lane serves it. */
export function checkAccess(endpoint: Endpoint, auth: CallerAuth) {
  if (endpoint.access !== 'none' && auth.tokenRejected) throw loginExpired();
  if ((endpoint.access === 'user' || endpoint.access === 'registered') && !auth.user) throw loginExpired();
  if (endpoint.access === 'registered' && !auth.user!.registered) throw needRegistered();
}

export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  deps: Deps,
  endpoint: E,
  handler: (ctx: RouteContext<E, UserFor<E>>) => Promise<z.input<E['response']>>,
  options: RouteOptions = {},
) {
  const hot = options.shared && endpoint.method === 'POST' && !endpoint.multipart ? (app.hotLane?.answers ?? null) : null;
  hot?.servePath(endpoint.path);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { endpoint },
    // sendOk compresses what is worth compressing, shared answers once (see envelope.ts).
    compress: false,
    handler: async (request, reply) => {
      checkAccess(endpoint, request.auth);
      const user = request.auth.user;

      const raw = endpoint.multipart ? {} : endpoint.method === 'GET' ? request.query : (request.body ?? {});
      const parsed = endpoint.request.safeParse(raw);
      if (!parsed.success) throw badRequest(firstIssueTip(parsed.error));

      const data = await handler({ input: parsed.data as z.output<E['request']>, user: user as UserFor<E>, request, reply });
      // Under test, an answer that breaks the contract is a bug we want to see at once.
      if (deps.config.validateResponses) endpoint.response.parse(data);
      const until = hot && typeof request.rawBody === 'string' ? sharedUntil(data) : undefined;
      if (until) hot!.remember(request.url, request.rawBody!, endpoint, await sharedEnvelope(deps.config, data as object), until);
      return sendOk(reply, deps.config, data);
    },
  });
}
