/**
 * Registers a contract endpoint: access check, input validation against the contract's schema (bad input never
 * reaches the handler), the answer cut to the contract's response schema, envelope and encryption of the answer, and, when the route says so, its cache.
 */
import { firstIssueTip, type Endpoint, type Locale } from '@md/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../deps.ts';
import type { AuthedUser, CallerAuth } from '../plugins/auth.ts';
import { answerShape } from './answer-shape.ts';
import { prepareAnswer, sendOk, sendPrepared } from './envelope.ts';
import { badRequest, loginExpired, needRegistered } from './errors.ts';
import { requestLocale } from './locale.ts';
import { routeCachesOf, type CacheOptions } from './route-cache.ts';

/** A route's validated input (the request schema's output). */
export type Input<E extends Endpoint> = z.output<E['request']>;
type Answer<E extends Endpoint> = z.input<E['response']>;

export interface RouteContext<E extends Endpoint, U> {
  input: Input<E>;
  /** The caller's language (Accept-Language's pick among the catalogue's). */
  locale: Locale;
  user: U;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What a cached route's handler is given: its input and the caller's language (the cache keeps one answer per language), nothing else of the caller. */
export interface CachedRouteContext<E extends Endpoint> {
  input: Input<E>;
  locale: Locale;
}

type UserFor<E extends Endpoint> = E['access'] extends 'user' | 'registered' ? AuthedUser : AuthedUser | null;

/** Endpoints any caller may call, the only ones whose answer may be cached. */
type OpenEndpoint = Endpoint & { access: 'none' | 'optional' };

/** Answers of a cached endpoint that a write (of input I) makes stale: see stale(). */
export interface Staleness<I> {
  endpoint: Endpoint;
  matches: (cached: unknown, write: { input: I }) => boolean;
}

/**
 * Says which cached answers of `endpoint` a write makes stale: those whose (validated) input `matches` the write's,
 * e.g. `stale(api.mediaDetail, (detail, { input }) => detail.id === input.id)`. They are forgotten once the write
 * has succeeded, before its answer is sent, so the writer's next read is fresh (in this process; another process
 * may serve the old answer until its time-to-live ends).
 */
export function stale<C extends Endpoint, I>(endpoint: C, matches: (cached: Input<C>, write: { input: I }) => boolean): Staleness<I> {
  return { endpoint, matches: matches as Staleness<I>['matches'] };
}

export interface RouteOptions<E extends Endpoint> {
  /** The cached answers this route makes stale when it succeeds. */
  invalidates?: readonly Staleness<Input<E>>[];
}

export interface CachedRouteOptions<E extends Endpoint> extends RouteOptions<E> {
  /**
   * Serve the prepared answer again, for the time-to-live, to every call with the same validated input. Only for
   * answers that depend on the input alone: the handler is given the input and nothing of the caller, and only
   * endpoints any caller may call (access none or optional) can have a cache. What depends on the caller (collected,
   * attitude, the caller's lists) is never cached here; it has a route of its own. Checks (signature, nonce, XSRF,
   * rate limit, token, access) run on every call, hit or miss.
   */
  cache: CacheOptions;
}

/** Whether this caller may make this call at all. */
export function checkAccess(endpoint: Pick<Endpoint, 'access'>, auth: CallerAuth) {
  if (endpoint.access !== 'none' && auth.tokenRejected) throw loginExpired();
  if ((endpoint.access === 'user' || endpoint.access === 'registered') && !auth.user) throw loginExpired();
  if (endpoint.access === 'registered' && !auth.user!.registered) throw needRegistered();
}

export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  deps: Deps,
  endpoint: E,
  handler: (ctx: RouteContext<E, UserFor<E>>) => Promise<Answer<E>>,
  options?: RouteOptions<E> & { cache?: never },
): void;
export function defineRoute<E extends OpenEndpoint>(
  app: FastifyInstance,
  deps: Deps,
  endpoint: E,
  handler: (ctx: CachedRouteContext<E>) => Promise<Answer<E>>,
  options: CachedRouteOptions<E>,
): void;
export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  deps: Deps,
  endpoint: E,
  handler: (ctx: RouteContext<E, UserFor<E>>) => Promise<Answer<E>>,
  options: RouteOptions<E> & { cache?: CacheOptions } = {},
): void {
  const caches = routeCachesOf(app);
  if (options.cache && (endpoint.access === 'user' || endpoint.access === 'registered' || endpoint.multipart)) {
    // The types refuse this already; a route built around them (an `any`) is refused here, at start-up.
    throw new Error(`${endpoint.path} answers per caller (access ${endpoint.access}): it cannot have a cache`);
  }
  const cache = options.cache ? caches.create(endpoint, options.cache) : null;
  const invalidates = options.invalidates ?? [];
  if (invalidates.length > 0) {
    // A write naming answers nothing caches would silently leave them stale: refuse to start instead.
    app.addHook('onReady', async () => {
      for (const { endpoint: cached } of invalidates) {
        if (!caches.of(cached)) throw new Error(`${endpoint.path} invalidates ${cached.path}, which has no cache`);
      }
    });
  }

  // Every answer leaves cut to the contract's response schema: keys it does not list are dropped (answer-shape.ts).
  const shape = answerShape(endpoint.response);
  const answer = async (ctx: RouteContext<E, UserFor<E>>) => {
    const data = shape(await handler(ctx)) as Answer<E>;
    // Under test, an answer that breaks the contract is a bug we want to see at once.
    if (deps.config.validateResponses) endpoint.response.parse(data);
    return data;
  };

  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { endpoint },
    // sendOk and sendPrepared compress what is worth compressing (see envelope.ts).
    compress: false,
    handler: async (request, reply) => {
      checkAccess(endpoint, request.auth);
      const raw = endpoint.multipart ? {} : endpoint.method === 'GET' ? request.query : (request.body ?? {});
      const parsed = endpoint.request.safeParse(raw);
      if (!parsed.success) throw badRequest(firstIssueTip(parsed.error));
      const input = parsed.data as Input<E>;
      const locale = requestLocale(request);

      if (cache) {
        // Only the input and the language reach a cached handler (see CachedRouteOptions.cache).
        const load = async () => prepareAnswer(deps.config, await answer({ input, locale } as RouteContext<E, UserFor<E>>));
        return sendPrepared(reply, await cache.answer(input, load, locale));
      }
      const data = await answer({ input, locale, user: request.auth.user as UserFor<E>, request, reply });
      // A streaming route (message/stream) has answered on the socket itself.
      if (reply.sent) return reply;
      for (const { endpoint: cached, matches } of invalidates) {
        caches.of(cached)?.invalidate((cachedInput) => matches(cachedInput, { input }));
      }
      return sendOk(reply, deps.config, data);
    },
  });
}
