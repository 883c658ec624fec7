/** Resolves the Authorization token to a user. Missing token: a visitor; unknown, revoked or expired: rejected. */
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import { findSessionUser } from '../domains/auth/sessions.ts';

export interface AuthedUser {
  id: number;
  uuid: string;
  account: string | null;
  mobile: string | null;
  nickname: string;
  avatar: string | null;
  createdAt: Date;
  registered: boolean;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: { user: AuthedUser | null; tokenRejected: boolean };
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,128})$/;

/** The token of the Authorization header, or null. A malformed header counts as a (bad) token. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  return BEARER.exec(header)?.[1] ?? header;
}

const VISITOR = Object.freeze({ user: null, tokenRejected: false });

/** Sets request.auth; without a token it is a visitor at once, with one it is looked up. */
export async function resolveAuth(deps: Deps, request: FastifyRequest) {
  const token = bearerToken(request);
  if (!token) {
    request.auth = VISITOR;
    return;
  }
  const user = BEARER.test(`Bearer ${token}`) ? await findSessionUser(deps, token) : null;
  request.auth = { user, tokenRejected: !user };
}
