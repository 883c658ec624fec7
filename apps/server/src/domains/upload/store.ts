/** The upload domain's table: who stored what, how big, and whether anything uses it yet. */
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { uploads } from '../../db/schema/index.ts';
import { mediaStores } from '../../lib/media-store.ts';

const at = (deps: Deps) => new Date(deps.now() * 1000);

export async function usedBytes(deps: Deps, userId: number): Promise<number> {
  const [row] = await deps.db.select({ total: sql<string | null>`sum(${uploads.bytes})` }).from(uploads).where(eq(uploads.userId, userId));
  return Number(row?.total ?? 0);
}

export async function recordUpload(deps: Deps, userId: number, relative: string, bytes: number) {
  await deps.db.insert(uploads).values({ path: relative, userId, bytes, createdAt: at(deps) });
}

/** Removes the row of an upload whose file could not be written (nothing half-written stays behind). */
export async function forgetUpload(deps: Deps, relative: string) {
  await deps.db.delete(uploads).where(eq(uploads.path, relative));
}

/** True when `relative` is an upload of this user (claimed or not). */
export async function isUploadOf(deps: Deps, userId: number, relative: string): Promise<boolean> {
  const rows = await deps.db
    .select({ path: uploads.path })
    .from(uploads)
    .where(and(eq(uploads.path, relative), eq(uploads.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Marks the caller's own upload as used; false when the path is not an upload of this user. */
export async function claim(deps: Deps, userId: number, relative: string): Promise<boolean> {
  const rows = await deps.db
    .update(uploads)
    .set({ claimedAt: at(deps) })
    .where(and(eq(uploads.path, relative), eq(uploads.userId, userId)))
    .returning({ path: uploads.path });
  return rows.length > 0;
}

/** Deletes uploads nothing claimed within `olderThanSeconds`: the files first, then their rows. */
export async function sweepUnclaimed(deps: Deps, olderThanSeconds: number, batch = 500): Promise<number> {
  const cutoff = new Date((deps.now() - olderThanSeconds) * 1000);
  let removed = 0;
  for (;;) {
    const stale = await deps.db
      .select({ path: uploads.path })
      .from(uploads)
      .where(and(isNull(uploads.claimedAt), lt(uploads.createdAt, cutoff)))
      .limit(batch);
    if (stale.length === 0) return removed;
    // A file already gone (deleted by hand, a sweep interrupted after the unlink) is not an error.
    await mediaStores(deps.config).images.delete(stale.map((row) => row.path));
    await deps.db.delete(uploads).where(and(inArray(uploads.path, stale.map((row) => row.path)), isNull(uploads.claimedAt)));
    removed += stale.length;
    if (stale.length < batch) return removed;
  }
}
