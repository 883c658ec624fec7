/**
 * Registers a contract endpoint: access check, input validation against the contract's schema (bad input never
 * reaches the handler), envelope and encryption of the answer.
 */
import { firstIssueTip, type Endpoint } from '@md/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../deps.ts';
import type { AuthedUser } from '../plugins/auth.ts';
import { badRequest, loginExpired, needRegistered } from './errors.ts';
import { sendOk } from './envelope.ts';

export interface RouteContext<E extends Endpoint, U> {
  input: z.output<E['request']>;
  user: U;
  request: FastifyRequest;
  reply: FastifyReply;
}

type UserFor<E extends Endpoint> = E['access'] extends 'user' | 'registered' ? AuthedUser : AuthedUser | null;

export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  deps: Deps,
  endpoint: E,
  handler: (ctx: RouteContext<E, UserFor<E>>) => Promise<z.input<E['response']>>,
) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { endpoint },
    // sendOk compresses what is worth compressing, shared answers once (see envelope.ts).
    compress: false,
    handler: async (request, reply) => {
      const user = request.auth.user;
      if (endpoint.access !== 'none' && request.auth.tokenRejected) throw loginExpired();
      if ((endpoint.access === 'user' || endpoint.access === 'registered') && !user) throw loginExpired();
      if (endpoint.access === 'registered' && !user!.registered) throw needRegistered();

      const raw = endpoint.multipart ? {} : endpoint.method === 'GET' ? request.query : (request.body ?? {});
      const parsed = endpoint.request.safeParse(raw);
      if (!parsed.success) throw badRequest(firstIssueTip(parsed.error));

      const data = await handler({ input: parsed.data as z.output<E['request']>, user: user as UserFor<E>, request, reply });
      // Under test, an answer that breaks the contract is a bug we want to see at once.
      if (deps.config.validateResponses) endpoint.response.parse(data);
      return sendOk(reply, deps.config, data);
    },
  });
}
