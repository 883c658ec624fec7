/** A creator's public page (works/user): who they are and their public published works, as anyone sees them. */
import type { api } from '@md/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { pageOf } from '../../lib/paging.ts';
import { authorMediaPage } from '../media/service.ts';
import { publicUser } from '../user/service.ts';

export async function creatorWorks(deps: Deps, input: z.output<typeof api.worksUser.request>) {
  const user = await publicUser(deps, input.uid);
  if (!user) throw notFound('notFound');
  // Only the catalogue's public videos: a work awaiting review or rejected has none, an unlisted or private one is not listed.
  const { list, total } = await authorMediaPage(deps.db, user.id, input);
  return { user: { id: user.id, nickname: user.nickname, avatar: user.avatar, count: total }, media: pageOf(input, list, total) };
}
