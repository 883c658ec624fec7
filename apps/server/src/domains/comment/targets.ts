/**
 * What can be commented on: each content type names how to find its item, who owns it (may pin) and how its
 * comment count moves. Videos are built in; posts, reviews and threads register theirs through service.ts, so the
 * comment domain never depends on them (they depend on it for the banned-word rule and threads).
 */
import { CommentContentType, type api } from '@md/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { countMediaComment, mediaReachable } from '../media/service.ts';

export interface CommentTarget {
  exists(db: Db, id: number): Promise<boolean>;
  /** Whether anyone may read, answer or support the item's comments: a hidden item's (a private video, a rejected post or review) are not found. */
  readable?(db: Db, id: number): Promise<boolean>;
  /** The user who may pin comments under this item; null when only operators may. */
  ownerOf(db: Db, id: number): Promise<number | null>;
  /** Moves the item's public comment count by delta. */
  countComment(db: Db, id: number, delta: number): Promise<void>;
}

export interface Target {
  contentType: number;
  id: number;
}

const registry = new Map<number, CommentTarget>([
  [CommentContentType.media, { exists: mediaReachable, readable: mediaReachable, ownerOf: () => Promise.resolve(null), countComment: countMediaComment }],
]);

export function registerTarget(contentType: number, target: CommentTarget) {
  registry.set(contentType, target);
}

/** A hidden item's comments (a private video, a rejected post or review) are nobody's to read or answer: its page is not found, and so are they. */
export async function requireReadable(db: Db, target: Target) {
  const kind = targetKind(target.contentType);
  if (kind.readable && !(await kind.readable(db, target.id))) throw notFound('notFound');
}

export function targetKind(contentType: number): CommentTarget {
  const kind = registry.get(contentType);
  if (!kind) throw notFound('notFound');
  return kind;
}

type TargetInput = Pick<z.output<typeof api.commentList.request>, 'mediaId' | 'contentType' | 'id'>;

/** The request's target in one form: `{ mediaId }` is a video's `{ contentType: 2, id }`. The schema ensures one form. */
export function targetOf(input: TargetInput): Target {
  return input.mediaId !== undefined ? { contentType: CommentContentType.media, id: input.mediaId } : { contentType: input.contentType!, id: input.id! };
}
