import { Code, api } from '@md/contract';
import { describe, expect, it } from 'vitest';
import { useCast } from '../../test/fixtures.ts';

const cast = useCast('engage', { seedVideos: 200 });

describe('comments', () => {
  it('lets a registered user comment and reply; text stays text', async () => {
    const before = (await cast.visitor.call(api.mediaDetail, { id: 20 })).data.comments;
    const added = await cast.member.call(api.commentAdd, { mediaId: 20, content: '  <script>alert(1)</script> 好看  ' });
    expect(added.envelope.code).toBe(Code.ok);
    expect(added.data).toMatchObject({ content: '<script>alert(1)</script> 好看', parentId: null, user: { nickname: 'engage_member' } });
    const reply = await cast.other.call(api.commentAdd, { mediaId: 20, parentId: added.data.id, content: '同意' });
    expect(reply.data.parentId).toBe(added.data.id);
    const list = (await cast.visitor.call(api.commentList, { mediaId: 20 })).data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ id: added.data.id, replies: 1 });
    // A comment makes the cached detail stale, so its count is fresh at once; the database agrees.
    expect((await cast.visitor.call(api.mediaDetail, { id: 20 })).data.comments).toBe(before + 2);
    const { media } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    const [row] = await cast.h.database.db.select({ comments: media.comments }).from(media).where(eq(media.id, 20));
    expect(row.comments).toBe(before + 2);
    expect((await cast.visitor.call(api.commentHot, { mediaId: 20 })).data).toEqual([]);
  });

  it('refuses guests, visitors, replies to another video\'s comment, and bad content', async () => {
    expect((await cast.guest.call(api.commentAdd, { mediaId: 20, content: '游客' })).envelope.code).toBe(Code.needRegistered);
    expect((await cast.visitor.call(api.commentAdd, { mediaId: 20, content: '访客' })).envelope.code).toBe(Code.loginExpired);
    const root = await cast.member.call(api.commentAdd, { mediaId: 21, content: '第一条' });
    expect((await cast.member.call(api.commentAdd, { mediaId: 22, parentId: root.data.id, content: '错位回复' })).envelope.code).toBe(Code.notFound);
    expect((await cast.member.call(api.commentAdd, { mediaId: 99_999, content: '不存在' })).envelope.code).toBe(Code.notFound);
    for (const content of ['', '   ', 'x'.repeat(501)]) {
      const res = await cast.member.call(api.commentAdd, { mediaId: 20, content });
      expect(res.status).toBe(400);
    }
  });
});
