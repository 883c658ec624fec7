/**
 * A creator's public side (decision 0070): media/detail names a published work's author, works/user lists a
 * creator's public videos, and a video made private leaves collections while an unlisted one stays. Works are made
 * as rows with their catalogue entries, as approve-work makes them (publishing itself is works-publish.test.ts).
 */
import { api, Code, ContentType } from '@md/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { media, users, works } from '../../db/schema/index.ts';
import { useCast } from '../../test/fixtures.ts';
import { addCatalogueEntry } from './ingest.ts';

const cast = useCast('creator', { seedVideos: 3 });
let serial = 0;

async function userIdOf(account: string) {
  const [row] = await cast.h.deps.db.select({ id: users.id }).from(users).where(eq(users.account, account));
  return row.id;
}

type State = 'review' | 'published' | 'rejected';

/** A work of `account`; a published one has its catalogue entry (published at `day` of November 2026). */
async function workOf(account: string, title: string, state: State, day = 1): Promise<{ id: number; mediaId: number }> {
  const db = cast.h.deps.db;
  const userId = await userIdOf(account);
  const [work] = await db.insert(works).values({ uploadId: `creator${++serial}`.padEnd(32, '0'), userId, title, state, bytes: 1000, duration: 2 }).returning();
  if (state !== 'published') return { id: work.id, mediaId: 0 };
  const mediaId = await db.transaction(async (t) =>
    addCatalogueEntry(t as unknown as Db, {
      title,
      description: '',
      cover: 'cover.webp',
      duration: 2,
      clip: `work-${work.id}`,
      sourceSha256: null,
      authorId: userId,
      publishedAt: new Date(Date.UTC(2026, 10, day)),
      tagIds: [],
      actressIds: [],
    }),
  );
  await db.update(works).set({ mediaId }).where(eq(works.id, work.id));
  return { id: work.id, mediaId: mediaId! };
}

const show = (id: number, visibility: 'public' | 'unlisted' | 'private') => cast.member.call(api.worksModifyShow, { id, visibility });

describe('media/detail author', () => {
  it("names a published work's author, and nobody for the catalogue's own videos", async () => {
    const work = await workOf('creator_member', 'Authored', 'published');
    const uid = await userIdOf('creator_member');
    const detail = await cast.visitor.call(api.mediaDetail, { id: work.mediaId });
    expect(detail.envelope.code).toBe(Code.ok);
    expect(detail.data.author).toEqual({ id: uid, nickname: 'creator_member', avatar: null });
    expect(api.mediaDetail.response.safeParse(detail.data).success).toBe(true);
    // The same answer for a guest and another user (one cached answer for all).
    expect((await cast.other.call(api.mediaDetail, { id: work.mediaId })).data.author).toEqual(detail.data.author);

    const seeded = await cast.guest.call(api.mediaDetail, { id: 1 });
    expect(seeded.envelope.code).toBe(Code.ok);
    expect(seeded.data.author).toBeNull();
  });
});

