import { Code, api } from '@md/contract';
import { describe, expect, it } from 'vitest';
import { useCast } from '../../test/fixtures.ts';

const cast = useCast('engage', { seedVideos: 200 });

describe('collections', () => {
  it('adds and removes idempotently, moving the count once', async () => {
    const before = (await cast.visitor.call(api.mediaDetail, { id: 3 })).data.collects;
    const add = await cast.member.call(api.collectAdd, { contentType: 2, id: 3 });
    expect(add.data).toEqual({ collected: true, collects: before + 1 });
    expect((await cast.member.call(api.collectAdd, { contentType: 2, id: 3 })).data.collects).toBe(before + 1);
    expect((await cast.member.call(api.mediaState, { id: 3 })).data).toMatchObject({ collected: true, collects: before + 1 });
    // Another user's state is their own.
    expect((await cast.visitor.call(api.mediaState, { id: 3 })).data.collected).toBe(false);
    const del = await cast.member.call(api.collectDel, { contentType: 2, id: 3 });
    expect(del.data).toEqual({ collected: false, collects: before });
    expect((await cast.member.call(api.collectDel, { contentType: 2, id: 3 })).data.collects).toBe(before);
  });

  it('lists only the caller\'s own videos and actresses, newest first', async () => {
    await cast.member.call(api.collectAdd, { contentType: 2, id: 10 });
    await cast.member.call(api.collectAdd, { contentType: 2, id: 11 });
    await cast.member.call(api.collectAdd, { contentType: 8, id: 2 });
    await cast.other.call(api.collectAdd, { contentType: 2, id: 12 });
    const mine = (await cast.member.call(api.collectList, { contentType: 2 })).data;
    expect(mine.actresses).toBeNull();
    expect(mine.media!.list.map((m: { id: number }) => m.id)).toEqual([11, 10]);
    const actresses = (await cast.member.call(api.collectList, { contentType: 8 })).data;
    expect(actresses.actresses!.list.map((a: { id: number }) => a.id)).toEqual([2]);
    expect((await cast.member.call(api.actressState, { id: 2 })).data.collected).toBe(true);
    expect((await cast.other.call(api.actressState, { id: 2 })).data.collected).toBe(false);
    const theirs = (await cast.other.call(api.collectList, { contentType: 2 })).data;
    expect(theirs.media!.list.map((m: { id: number }) => m.id)).toEqual([12]);
  });

  it('lets a guest collect, refuses a visitor, unknown items and bad input', async () => {
    expect((await cast.guest.call(api.collectAdd, { contentType: 8, id: 1 })).envelope.code).toBe(Code.ok);
    expect((await cast.visitor.call(api.collectAdd, { contentType: 2, id: 1 })).envelope.code).toBe(Code.loginExpired);
    expect((await cast.visitor.call(api.collectList, { contentType: 2 })).envelope.code).toBe(Code.loginExpired);
    expect((await cast.member.call(api.collectAdd, { contentType: 2, id: 99_999 })).envelope.code).toBe(Code.notFound);
    for (const body of [{ contentType: 3, id: 1 }, { contentType: 2 }, { contentType: 2, id: 1, userId: 5 }]) {
      expect((await cast.member.raw(api.collectAdd, body)).status).toBe(400);
    }
  });
});
