import { Code, DANMAKU_MAX_LENGTH, DANMAKU_SEND_LIMIT, DANMAKU_WINDOW_MAX_SECONDS, api } from '@md/contract';
import { describe, expect, it } from 'vitest';
import { useCast } from '../../test/fixtures.ts';

const cast = useCast('danmaku', { seedVideos: 40 });

describe('danmaku', () => {
  it('the demo videos come with danmaku, earliest first, each inside the window asked for', async () => {
    const all = (await cast.visitor.call(api.danmakuList, { mediaId: 1, from: 0, to: 60 })).data;
    expect(all.length).toBeGreaterThan(5);
    expect(all.map((d) => d.time)).toEqual([...all.map((d) => d.time)].sort((a, b) => a - b));
    expect(all.every((d) => d.userId === null && /^#[0-9a-f]{6}$/.test(d.colour))).toBe(true);
    const mid = all[Math.floor(all.length / 2)].time;
    const early = (await cast.visitor.call(api.danmakuList, { mediaId: 1, from: 0, to: mid })).data;
    const late = (await cast.visitor.call(api.danmakuList, { mediaId: 1, from: mid, to: 60 })).data;
    expect(early.every((d) => d.time < mid)).toBe(true);
    expect(late.every((d) => d.time >= mid)).toBe(true);
    expect(early.length + late.length).toBe(all.length);
    // A video past the seeded ones has none.
    expect((await cast.visitor.call(api.danmakuList, { mediaId: 39, from: 0, to: 60 })).data).toEqual([]);
  });

  it('a registered user sends one at a time of the video; it is in that window only, at once (no stale cache)', async () => {
    const window = { mediaId: 35, from: 120, to: 180 };
    expect((await cast.visitor.call(api.danmakuList, window)).data).toEqual([]);
    const sent = await cast.member.call(api.danmakuSend, { mediaId: 35, time: 125.25, text: '  <img src=x onerror=alert(1)> 好看  ', colour: '#FE0302', mode: 'top' });
    expect(sent.envelope.code).toBe(Code.ok);
    const me = (await cast.member.call(api.userInfo, {})).data;
    expect(sent.data).toMatchObject({ time: 125.25, text: '<img src=x onerror=alert(1)> 好看', colour: '#fe0302', mode: 'top', userId: me.id });
    const listed = (await cast.visitor.call(api.danmakuList, window)).data;
    expect(listed).toEqual([sent.data]);
    expect((await cast.visitor.call(api.danmakuList, { mediaId: 35, from: 60, to: 120 })).data).toEqual([]);
    expect((await cast.visitor.call(api.danmakuList, { mediaId: 35, from: 125.26, to: 180 })).data).toEqual([]);
    expect((await cast.visitor.call(api.danmakuList, { mediaId: 36, from: 120, to: 180 })).data).toEqual([]);
    // Defaults: white, scrolling; another user's is listed beside it with their id.
    const theirs = await cast.other.call(api.danmakuSend, { mediaId: 35, time: 130, text: '同意' });
    expect(theirs.data).toMatchObject({ colour: '#ffffff', mode: 'scroll' });
    expect(theirs.data.userId).not.toBe(me.id);
    expect((await cast.guest.call(api.danmakuList, window)).data.map((d) => d.text)).toEqual(['<img src=x onerror=alert(1)> 好看', '同意']);
  });

  it('masks the operators\' banned words, as comments do', async () => {
    const sent = await cast.member.call(api.danmakuSend, { mediaId: 37, time: 3, text: '前面违禁词一后面' });
    expect(sent.data.text).toBe(`前面${'\uFF0A'.repeat(4)}后面`);
    expect((await cast.visitor.call(api.danmakuList, { mediaId: 37, from: 0, to: 60 })).data.map((d) => d.text)).toContain(sent.data.text);
  });

  it('refuses guests and visitors, an unknown video and bad input', async () => {
    expect((await cast.guest.call(api.danmakuSend, { mediaId: 2, time: 1, text: '游客' })).envelope.code).toBe(Code.needRegistered);
    expect((await cast.visitor.call(api.danmakuSend, { mediaId: 2, time: 1, text: '访客' })).envelope.code).toBe(Code.loginExpired);
    expect((await cast.other.call(api.danmakuSend, { mediaId: 99_999, time: 1, text: '不存在' })).envelope.code).toBe(Code.notFound);
    const bad = [
      { mediaId: 2, time: 1, text: '   ' },
      { mediaId: 2, time: 1, text: 'x'.repeat(DANMAKU_MAX_LENGTH + 1) },
      { mediaId: 2, time: 1, text: 'a\u0000b' },
      { mediaId: 2, time: 1, text: 'line\nbreak' },
      { mediaId: 2, time: 1, text: 'rtl\u001b' },
      { mediaId: 2, time: -1, text: 'ok' },
      { mediaId: 2, time: 1, text: 'ok', colour: 'red' },
      { mediaId: 2, time: 1, text: 'ok', colour: '#fff' },
      { mediaId: 2, time: 1, text: 'ok', mode: 'sideways' },
      { mediaId: 2, time: 1, text: 'ok', userId: 1 },
    ];
    for (const body of bad) {
      const res = await cast.other.call(api.danmakuSend, body as never);
      expect([res.status, res.envelope.code], JSON.stringify(body)).toEqual([400, Code.badRequest]);
    }
    const tooLong = await cast.other.call(api.danmakuSend, { mediaId: 2, time: 1, text: 'x'.repeat(DANMAKU_MAX_LENGTH + 1) });
    expect(tooLong.envelope.tip).toContain('50');
    for (const window of [
      { mediaId: 2, from: 10, to: 10 },
      { mediaId: 2, from: 20, to: 10 },
      { mediaId: 2, from: 0, to: DANMAKU_WINDOW_MAX_SECONDS + 1 },
      { mediaId: 2, from: -5, to: 10 },
      { mediaId: 0, from: 0, to: 10 },
    ]) {
      expect((await cast.visitor.call(api.danmakuList, window)).status, JSON.stringify(window)).toBe(400);
    }
  });

  it('limits how fast one user sends, with Retry-After; another user is not held back', async () => {
    const sender = await cast.h.registered('danmaku_fast');
    for (let i = 0; i < DANMAKU_SEND_LIMIT; i++) {
      expect((await sender.call(api.danmakuSend, { mediaId: 3, time: i, text: `第${i}条` })).envelope.code).toBe(Code.ok);
    }
    const refused = await sender.call(api.danmakuSend, { mediaId: 3, time: 11, text: '太快了' });
    expect([refused.status, refused.envelope.code]).toEqual([429, Code.tooManyRequests]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.envelope.tip).toMatch(/秒后再试/);
    expect((await cast.other.call(api.danmakuSend, { mediaId: 3, time: 12, text: '我还可以' })).envelope.code).toBe(Code.ok);
    const texts = (await cast.visitor.call(api.danmakuList, { mediaId: 3, from: 0, to: 60 })).data.map((d) => d.text);
    expect(texts).not.toContain('太快了');
  });
});
