/**
 * A creator edits their works: works/select/tags (the tags to choose from), works/modify/media (title, description,
 * tags) and works/modify/show (public, unlisted, private). A published work's video changes with it: title and tags
 * on its page, search, the tag counts, and who may list, find or open it. Works are made here as rows (the upload
 * and transcode have their own tests); a published one through the catalogue's own entry writer.
 */
import { api, Code, ContentType, type OwnWork } from '@md/contract';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { LockSpace, lockFor } from '../../db/locks.ts';
import { media, tagCategories, tags, users, works } from '../../db/schema/index.ts';
import { useCast } from '../../test/fixtures.ts';
import type { TestClient } from '../../test/harness.ts';
import sharp from 'sharp';
import { mediaStores } from '../../lib/media-store.ts';
import { addCatalogueEntry } from './ingest.ts';
import { approveWork } from './publish.ts';
import { openUpload } from './service.ts';

const cast = useCast('workedit', { seedVideos: 3 });
let serial = 0;

async function userIdOf(account: string) {
  const [row] = await cast.h.deps.db.select({ id: users.id }).from(users).where(eq(users.account, account));
  return row.id;
}

/** A work of `account` in `state`; a published one has its catalogue entry, as approve-work makes it. */
async function workOf(account: string, title: string, state: 'review' | 'published' = 'review'): Promise<typeof works.$inferSelect & { mediaId: number }> {
  const db = cast.h.deps.db;
  const userId = await userIdOf(account);
  const [work] = await db.insert(works).values({ uploadId: `edit${String(++serial).padStart(28, '0')}`, userId, title, state, bytes: 1000, duration: 2 }).returning();
  if (state === 'published') {
    const mediaId = await db.transaction(async (t) =>
      addCatalogueEntry(t as unknown as Db, {
        title,
        description: '',
        cover: 'cover.webp',
        duration: 2,
        clip: `work-${work.id}`,
        sourceSha256: null,
        authorId: userId,
        publishedAt: new Date(),
        tagIds: [],
        actressIds: [],
      }),
    );
    await db.update(works).set({ mediaId }).where(eq(works.id, work.id));
    return { ...work, mediaId: mediaId! };
  }
  return { ...work, mediaId: 0 };
}

const tagCount = async (id: number) => (await cast.h.deps.db.select({ n: tags.mediaCount }).from(tags).where(eq(tags.id, id)))[0].n;
const found = async (client: TestClient, keyword: string) => (await client.call(api.searchMedia, { keyword })).data.list.map((m) => m.id);
const newest = async (client: TestClient) => (await client.call(api.mediaList, { sort: 'new', pageSize: 50 })).data.list.map((m) => m.id);

