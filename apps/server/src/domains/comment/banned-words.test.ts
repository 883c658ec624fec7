import { Code, api } from '@md/contract';
import { describe, expect, it } from 'vitest';
import { bannedWords } from '../../db/schema/index.ts';
import { useCast } from '../../test/fixtures.ts';
import { screenText, screenWith } from '../banned-word/service.ts';

describe('banned words, masked (the default)', () => {
  const cast = useCast('banmask', { seedVideos: 3, env: { COMMENT_LIMIT_PER_MINUTE: '3' } });

  it('masks each seeded word character by character, in comments and in the pre-check', async () => {
    const added = await cast.member.call(api.commentAdd, { mediaId: 1, content: '前面违禁词一后面，还有违禁词二' });
    expect(added.data.content).toBe('前面＊＊＊＊后面，还有＊＊＊＊');
    const check = (await cast.member.call(api.commentConfirm, { content: '说了违禁词三' })).data;
    expect(check).toMatchObject({ ok: true, content: '说了＊＊＊＊', bannedWords: ['违禁词三'], maxLength: 500 });
    expect((await cast.member.call(api.commentConfirm, { content: '干净的话' })).data).toMatchObject({ ok: true, bannedWords: [], content: '干净的话' });
  });

  it('applies a word an operator adds at once, case-insensitively, to any domain calling the service', async () => {
    await cast.h.database.db.insert(bannedWords).values({ word: 'Placeholder' });
    expect(await screenText(cast.h.deps, 'a PLACEHOLDER b')).toEqual({ masked: 'a ＊＊＊＊＊＊＊＊＊＊＊ b', found: ['Placeholder'] });
    expect(screenWith(['ab', 'abc'], 'xabcx').masked).toBe('x＊＊＊x');
    // A zero-width space, a joiner or a variation selector slipped inside a word does not hide it; the mask has one
    // star for each character that shows.
    expect(screenWith(['广告'], '看广\u200B告和广\u2060\uFE0F告')).toEqual({ masked: '看＊＊和＊＊', found: ['广告'] });
    expect(screenWith(['spam'], 'S\u200Dp\u00ADAM ok').masked).toBe('＊＊＊＊ ok');
    // White space between letters is another matter (words of two languages meet there): left as written.
    expect(screenWith(['广告'], '广 告').found).toEqual([]);
    // A word with a space is matched as written; one with a joiner or a selector of its own is found without them too.
    expect(screenWith(['free money'], 'get FREE MONEY now')).toEqual({ masked: 'get ＊＊＊＊＊＊＊＊＊＊ now', found: ['free money'] });
    expect(screenWith(['❤️\u200D🔥'], 'a ❤️\u200D🔥 and ❤🔥')).toEqual({ masked: 'a ＊＊ and ＊＊', found: ['❤️\u200D🔥'] });
    // Thousands of zero-width characters around a word's letters are read once, not tried in every split.
    const flood = `a${'\u200B'.repeat(5000)}b`;
    expect(screenWith(['a\u200B\u200Bb', 'ab'], flood)).toEqual({ masked: '＊＊', found: ['a\u200B\u200Bb'] });
    expect(screenWith([], 'anything')).toEqual({ masked: 'anything', found: [] });
  });

  it('the pre-check says length and rate; the rate refuses the next comment', async () => {
    const long = (await cast.member.call(api.commentConfirm, { content: 'x'.repeat(501) })).data;
    expect(long.ok).toBe(false);
    expect(long.problems.map((p) => p.kind)).toEqual(['tooLong']);
    expect(long.problems[0].tip).toBe('评论不能超过500个字');
    expect((await cast.member.call(api.commentConfirm, { content: '   ' })).data.problems.map((p) => p.kind)).toEqual(['empty']);
    // Zero-width spaces and a Hangul filler show nothing: as empty as spaces, as comment/add would say.
    expect((await cast.member.call(api.commentConfirm, { content: '\u200B\u3164\u200B' })).data.problems.map((p) => p.kind)).toEqual(['empty']);
    // The limit is 3 a minute: one sent above, two more, then the pre-check and the add both say no.
    await cast.member.call(api.commentAdd, { mediaId: 1, content: 'two' });
    expect((await cast.member.call(api.commentConfirm, { content: 'ok' })).data.remaining).toBe(1);
    await cast.member.call(api.commentAdd, { mediaId: 1, content: 'three' });
    const limited = (await cast.member.call(api.commentConfirm, { content: 'four' })).data;
    expect(limited).toMatchObject({ ok: false, remaining: 0 });
    expect(limited.problems.map((p) => p.kind)).toEqual(['rate']);
    expect((await cast.member.call(api.commentAdd, { mediaId: 1, content: 'four' })).envelope.code).toBe(Code.tooManyRequests);
    // Another user has their own allowance.
    expect((await cast.other.call(api.commentAdd, { mediaId: 1, content: 'mine' })).envelope.code).toBe(Code.ok);
    expect((await cast.guest.call(api.commentConfirm, { content: 'x' })).envelope.code).toBe(Code.needRegistered);
    expect((await cast.member.raw(api.commentConfirm, { content: 'a\u0000b' })).status).toBe(400);
  });

  it('a burst of parallel sends gets no more comments through than the limit', async () => {
    const burst = await cast.h.registered('banburst');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => burst.call(api.commentAdd, { mediaId: 2, content: `burst ${i}` })));
    expect(answers.map((a) => a.envelope.code).sort()).toEqual([...Array(3).fill(Code.ok), ...Array(5).fill(Code.tooManyRequests)].sort());
    const kept = (await cast.visitor.call(api.commentList, { mediaId: 2 })).data.list.filter((c) => c.content.startsWith('burst'));
    expect(kept).toHaveLength(3);
  });
});

describe('banned words, refused', () => {
  const cast = useCast('banrefuse', { seedVideos: 2, env: { BANNED_WORD_MODE: 'refuse' } });

  it('refuses a comment holding one, says so before sending, and keeps clean text', async () => {
    const refused = await cast.member.call(api.commentAdd, { mediaId: 1, content: '有违禁词一' });
    expect(refused.envelope).toMatchObject({ code: Code.bannedWord, tip: '评论包含违禁词，请修改后再发' });
    const check = (await cast.member.call(api.commentConfirm, { content: '有违禁词一' })).data;
    expect(check.ok).toBe(false);
    expect(check.problems.map((p) => p.kind)).toEqual(['bannedWord']);
    expect((await cast.member.call(api.commentAdd, { mediaId: 1, content: '没问题' })).data.content).toBe('没问题');
    expect((await cast.visitor.call(api.commentList, { mediaId: 1 })).data.total).toBe(1);
  });
});
