/** Resolves the Authorization token to a user. Missing token: a visitor; unknown, revoked or expired: rejected. */
import type { IncomingHttpHeaders } from 'node:http';
import type { Deps } from '../deps.ts';
import { findSessionUser, type AuthedUser } from '../domains/auth/service.ts';

// The user shape lives in the auth domain (domains/auth/user.ts); named here too for the route layer.
export type { AuthedUser };

export interface CallerAuth {
  user: AuthedUser | null;
  tokenRejected: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: CallerAuth;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,128})$/;

/** The token of the Authorization header, or null. A malformed header counts as a (bad) token. */
export function bearerToken(headers: IncomingHttpHeaders): string | null {
  const header = headers.authorization;
  if (!header) return null;
  return BEARER.exec(header)?.[1] ?? header;
}

const VISITOR: CallerAuth = Object.freeze({ user: null, tokenRejected: false });

/** Who is calling: without a token a visitor at once, with one it is looked up. */
export async function resolveAuth(deps: Deps, headers: IncomingHttpHeaders): Promise<CallerAuth> {
  const token = bearerToken(headers);
  if (!token) return VISITOR;
  const user = BEARER.test(`Bearer ${token}`) ? await findSessionUser(deps, token) : null;
  return { user, tokenRejected: !user };
}
