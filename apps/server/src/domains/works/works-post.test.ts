/**
 * works/post (decision 0069): a creator posts a published work to the square. The post carries the work's video
 * (post/detail, post/mine, and post/center once approved), follows post/publish's rules (text, tags, price, banned
 * words, pending review), and a double tap writes one post. Only one's own, published, non-private work is posted.
 * Works are made here as rows, a published one with its catalogue entry, as works-edit.test.ts does.
 */
import { api, Code } from '@md/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { posts, users, works } from '../../db/schema/index.ts';
import { useCast } from '../../test/fixtures.ts';
import { approvePost } from '../post/service.ts';
import { addCatalogueEntry } from './ingest.ts';

const cast = useCast('workpost', { seedVideos: 2 });
let serial = 0;

async function userIdOf(account: string) {
  const [row] = await cast.h.deps.db.select({ id: users.id }).from(users).where(eq(users.account, account));
  return row.id;
}

/** A work of `account` in `state`; a published one has its catalogue entry (cover, 2 s), as approve-work makes it. */
async function workOf(account: string, title: string, state: 'review' | 'published' | 'rejected' = 'published') {
  const db = cast.h.deps.db;
  const userId = await userIdOf(account);
  const [work] = await db.insert(works).values({ uploadId: `post${++serial}`.padEnd(32, '0'), userId, title, state, bytes: 1000, duration: 2 }).returning();
  if (state !== 'published') return { ...work, mediaId: 0 };
  const mediaId = await db.transaction(async (t) =>
    addCatalogueEntry(t as unknown as Db, {
      title,
      description: '',
      cover: `uploads/works/work-${work.id}.webp`,
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

const postsOfMedia = async (mediaId: number) => (await cast.h.deps.db.select({ n: count() }).from(posts).where(eq(posts.mediaId, mediaId)))[0].n;
const approve = (id: number) => approvePost(cast.h.deps.db, id, { by: 'tester', now: new Date() });

describe('works/post', () => {
  it('posts a published work pending review; the post carries the video once approved, for everyone', async () => {
    const work = await workOf('workpost_member', 'Harbour at dawn');
    const res = await cast.member.call(api.worksPost, { workId: work.id, text: '  我的新作品，欢迎观看  ', tagIds: [1, 1] });
    expect(res.envelope.code).toBe(Code.ok);
    expect(res.data).toEqual({ id: expect.any(Number), status: 'pending' });
    const video = { id: work.mediaId, title: 'Harbour at dawn', cover: `uploads/works/work-${work.id}.webp`, duration: 2 };

    // The author sees it pending, with its video, in post/detail and post/mine; nobody else sees it yet.
    const own = await cast.member.call(api.postDetail, { id: res.data.id });
    expect(own.data).toMatchObject({ text: '我的新作品，欢迎观看', kind: 'post', video, own: { status: 'pending' }, tags: [{ id: 1 }] });
    const mine = (await cast.member.call(api.postMine, {})).data.list.find((p) => p.id === res.data.id);
    expect(mine).toMatchObject({ status: 'pending', video });
    expect((await cast.other.call(api.postDetail, { id: res.data.id })).envelope.code).toBe(Code.notFound);

    expect(await approve(res.data.id)).toMatchObject({ status: 'approved' });
    for (const viewer of [cast.visitor, cast.guest, cast.other]) {
      expect((await viewer.call(api.postDetail, { id: res.data.id })).data).toMatchObject({ id: res.data.id, video, own: null });
    }
    const square = (await cast.other.call(api.postCenter, { tab: 'latest' })).data.list;
    expect(square.find((p) => p.id === res.data.id)).toMatchObject({ video });
    // A post without a video says so.
    const plain = (await cast.member.call(api.postPublish, { text: '没有视频的帖子' })).data;
    expect((await cast.member.call(api.postDetail, { id: plain.id })).data.video).toBeNull();

    // The video made private: the post stays, without its video.
    await cast.member.call(api.worksModifyShow, { id: work.id, visibility: 'private' });
    expect((await cast.other.call(api.postDetail, { id: res.data.id })).data).toMatchObject({ id: res.data.id, video: null });
  });

  it('a double tap writes one post; once it is decided, the work may be posted again', async () => {
    const work = await workOf('workpost_member', 'Twice');
    const send = () => cast.member.call(api.worksPost, { workId: work.id, text: '双击也只发一次' });
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.envelope.code, second.envelope.code]).toEqual([Code.ok, Code.ok]);
    expect(second.data.id).toBe(first.data.id);
    const third = await cast.member.call(api.worksPost, { workId: work.id, text: '换了文字再发一次' });
    expect(third.data).toEqual({ id: first.data.id, status: 'pending' });
    expect(await postsOfMedia(work.mediaId)).toBe(1);

    await approve(first.data.id);
    const again = await send();
    expect(again.data.status).toBe('pending');
    expect(again.data.id).not.toBe(first.data.id);
    expect(await postsOfMedia(work.mediaId)).toBe(2);
  });

  it('applies post/publish rules: text limits, tags, banned words; takes no price', async () => {
    const work = await workOf('workpost_member', 'Rules');
    const code = async (input: Record<string, unknown>) => {
      const res = await cast.member.call(api.worksPost, { workId: work.id, ...input } as never);
      return [res.envelope.code, res.envelope.tip];
    };
    expect(await code({ text: '短' })).toEqual([Code.badRequest, '帖子内容不少于5个字']);
    expect(await code({ text: '长'.repeat(2001) })).toEqual([Code.badRequest, '帖子内容不能超过2000个字']);
    expect(await code({ text: '   ' })).toEqual([Code.badRequest, expect.any(String)]);
    expect(await code({ text: '五个字以上', tagIds: [1, 2, 3, 4] })).toEqual([Code.badRequest, '最多选择3个标签']);
    expect(await code({ text: '五个字以上', tagIds: [999_999] })).toEqual([Code.badRequest, '标签不存在，请重新选择']);
    // Free: the video plays by its link, so a price would sell what anyone may watch.
    expect((await code({ text: '五个字以上', price: 10 }))[0]).toBe(Code.badRequest);
    expect((await code({ text: '五个字以上', images: ['uploads/2026/01/0123456789abcdef0123456789abcdef.webp'] }))[0]).toBe(Code.badRequest);
    expect((await cast.member.call(api.worksPost, { text: '没有作品编号' } as never)).envelope.code).toBe(Code.badRequest);
    expect(await postsOfMedia(work.mediaId)).toBe(0);

    // Banned words are masked (the default rule), or refused when the site refuses them; the same for post/publish.
    const masked = await cast.member.call(api.worksPost, { workId: work.id, text: '这里有违禁词一的内容' });
    expect((await cast.member.call(api.postDetail, { id: masked.data.id })).data).toMatchObject({ text: '这里有＊＊＊＊的内容', price: 0, unlocked: true });
    // The database holds to it too (migration 0038): no write, from any path, prices a post with a video.
    const refused = await cast.h.deps.db
      .update(posts)
      .set({ price: 10 })
      .where(eq(posts.id, masked.data.id))
      .then(
        () => 'written',
        (error: Error & { cause?: Error }) => `${error.cause?.message ?? ''} ${error.message}`,
      );
    expect(refused).toMatch(/posts_video_free/);
    const config = cast.h.deps.config.comments;
    const mode = config.bannedWordMode;
    (config as { bannedWordMode: string }).bannedWordMode = 'refuse';
    try {
      const other = await workOf('workpost_member', 'Refused');
      const refused = await cast.member.call(api.worksPost, { workId: other.id, text: '这里有违禁词二的内容' });
      expect([refused.envelope.code, refused.envelope.tip]).toEqual([Code.bannedWord, '帖子内容包含违禁词，请修改后再发布']);
      expect(await postsOfMedia(other.mediaId)).toBe(0);
      expect((await cast.member.call(api.postPublish, { text: '这里有违禁词二的内容' })).envelope.code).toBe(Code.bannedWord);
    } finally {
      (config as { bannedWordMode: string }).bannedWordMode = mode;
    }
  });

  it('refuses a guest, another user’s or an unknown work, an unpublished and a private work, writing nothing', async () => {
    const work = await workOf('workpost_member', 'Mine only');
    const input = { workId: work.id, text: '别人的作品不能发' };
    expect((await cast.guest.call(api.worksPost, input)).envelope.code).toBe(Code.needRegistered);
    expect((await cast.visitor.call(api.worksPost, input)).envelope.code).toBe(Code.loginExpired);

    // Another user's work answers exactly as an unknown one.
    const taken = await cast.other.call(api.worksPost, input);
    const unknown = await cast.other.call(api.worksPost, { ...input, workId: 2_000_000_000 });
    expect([taken.envelope.code, taken.envelope.tip]).toEqual([Code.notFound, '作品不存在']);
    expect(unknown.envelope).toEqual({ ...taken.envelope, hash: unknown.envelope.hash });

    for (const state of ['review', 'rejected'] as const) {
      const waiting = await workOf('workpost_member', `Not yet ${state}`, state);
      const res = await cast.member.call(api.worksPost, { workId: waiting.id, text: '还没发布的作品' });
      expect([res.envelope.code, res.envelope.tip]).toEqual([Code.worksNotPublished, '作品审核通过后才能发布动态']);
    }

    await cast.member.call(api.worksModifyShow, { id: work.id, visibility: 'private' });
    const hidden = await cast.member.call(api.worksPost, { workId: work.id, text: '私密作品不能发' });
    expect(hidden.envelope.code).toBe(Code.worksPrivate);
    // Unlisted: played by its link, so a post may carry it.
    await cast.member.call(api.worksModifyShow, { id: work.id, visibility: 'unlisted' });
    expect((await cast.member.call(api.worksPost, { workId: work.id, text: '不公开列出的作品可以发' })).envelope.code).toBe(Code.ok);

    const [{ n }] = await cast.h.deps.db.select({ n: count() }).from(posts).where(eq(posts.mediaId, work.mediaId));
    expect(n).toBe(1);
  });
});
