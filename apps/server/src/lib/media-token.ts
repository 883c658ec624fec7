/**
 * Signed, expiring media URLs, the way video CDNs do it: an HMAC over a path prefix, the highest quality level
 * the holder may fetch and an expiry, carried in the query (`?e=<expiry>&l=<level>&s=<signature>`). One token
 * covers a clip's master playlist, its media playlists, segments and sprite; the file routes check it on every
 * request. Expiries are rounded up to a bucket so that tokens made close together are equal: the same URLs, so
 * browser and CDN caches keep working, and a warmed-up playlist is the one the player asks for.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { MEDIA_LEVELS, type MediaLevel } from '@md/contract';

export interface MediaToken {
  /** Expiry, seconds since the epoch. */
  e: number;
  l: MediaLevel;
  s: string;
}

/** Expiries are multiples of this many seconds (never less than the configured lifetime). */
const EXPIRY_BUCKET_SECONDS = 300;

export type MediaTokenCheck = { ok: true; token: MediaToken } | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

const signature = (secret: string, prefix: string, level: MediaLevel, expiry: number) =>
  createHmac('sha256', secret).update(`${prefix}\n${level}\n${expiry}`).digest('base64url');

export const levelRank = (level: MediaLevel) => MEDIA_LEVELS.indexOf(level);

/** The levels up to and including `max`, lowest first. */
export const levelsUpTo = (max: MediaLevel): MediaLevel[] => MEDIA_LEVELS.slice(0, levelRank(max) + 1);

export function signMedia(secret: string, prefix: string, level: MediaLevel, now: number, ttlSeconds: number): MediaToken {
  const e = Math.ceil((now + ttlSeconds) / EXPIRY_BUCKET_SECONDS) * EXPIRY_BUCKET_SECONDS;
  return { e, l: level, s: signature(secret, prefix, level, e) };
}

export const tokenQuery = (token: MediaToken) => `e=${token.e}&l=${token.l}&s=${token.s}`;

/** Checks a request's query against the prefix it asks under. */
export function checkMedia(secret: string, prefix: string, query: Record<string, unknown>, now: number): MediaTokenCheck {
  const { e, l, s } = query;
  if (e === undefined && l === undefined && s === undefined) return { ok: false, reason: 'missing' };
  if (typeof e !== 'string' || !/^\d{1,12}$/.test(e) || typeof s !== 'string' || typeof l !== 'string' || !(MEDIA_LEVELS as readonly string[]).includes(l))
    return { ok: false, reason: 'invalid' };
  const level = l as MediaLevel;
  const expiry = Number(e);
  const expected = Buffer.from(signature(secret, prefix, level, expiry));
  const given = Buffer.from(s);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (expiry <= now) return { ok: false, reason: 'expired' };
  return { ok: true, token: { e: expiry, l: level, s } };
}
