/**
 * works/post (decision 0069): a creator posts one of their published works to the square. The work is checked
 * here (the caller's, published, not private); the post itself is written by the post domain's publishPost, with
 * post/publish's rules and review, carrying the work's catalogue video.
 */
import { Code, type api } from '@md/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { works } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import type { AuthedUser } from '../auth/service.ts';
import { publishPost } from '../post/service.ts';

export async function postOwnWork(deps: Deps, user: AuthedUser, input: z.output<typeof api.worksPost.request>) {
  const [work] = await deps.db
    .select({ state: works.state, mediaId: works.mediaId, visibility: works.visibility })
    .from(works)
    .where(and(eq(works.id, input.workId), eq(works.userId, user.id)))
    .limit(1);
  // Another user's work answers as an unknown one: nothing is told about it.
  if (!work) throw notFound('worksPostWorkNotFound');
  if (work.state !== 'published' || work.mediaId === null) throw new ApiError(200, Code.worksNotPublished, 'worksPostNotPublished');
  if (work.visibility === 'private') throw new ApiError(200, Code.worksPrivate, 'worksPostPrivate');
  return publishPost(deps, user, { text: input.text, images: [], tagIds: input.tagIds, price: 0, kind: 'post', mediaId: work.mediaId });
}