describe('works/user', () => {
  it("lists a creator's public published videos, newest first, to anyone; never unlisted, private, pending or rejected", async () => {
    await cast.h.registered('creator_maker');
    const older = await workOf('creator_maker', 'Older public', 'published', 2);
    const newer = await workOf('creator_maker', 'Newer public', 'published', 5);
    const unlisted = await workOf('creator_maker', 'Unlisted one', 'published', 6);
    const hidden = await workOf('creator_maker', 'Private one', 'published', 7);
    await workOf('creator_maker', 'Awaiting review', 'review');
    await workOf('creator_maker', 'Turned down', 'rejected');
    const db = cast.h.deps.db;
    await db.update(media).set({ visibility: 'unlisted' }).where(eq(media.id, unlisted.mediaId));
    await db.update(media).set({ visibility: 'private' }).where(eq(media.id, hidden.mediaId));
    const uid = await userIdOf('creator_maker');

    for (const caller of [cast.visitor, cast.guest, cast.member]) {
      const res = await caller.call(api.worksUser, { uid });
      expect(res.envelope.code).toBe(Code.ok);
      expect(res.data.user).toEqual({ id: uid, nickname: 'creator_maker', avatar: null, count: 2 });
      expect(res.data.media.list.map((m) => m.id)).toEqual([newer.mediaId, older.mediaId]);
      expect(res.data.media).toMatchObject({ page: 1, total: 2, hasMore: false });
      expect(api.worksUser.response.safeParse(res.data).success).toBe(true);
    }
    const first = await cast.visitor.call(api.worksUser, { uid, page: 1, pageSize: 1 });
    expect(first.data.media).toMatchObject({ total: 2, hasMore: true });
    expect(first.data.media.list.map((m) => m.id)).toEqual([newer.mediaId]);
    const second = await cast.visitor.call(api.worksUser, { uid, page: 2, pageSize: 1 });
    expect(second.data.media.list.map((m) => m.id)).toEqual([older.mediaId]);
    expect(second.data.media.hasMore).toBe(false);
  });

  it('a user without works has an empty page; an unknown user is not found', async () => {
    const uid = await userIdOf('creator_other');
    const empty = await cast.visitor.call(api.worksUser, { uid });
    expect(empty.envelope.code).toBe(Code.ok);
    expect(empty.data).toMatchObject({ user: { id: uid, nickname: 'creator_other', count: 0 }, media: { list: [], total: 0, hasMore: false } });
    const unknown = await cast.visitor.call(api.worksUser, { uid: 2_000_000_000 });
    expect(unknown.envelope.code).toBe(Code.notFound);
  });

  it('refuses bad input', async () => {
    const bad = async (input: Record<string, unknown>) => (await cast.visitor.call(api.worksUser, input as never)).envelope.code;
    expect(await bad({})).toBe(Code.badRequest);
    expect(await bad({ uid: 0 })).toBe(Code.badRequest);
    expect(await bad({ uid: 'one' })).toBe(Code.badRequest);
    expect(await bad({ uid: 1, page: 0 })).toBe(Code.badRequest);
    expect(await bad({ uid: 1, pageSize: 1000 })).toBe(Code.badRequest);
    expect(await bad({ uid: 1, extra: true })).toBe(Code.badRequest);
  });

  it("follows the author's visibility choices at once (cached answers are forgotten)", async () => {
    const work = await workOf('creator_member', 'Shown then hidden', 'published', 20);
    const uid = await userIdOf('creator_member');
    const ids = async () => (await cast.other.call(api.worksUser, { uid, pageSize: 50 })).data.media.list.map((m) => m.id);
    expect(await ids()).toContain(work.mediaId);
    expect((await show(work.id, 'private')).envelope.code).toBe(Code.ok);
    expect(await ids()).not.toContain(work.mediaId);
    expect((await cast.other.call(api.mediaDetail, { id: work.mediaId })).envelope.code).toBe(Code.notFound);
    expect((await show(work.id, 'unlisted')).envelope.code).toBe(Code.ok);
    expect(await ids()).not.toContain(work.mediaId);
    expect((await cast.other.call(api.mediaDetail, { id: work.mediaId })).data.author?.id).toBe(uid);
    expect((await show(work.id, 'public')).envelope.code).toBe(Code.ok);
    expect(await ids()).toContain(work.mediaId);
  });
});

describe('collections of a video its author hides', () => {
  it('keep an unlisted video, leave out a private one (and its count) until it is shown again', async () => {
    const work = await workOf('creator_member', 'Collected work', 'published', 21);
    expect((await cast.other.call(api.collectAdd, { contentType: ContentType.media, id: work.mediaId })).envelope.code).toBe(Code.ok);
    const collected = async () => (await cast.other.call(api.collectList, { contentType: ContentType.media, pageSize: 50 })).data.media!;
    const before = await collected();
    expect(before.list.map((m) => m.id)).toContain(work.mediaId);

    await show(work.id, 'unlisted');
    expect((await collected()).list.map((m) => m.id)).toContain(work.mediaId);

    await show(work.id, 'private');
    const hidden = await collected();
    expect(hidden.list.map((m) => m.id)).not.toContain(work.mediaId);
    expect(hidden.total).toBe(before.total - 1);

    await show(work.id, 'public');
    expect((await collected()).list.map((m) => m.id)).toContain(work.mediaId);
  });
});
