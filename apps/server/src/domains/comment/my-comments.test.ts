import { Code, api } from '@md/contract';
import { describe, expect, it } from 'vitest';
import { useCast } from '../../test/fixtures.ts';

const cast = useCast('mycomments', { seedVideos: 10 });

describe('comment/mycomments', () => {
  it('lists the caller\'s own comments and replies, newest first, with their videos, paged', async () => {
    const first = (await cast.member.call(api.commentAdd, { mediaId: 3, content: 'first of mine' })).data;
    const theirs = (await cast.other.call(api.commentAdd, { mediaId: 3, content: 'not mine' })).data;
    const reply = (await cast.member.call(api.commentAdd, { mediaId: 3, parentId: theirs.id, content: 'a reply of mine' })).data;
    const last = (await cast.member.call(api.commentAdd, { mediaId: 4, content: 'last of mine' })).data;
    const page1 = (await cast.member.call(api.commentMine, { pageSize: 2 })).data;
    expect(page1).toMatchObject({ total: 3, hasMore: true, page: 1 });
    expect(page1.list.map((c) => c.id)).toEqual([last.id, reply.id]);
    expect(page1.list[0].media).toMatchObject({ id: 4 });
    expect(page1.list[1]).toMatchObject({ parentId: theirs.id, media: { id: 3 } });
    const page2 = (await cast.member.call(api.commentMine, { pageSize: 2, page: 2 })).data;
    expect(page2.list.map((c) => c.id)).toEqual([first.id]);
    expect(page2.hasMore).toBe(false);
    // Another user sees only their own.
    expect((await cast.other.call(api.commentMine, {})).data.list.map((c) => c.id)).toEqual([theirs.id]);
  });

  it('answers a guest with an empty page; refuses visitors and bad paging', async () => {
    expect((await cast.guest.call(api.commentMine, {})).data).toMatchObject({ total: 0, list: [] });
    expect((await cast.visitor.call(api.commentMine, {})).envelope.code).toBe(Code.loginExpired);
    for (const body of [{ page: 0 }, { pageSize: 500 }, { userId: 1 }]) expect((await cast.member.raw(api.commentMine, body)).status).toBe(400);
  });
});
