/**
 * Groups (圈子): the list, one group with the caller's membership, joining and leaving with an exact member count,
 * the members' posts (through the post domain), and the groups' news, business and services items (brand/*).
 */
import { BRAND_SUMMARY_LENGTH, type BrandKind } from '@md/contract';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { brandItems, groupMembers, groups } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { pageOf, pageOffset, type PageRequest } from '../../lib/paging.ts';
import type { AuthedUser } from '../auth/service.ts';
import { approvedPostsBy } from '../post/service.ts';

const APPROVED = 1;

type GroupRow = typeof groups.$inferSelect;
type BrandRow = typeof brandItems.$inferSelect;

const groupCard = (row: GroupRow) => ({
  id: row.id,
  name: row.name,
  intro: row.intro,
  cover: row.cover,
  members: row.members,
  createdAt: row.createdAt.toISOString(),
});

async function groupById(deps: Deps, id: number) {
  const [row] = await deps.db.select().from(groups).where(eq(groups.id, id)).limit(1);
  if (!row) throw notFound('groupNotFound');
  return row;
}

export async function groupList(deps: Deps, input: PageRequest) {
  const [rows, [{ total }]] = await Promise.all([
    deps.db.select().from(groups).orderBy(desc(groups.members), groups.id).limit(input.pageSize).offset(pageOffset(input)),
    deps.db.select({ total: count() }).from(groups),
  ]);
  return pageOf(input, rows.map(groupCard), total);
}

async function isMember(deps: Deps, groupId: number, userId: number) {
  const [row] = await deps.db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .limit(1);
  return Boolean(row);
}

export async function groupDetail(deps: Deps, viewer: AuthedUser | null, id: number) {
  const row = await groupById(deps, id);
  return { ...groupCard(row), joined: viewer ? await isMember(deps, id, viewer.id) : false };
}

/**
 * Joins or leaves. The membership row and the count move in one transaction, and the count moves only when the
 * row was really inserted or deleted: parallel joins of one user insert one row (the primary key), so the count
 * stays exact.
 */
export async function setMembership(deps: Deps, user: AuthedUser, id: number, join: boolean) {
  await groupById(deps, id);
  return deps.db.transaction(async (tx) => {
    const changed = join
      ? await tx.insert(groupMembers).values({ groupId: id, userId: user.id }).onConflictDoNothing().returning({ userId: groupMembers.userId })
      : await tx
          .delete(groupMembers)
          .where(and(eq(groupMembers.groupId, id), eq(groupMembers.userId, user.id)))
          .returning({ userId: groupMembers.userId });
    const [row] = changed.length
      ? await tx
          .update(groups)
          .set({ members: sql`greatest(${groups.members} + ${join ? 1 : -1}, 0)` })
          .where(eq(groups.id, id))
          .returning({ members: groups.members })
      : await tx.select({ members: groups.members }).from(groups).where(eq(groups.id, id));
    if (!row) throw notFound('groupNotFound');
    return { joined: join, members: row.members };
  });
}

export async function groupPosts(deps: Deps, viewer: AuthedUser | null, input: { id: number } & PageRequest) {
  await groupById(deps, input.id);
  const members = deps.db.select({ userId: groupMembers.userId }).from(groupMembers).where(eq(groupMembers.groupId, input.id));
  return approvedPostsBy(deps, viewer?.id ?? null, members, input);
}

/** The text on one line, cut at BRAND_SUMMARY_LENGTH characters with an ellipsis when it goes on. */
function summary(text: string) {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > BRAND_SUMMARY_LENGTH ? `${chars.slice(0, BRAND_SUMMARY_LENGTH).join('').trimEnd()}…` : chars.join('');
}

export async function brandList(deps: Deps, kind: BrandKind, input: { groupId?: number } & PageRequest) {
  const conditions: SQL[] = [eq(brandItems.kind, kind), eq(brandItems.status, APPROVED)];
  if (input.groupId) {
    await groupById(deps, input.groupId);
    conditions.push(eq(brandItems.groupId, input.groupId));
  }
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select({ item: brandItems, groupName: groups.name })
      .from(brandItems)
      .innerJoin(groups, eq(groups.id, brandItems.groupId))
      .where(where)
      .orderBy(desc(brandItems.createdAt), desc(brandItems.id))
      .limit(input.pageSize)
      .offset(pageOffset(input)),
    deps.db.select({ total: count() }).from(brandItems).where(where),
  ]);
  const list = rows.map(({ item, groupName }) => ({
    id: item.id,
    groupId: item.groupId,
    groupName,
    kind: item.kind as BrandKind,
    title: item.title,
    summary: summary(item.text),
    cover: item.images[0] ?? null,
    createdAt: item.createdAt.toISOString(),
  }));
  return pageOf(input, list, total);
}

export async function brandDetail(deps: Deps, id: number) {
  const [found] = await deps.db
    .select({ item: brandItems, groupName: groups.name })
    .from(brandItems)
    .innerJoin(groups, eq(groups.id, brandItems.groupId))
    .where(and(eq(brandItems.id, id), eq(brandItems.status, APPROVED)))
    .limit(1);
  if (!found) throw notFound('brandItemNotFound');
  const item: BrandRow = found.item;
  return {
    id: item.id,
    groupId: item.groupId,
    groupName: found.groupName,
    kind: item.kind as BrandKind,
    title: item.title,
    text: item.text,
    images: item.images,
    contact: item.kind === 'news' ? null : item.contact,
    createdAt: item.createdAt.toISOString(),
  };
}