describe('works/select/tags', () => {
  it('lists the video tags, those on most videos first, to a registered user only', async () => {
    const res = await cast.member.call(api.worksSelectTags, { pageSize: 50 });
    expect(res.envelope.code).toBe(Code.ok);
    const list = res.data.list;
    expect(list.length).toBeGreaterThan(0);
    expect(res.data.total).toBeGreaterThanOrEqual(list.length);
    const counts = list.map((t) => t.mediaCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // Actress tags are not among them.
    const [{ n }] = await cast.h.deps.db
      .select({ n: count() })
      .from(tags)
      .innerJoin(tagCategories, eq(tagCategories.id, tags.categoryId))
      .where(eq(tagCategories.contentType, ContentType.media));
    expect(res.data.total).toBe(n);

    expect((await cast.guest.call(api.worksSelectTags, {})).envelope.code).toBe(Code.needRegistered);
    expect((await cast.visitor.call(api.worksSelectTags, {})).envelope.code).toBe(Code.loginExpired);
  });
});

describe('works/modify/media', () => {
  it('changes a work awaiting review; works/media shows it', async () => {
    const work = await workOf('workedit_member', 'First cut');
    const [tag] = (await cast.member.call(api.worksSelectTags, { pageSize: 1 })).data.list;
    const res = await cast.member.call(api.worksModifyMedia, { id: work.id, title: '  Final cut ', description: 'Line one\nline two', tagIds: [tag.id, tag.id] });
    expect(res.envelope.code).toBe(Code.ok);
    expect(res.data).toMatchObject({ id: work.id, title: 'Final cut', description: 'Line one\nline two', tags: [{ id: tag.id, name: tag.name }], state: 'review', visibility: 'public' });
    const listed = (await cast.member.call(api.worksMedia, {})).data.list.find((w: OwnWork) => w.id === work.id);
    expect(listed).toEqual(res.data);
    // Only the title: the rest stays.
    const retitled = await cast.member.call(api.worksModifyMedia, { id: work.id, title: 'Final cut 2' });
    expect(retitled.data).toMatchObject({ title: 'Final cut 2', description: 'Line one\nline two', tags: [{ id: tag.id }] });
  });

  it('refuses bad input, unknown tags, guests, and another user\'s work with the unknown work\'s answer', async () => {
    const work = await workOf('workedit_member', 'Mine');
    const bad = async (input: Record<string, unknown>) => (await cast.member.call(api.worksModifyMedia, input as never)).envelope.code;
    expect(await bad({ id: work.id })).toBe(Code.badRequest);
    expect(await bad({ id: work.id, title: '   ' })).toBe(Code.badRequest);
    expect(await bad({ id: work.id, title: 'x'.repeat(101) })).toBe(Code.badRequest);
    expect(await bad({ id: work.id, description: 'x'.repeat(1001) })).toBe(Code.badRequest);
    expect(await bad({ id: work.id, tagIds: Array.from({ length: 11 }, (_, i) => i + 1) })).toBe(Code.badRequest);
    expect(await bad({ id: work.id, tagIds: [2_000_000_000] })).toBe(Code.badRequest);
    expect(await bad({ id: work.id, title: 'ok', extra: 1 })).toBe(Code.badRequest);
    expect((await cast.guest.call(api.worksModifyMedia, { id: work.id, title: 'Guest' })).envelope.code).toBe(Code.needRegistered);

    const notMine = await cast.other.call(api.worksModifyMedia, { id: work.id, title: 'Taken' });
    const unknown = await cast.other.call(api.worksModifyMedia, { id: 2_000_000_000, title: 'Taken' });
    expect(notMine.envelope.code).toBe(Code.notFound);
    expect([notMine.status, notMine.envelope.code, notMine.envelope.tip]).toEqual([unknown.status, unknown.envelope.code, unknown.envelope.tip]);
    const [row] = await cast.h.deps.db.select().from(works).where(eq(works.id, work.id));
    expect(row.title).toBe('Mine');
  });

  it('masks banned words in a title and description, or refuses them when the site refuses; a file name is masked', async () => {
    const work = await workOf('workedit_member', 'Clean', 'published');
    const masked = await cast.member.call(api.worksModifyMedia, { id: work.id, title: '标题有违禁词一', description: '简介有违禁词一' });
    expect(masked.envelope.code).toBe(Code.ok);
    expect(masked.data).toMatchObject({ title: '标题有＊＊＊＊', description: '简介有＊＊＊＊' });
    expect((await cast.other.call(api.mediaDetail, { id: work.mediaId })).data.title).toBe('标题有＊＊＊＊');
    const config = cast.h.deps.config.comments;
    const mode = config.bannedWordMode;
    (config as { bannedWordMode: string }).bannedWordMode = 'refuse';
    try {
      const refused = await cast.member.call(api.worksModifyMedia, { id: work.id, title: '又有违禁词一' });
      expect([refused.envelope.code, refused.envelope.tip]).toEqual([Code.bannedWord, '作品标题或简介包含违禁词，请修改']);
      const [row] = await cast.h.deps.db.select().from(works).where(eq(works.id, work.id));
      expect(row.title).toBe('标题有＊＊＊＊');
    } finally {
      (config as { bannedWordMode: string }).bannedWordMode = mode;
    }
    // An upload's title comes from its file's name: never refused, masked.
    await openUpload(cast.h.deps, await userIdOf('workedit_member'), { id: 'banned-name-upload', bytes: 1000, title: '违禁词一.mp4' });
    const [started] = await cast.h.deps.db.select().from(works).where(eq(works.uploadId, 'banned-name-upload'));
    expect(started.title).toBe('＊＊＊＊.mp4');
  });

  it("changes a published work's video: its page, search and the tag counts", async () => {
    const work = await workOf('workedit_member', 'Qwzx harbour', 'published');
    const [first, second] = (await cast.member.call(api.worksSelectTags, { pageSize: 2 })).data.list;
    // Cached answers before the edit.
    expect((await cast.guest.call(api.mediaDetail, { id: work.mediaId })).data.title).toBe('Qwzx harbour');
    expect(await found(cast.guest, 'qwzx')).toEqual([work.mediaId]);
    expect(await found(cast.guest, 'Jy')).toEqual([]);

    const before = [await tagCount(first.id), await tagCount(second.id)];
    expect((await cast.member.call(api.worksModifyMedia, { id: work.id, title: 'Jyvk lighthouse', description: 'At dusk', tagIds: [first.id] })).envelope.code).toBe(Code.ok);
    const detail = (await cast.guest.call(api.mediaDetail, { id: work.mediaId })).data;
    expect(detail).toMatchObject({ title: 'Jyvk lighthouse', description: 'At dusk', tags: [{ id: first.id, name: first.name }] });
    expect(await found(cast.guest, 'qwzx')).toEqual([]);
    expect(await found(cast.guest, 'jyvk')).toEqual([work.mediaId]);
    expect(await found(cast.guest, 'Jy')).toEqual([work.mediaId]);
    expect(await tagCount(first.id)).toBe(before[0] + 1);

    await cast.member.call(api.worksModifyMedia, { id: work.id, tagIds: [second.id] });
    expect([await tagCount(first.id), await tagCount(second.id)]).toEqual([before[0], before[1] + 1]);
    expect((await cast.guest.call(api.mediaDetail, { id: work.mediaId })).data.tags).toEqual([{ id: second.id, name: second.name }]);
    const listedByTag = (await cast.guest.call(api.mediaList, { tagId: second.id, pageSize: 50 })).data.list.map((m) => m.id);
    expect(listedByTag).toContain(work.mediaId);
  });
});

describe('edits of published works sent at once (found by an attack on the calls)', () => {
  it('two creators re-tagging and renaming their works the opposite ways all succeed; the counts add up', async () => {
    const mine = await workOf('workedit_member', 'Crossing one', 'published');
    const theirs = await workOf('workedit_other', 'Crossing two', 'published');
    const picks = (await cast.member.call(api.worksSelectTags, { pageSize: 4 })).data.list.map((t) => t.id);
    const [a, b] = [picks.slice(0, 2), picks.slice(2, 4)];
    const before = await Promise.all(picks.map(tagCount));
    // On PostgreSQL the counts of the same tags moved the opposite ways in two transactions: a deadlock, then a 500.
    for (let round = 0; round < 12; round++) {
      const [x, y] = round % 2 === 0 ? [a, b] : [b, a];
      const codes = await Promise.all([
        cast.member.call(api.worksModifyMedia, { id: mine.id, title: `Crossing ${round} one`, tagIds: x }),
        cast.other.call(api.worksModifyMedia, { id: theirs.id, title: `Crossing ${round} two`, tagIds: y }),
      ]);
      expect(codes.map((res) => res.envelope.code)).toEqual([Code.ok, Code.ok]);
    }
    // Each tag is on exactly one of the two works now, counted once.
    expect(await Promise.all(picks.map(tagCount))).toEqual(before.map((n) => n + 1));
    expect(await found(cast.guest, 'crossing 11')).toHaveLength(2);
  });

  // PGlite runs one transaction at a time, so nothing can wait there: the wait is seen on PostgreSQL.
  it.skipIf(!process.env.TEST_DATABASE_URL)('an edit of a published work waits while another catalogue write holds the catalogue (needs TEST_DATABASE_URL)', async () => {
    const db = cast.h.deps.db;
    const work = await workOf('workedit_member', 'Waiting one', 'published');
    let release = () => {};
    let holding = () => {};
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = db.transaction(async (tx) => {
      await lockFor(tx as unknown as Db, LockSpace.catalogue, 0);
      holding();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await held;
    const edit = cast.member.call(api.worksModifyMedia, { id: work.id, title: 'Waiting two' });
    const waiting = async () =>
      ((await db.execute(sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database()) and classid = ${LockSpace.catalogue} and objid = 0 and not granted`)) as { rows: { n: number }[] }).rows[0].n;
    await expect.poll(waiting).toBe(1);
    release();
    await holder;
    expect((await edit).envelope.code).toBe(Code.ok);
    expect((await cast.guest.call(api.mediaDetail, { id: work.mediaId })).data.title).toBe('Waiting two');
  });
});

describe('works/modify/show', () => {
  it('private: gone from lists, search and its page for everyone; unlisted: its page only; public: everywhere', async () => {
    const work = await workOf('workedit_member', 'Vbnq meadow', 'published');
    const seen = async () => ({
      listed: (await newest(cast.other)).includes(work.mediaId),
      found: (await found(cast.other, 'vbnq')).includes(work.mediaId) && (await found(cast.other, 'Vb')).includes(work.mediaId),
      page: (await cast.other.call(api.mediaDetail, { id: work.mediaId })).envelope.code,
    });
    expect(await seen()).toEqual({ listed: true, found: true, page: Code.ok });

    const show = async (visibility: 'public' | 'unlisted' | 'private') => cast.member.call(api.worksModifyShow, { id: work.id, visibility });
    const hidden = await show('private');
    expect(hidden.data).toMatchObject({ id: work.id, visibility: 'private', mediaId: work.mediaId });
    expect(await seen()).toEqual({ listed: false, found: false, page: Code.notFound });
    expect((await cast.guest.call(api.mediaPlay, { id: work.mediaId })).envelope.code).toBe(Code.notFound);
    // The author still has it in their works.
    expect((await cast.member.call(api.worksMedia, {})).data.list.find((w) => w.id === work.id)).toMatchObject({ visibility: 'private', state: 'published' });

    await show('unlisted');
    expect(await seen()).toEqual({ listed: false, found: false, page: Code.ok });

    await show('public');
    expect(await seen()).toEqual({ listed: true, found: true, page: Code.ok });
    const [row] = await cast.h.deps.db.select({ visibility: media.visibility }).from(media).where(eq(media.id, work.mediaId));
    expect(row.visibility).toBe('public');
  });

  it('refuses a bad visibility, guests, and another user\'s work as unknown', async () => {
    const work = await workOf('workedit_member', 'Shy one');
    expect((await cast.member.call(api.worksModifyShow, { id: work.id, visibility: 'hidden' } as never)).envelope.code).toBe(Code.badRequest);
    expect((await cast.guest.call(api.worksModifyShow, { id: work.id, visibility: 'private' })).envelope.code).toBe(Code.needRegistered);
    expect((await cast.other.call(api.worksModifyShow, { id: work.id, visibility: 'private' })).envelope.code).toBe(Code.notFound);
    const [row] = await cast.h.deps.db.select({ visibility: works.visibility }).from(works).where(eq(works.id, work.id));
    expect(row.visibility).toBe('public');
    // A work not yet published keeps its choice for when it is.
    expect((await cast.member.call(api.worksModifyShow, { id: work.id, visibility: 'unlisted' })).data).toMatchObject({ visibility: 'unlisted', state: 'review' });
  });
});

describe('approve-work after edits', () => {
  it('publishes the title, description, tags and visibility chosen while the work waited', async () => {
    const work = await workOf('workedit_member', 'Before review');
    const [tag] = (await cast.member.call(api.worksSelectTags, { pageSize: 1 })).data.list;
    await cast.member.call(api.worksModifyMedia, { id: work.id, title: 'Xkcq chosen title', description: 'Chosen words', tagIds: [tag.id] });
    await cast.member.call(api.worksModifyShow, { id: work.id, visibility: 'unlisted' });
    const cover = await sharp({ create: { width: 32, height: 18, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    await mediaStores(cast.h.deps.config).works.put(`${work.id}/cover.jpg`, cover);

    const decision = await approveWork(cast.h.deps, work.id, { by: 'tester', now: new Date() });
    expect(decision.status).toBe('published');
    const mediaId = (decision as { mediaId: number }).mediaId;
    const detail = (await cast.other.call(api.mediaDetail, { id: mediaId })).data;
    expect(detail).toMatchObject({ title: 'Xkcq chosen title', description: 'Chosen words', tags: [{ id: tag.id }] });
    expect(await found(cast.other, 'xkcq')).toEqual([]);
    expect(await newest(cast.other)).not.toContain(mediaId);
  });
});

describe('works/modify/media cover (decision 0068)', () => {
  /** A work whose transcode kept `frames` candidate frames (the rows only: the worker's own test makes real ones). */
  async function withFrames(work: { id: number }, frames: number) {
    await cast.h.deps.db.update(works).set({ coverFrames: frames }).where(eq(works.id, work.id));
  }
  const frameKey = (workId: number, i: number) => `uploads/works/work-${workId}-frame-${i}.webp`;

  it('lists the frames and sets the cover of a work awaiting review; approve-work publishes that frame', async () => {
    const work = await workOf('workedit_member', 'Frames waiting');
    await withFrames(work, 6);
    const listed = (await cast.member.call(api.worksMedia, {})).data.list.find((w) => w.id === work.id)!;
    expect(listed).toMatchObject({ frames: Array.from({ length: 6 }, (_, i) => frameKey(work.id, i)), coverFrame: null, cover: null });

    const res = await cast.member.call(api.worksModifyMedia, { id: work.id, cover: 4 });
    expect(res.envelope.code).toBe(Code.ok);
    expect(res.data).toMatchObject({ coverFrame: 4, cover: frameKey(work.id, 4), title: 'Frames waiting' });

    const decision = await approveWork(cast.h.deps, work.id, { by: 'tester', now: new Date() });
    expect(decision.status).toBe('published');
    const detail = (await cast.other.call(api.mediaDetail, { id: (decision as { mediaId: number }).mediaId })).data;
    expect(detail.cover).toBe(frameKey(work.id, 4));
  });

  it("changes a published work's video cover with the rest of the edit", async () => {
    const work = await workOf('workedit_member', 'Frames published', 'published');
    await withFrames(work, 6);
    expect((await cast.guest.call(api.mediaDetail, { id: work.mediaId })).data.cover).toBe('cover.webp');
    const res = await cast.member.call(api.worksModifyMedia, { id: work.id, title: 'Frames republished', cover: 2 });
    expect(res.data).toMatchObject({ coverFrame: 2, cover: frameKey(work.id, 2), title: 'Frames republished' });
    const detail = (await cast.guest.call(api.mediaDetail, { id: work.mediaId })).data;
    expect(detail).toMatchObject({ cover: frameKey(work.id, 2), title: 'Frames republished' });
    const [row] = await cast.h.deps.db.select({ cover: media.cover }).from(media).where(eq(media.id, work.mediaId));
    expect(row.cover).toBe(frameKey(work.id, 2));
  });

  it('refuses an index with no frame, a work without frames, guests, and another user\'s work as unknown; nothing changes', async () => {
    const work = await workOf('workedit_member', 'Frames guarded');
    await withFrames(work, 3);
    const call = (client: TestClient, input: Record<string, unknown>) => client.call(api.worksModifyMedia, input as never);

    const past = await call(cast.member, { id: work.id, cover: 3, title: 'Not this' });
    expect([past.envelope.code, past.envelope.tip]).toEqual([Code.worksCoverUnknown, '没有这张封面，请重新选择']);
    const negative = await call(cast.member, { id: work.id, cover: -1 });
    expect([negative.envelope.code, negative.envelope.tip]).toEqual([Code.badRequest, '没有这张封面，请重新选择']);
    expect((await call(cast.member, { id: work.id, cover: 1.5 })).envelope.code).toBe(Code.badRequest);
    expect((await call(cast.member, { id: work.id, cover: '1' })).envelope.code).toBe(Code.badRequest);

    // Transcoded before frames were kept (or not yet): an empty list, and a clear refusal.
    const old = await workOf('workedit_member', 'No frames');
    expect((await cast.member.call(api.worksMedia, {})).data.list.find((w) => w.id === old.id)).toMatchObject({ frames: [], coverFrame: null, cover: null });
    const early = await call(cast.member, { id: old.id, cover: 0 });
    expect([early.envelope.code, early.envelope.tip]).toEqual([Code.worksCoverNotReady, '视频还在处理中，暂时不能选择封面']);

    expect((await call(cast.guest, { id: work.id, cover: 0 })).envelope.code).toBe(Code.needRegistered);
    const notMine = await call(cast.other, { id: work.id, cover: 0 });
    const unknown = await call(cast.other, { id: 2_000_000_000, cover: 0 });
    expect(notMine.envelope.code).toBe(Code.notFound);
    expect([notMine.status, notMine.envelope.code, notMine.envelope.tip]).toEqual([unknown.status, unknown.envelope.code, unknown.envelope.tip]);

    const [row] = await cast.h.deps.db.select().from(works).where(eq(works.id, work.id));
    expect([row.title, row.coverFrame]).toEqual(['Frames guarded', null]);
  });
});
