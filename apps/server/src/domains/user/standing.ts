/** What the user has earned beyond points: the certified-creator mark (set by an operator) and the title. */
import { eq } from 'drizzle-orm';
import { certifications } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { AuthedUser } from '../auth/service.ts';
import { earnedByUsers, titleLadder, titleOf } from '../points/service.ts';

export async function certState(deps: Deps, user: AuthedUser) {
  const [row] = await deps.db.select({ certifiedAt: certifications.certifiedAt }).from(certifications).where(eq(certifications.userId, user.id));
  return { certified: Boolean(row), certifiedAt: row ? row.certifiedAt.toISOString() : null };
}

export async function titleState(deps: Deps, user: AuthedUser) {
  const earned = (await earnedByUsers(deps.db, [user.id])).get(user.id) ?? 0;
  const title = titleOf(earned);
  const ladder = titleLadder();
  return { title, earned, next: ladder[title.level + 1] ?? null, ladder };
}
