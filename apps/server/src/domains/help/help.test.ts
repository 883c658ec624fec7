import { Code, FEEDBACK_PER_HOUR, api } from '@md/contract';
import { helpContent } from '@md/contract/help-content';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { feedback } from '../../db/schema/index.ts';
import { multipartBody, type TestClient } from '../../test/harness.ts';
import { useCast } from '../../test/fixtures.ts';
import { feedbackAuditOf, runFeedbackOps } from './feedback-ops.ts';

const cast = useCast('help', {});

const png = () => sharp({ create: { width: 12, height: 10, channels: 3, background: '#3a6' } }).png().toBuffer();
const upload = async (client: TestClient) =>
  (await client.call(api.uploadImg, undefined, { multipart: multipartBody('file', 'f.png', 'image/png', await png()) })).data.path;
/** What `npm run ops -- <argv>` does for the feedback words (the ops command hands them over after taking --by out). */
const ops = (...argv: string[]) => {
  const at = argv.indexOf('--by');
  const by = at === -1 ? 'tester' : argv[at + 1];
  const rest = at === -1 ? argv : [...argv.slice(0, at), ...argv.slice(at + 2)];
  return runFeedbackOps(cast.h.deps.db, rest[0], rest.slice(1), { by, now: new Date(cast.h.deps.now() * 1000) });
};

describe('FAQ and contact', () => {
  it('lists the FAQ categories and questions from the help content, to anyone', async () => {
    const content = helpContent();
    for (const client of [cast.visitor, cast.guest, cast.member]) {
      expect((await client.call(api.questionCate, {})).data).toEqual(content.questionCategories);
    }
    const all = (await cast.visitor.call(api.questionList, { pageSize: 50 })).data;
    expect(all.total).toBe(content.questions.length);
    expect(all.list.map((q) => q.id)).toEqual(content.questions.map((q) => q.id));
    const first = await cast.visitor.call(api.questionList, { pageSize: 2 });
    expect(first.data).toMatchObject({ page: 1, pageSize: 2, hasMore: true });
    expect(first.data.list).toHaveLength(2);
  });

  it('filters by category and searches question and answer text', async () => {
    const ofPoints = (await cast.visitor.call(api.questionList, { cateId: 2 })).data.list;
    expect(ofPoints.length).toBeGreaterThan(0);
    expect(ofPoints.every((q) => q.cateId === 2)).toBe(true);
    const found = (await cast.visitor.call(api.questionList, { keyword: ' 签到 ' })).data.list;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((q) => `${q.question}${q.answer}`.includes('签到'))).toBe(true);
    const both = (await cast.visitor.call(api.questionList, { cateId: 3, keyword: '补签' })).data.list;
    expect(both.map((q) => q.id)).toEqual([9]);
    expect((await cast.visitor.call(api.questionList, { keyword: 'no-such-words-anywhere' })).data).toMatchObject({ list: [], total: 0, hasMore: false });
  });

  it('refuses bad FAQ input with a clear code', async () => {
    expect((await cast.visitor.call(api.questionList, { cateId: 999 })).envelope.code).toBe(Code.questionCategoryUnknown);
    expect((await cast.visitor.call(api.questionList, { keyword: 'x'.repeat(31) })).envelope.code).toBe(Code.badRequest);
    expect((await cast.visitor.call(api.questionList, { keyword: 'a\u0000b' })).envelope.code).toBe(Code.badRequest);
    expect((await cast.visitor.call(api.questionList, { cateId: 'x' } as never)).envelope.code).toBe(Code.badRequest);
    expect((await cast.visitor.call(api.questionCate, { extra: 1 } as never)).envelope.code).toBe(Code.badRequest);
  });

  it('serves the configured contact channels and feedback categories to anyone', async () => {
    expect((await cast.visitor.call(api.helpContact, {})).data).toEqual(helpContent().contactChannels);
    expect((await cast.guest.call(api.feedbackCategory, {})).data).toEqual(helpContent().feedbackCategories);
    expect((await cast.visitor.call(api.helpContact, { x: 1 } as never)).envelope.code).toBe(Code.badRequest);
  });
});

describe('help content in the caller\'s language', () => {
  const english = { headers: { 'accept-language': 'en-US,en;q=0.9' } };

  it('answers every list in English where the file has it, in Chinese otherwise; each language cached apart', async () => {
    const en = helpContent('en-US');
    expect((await cast.visitor.call(api.feedbackCategory, {}, english)).data.map((c) => c.name)).toEqual(['Feature idea', 'Playback problem', 'Account and points', 'Report content', 'Other']);
    expect((await cast.visitor.call(api.questionCate, {}, english)).data).toEqual(en.questionCategories);
    expect((await cast.visitor.call(api.helpContact, {}, english)).data.map((c) => c.label)).toEqual(['Support e-mail', 'Telegram support', 'Business']);
    // The Chinese answers are still there for a Chinese caller right after (not the English one from the cache).
    expect((await cast.visitor.call(api.feedbackCategory, {})).data.map((c) => c.name)[0]).toBe('功能建议');
    expect((await cast.visitor.call(api.helpContact, {})).data[0].label).toBe('客服邮箱');
    // Ids, values and order are the same in every language.
    expect(en.contactChannels.map((c) => [c.id, c.value])).toEqual(helpContent().contactChannels.map((c) => [c.id, c.value]));
    expect(en.questions.map((q) => [q.id, q.cateId])).toEqual(helpContent().questions.map((q) => [q.id, q.cateId]));
  });

  it('searches the FAQ in the caller\'s language', async () => {
    const found = (await cast.visitor.call(api.questionList, { keyword: 'streak' }, english)).data.list;
    expect(found.map((q) => q.id)).toEqual([6, 9]);
    expect(found[1].question).toBe('Can I make up a missed check-in?');
    expect((await cast.visitor.call(api.questionList, { keyword: 'streak' })).data.total).toBe(0);
  });

  it('every text of the file has its English (a missing one would show Chinese on the English site)', () => {
    const en = helpContent('en-US');
    const CJK = /[\u3400-\u9fff]/;
    const texts = [...en.feedbackCategories.map((c) => c.name), ...en.questionCategories.map((c) => c.name), ...en.questions.flatMap((q) => [q.question, q.answer]), ...en.contactChannels.map((c) => c.label)];
    expect(texts.filter((text) => CJK.test(text))).toEqual([]);
  });
});

describe('feedback', () => {
  it('a member sends feedback with a picture; only they read it; an operator replies from the command line', async () => {
    const image = await upload(cast.member);
    const sent = await cast.member.call(api.feedbackAdd, { categoryId: 2, text: '  播放到一半卡住了  ', images: [image], contact: ' qq 12345 ' });
    expect(sent.envelope.code).toBe(Code.ok);
    const id = sent.data.id;
    const mine = (await cast.member.call(api.feedbackMine, {})).data;
    expect(mine.list[0]).toMatchObject({ id, categoryId: 2, text: '播放到一半卡住了', images: [image], contact: 'qq 12345', reply: null, repliedAt: null });
    expect((await cast.other.call(api.feedbackMine, {})).data.list.map((f) => f.id)).not.toContain(id);

    expect((await ops('feedback', '--open')).output).toContain(`#${id}`);
    expect(await ops('feedback-reply', String(id), '已修复，请刷新后再试', '--by', 'alice')).toMatchObject({ ok: true });
    expect((await ops('feedback', '--open')).output).not.toContain(`#${id}`);
    expect((await ops('feedback')).output).toContain(`#${id}`);
    const replied = (await cast.member.call(api.feedbackMine, {})).data.list.find((f) => f.id === id);
    expect(replied).toMatchObject({ reply: '已修复，请刷新后再试' });
    expect(replied?.repliedAt).toEqual(expect.any(String));
    const audit = await feedbackAuditOf(cast.h.deps.db, id);
    expect(audit.map((a) => [a.action, a.operator, a.text])).toEqual([['reply', 'alice', '已修复，请刷新后再试']]);
  });

  it('guests and visitors cannot send or list feedback', async () => {
    expect((await cast.guest.call(api.feedbackAdd, { categoryId: 1, text: 'from a guest session' })).envelope.code).toBe(Code.needRegistered);
    expect((await cast.visitor.call(api.feedbackAdd, { categoryId: 1, text: 'from nobody at all' })).envelope.code).toBe(Code.loginExpired);
    expect((await cast.guest.call(api.feedbackMine, {})).envelope.code).toBe(Code.needRegistered);
    expect((await cast.visitor.call(api.feedbackMine, {})).envelope.code).toBe(Code.loginExpired);
  });

  it('refuses bad input and writes nothing', async () => {
    const before = (await cast.h.deps.db.select().from(feedback)).length;
    const bad = async (input: object) => (await cast.other.call(api.feedbackAdd, input as never)).envelope.code;
    const valid = { categoryId: 1, text: 'a perfectly fine text' };
    expect(await bad({ ...valid, categoryId: 99 })).toBe(Code.feedbackCategoryUnknown);
    expect(await bad({ ...valid, text: 'abc' })).toBe(Code.badRequest);
    expect(await bad({ ...valid, text: 'x'.repeat(501) })).toBe(Code.badRequest);
    expect(await bad({ ...valid, text: undefined })).toBe(Code.badRequest);
    expect(await bad({ ...valid, contact: 'c'.repeat(101) })).toBe(Code.badRequest);
    expect(await bad({ ...valid, contact: 'line\nbreak' })).toBe(Code.badRequest);
    expect(await bad({ ...valid, images: ['../../etc/passwd'] })).toBe(Code.badRequest);
    const five = await Promise.all(Array.from({ length: 5 }, () => upload(cast.other)));
    expect(await bad({ ...valid, images: five })).toBe(Code.badRequest);
    // A picture someone else uploaded: refused, and the caller's own picture in the same call stays unclaimed.
    const others = await upload(cast.member);
    expect(await bad({ ...valid, images: [five[0], others] })).toBe(Code.feedbackImageNotUploaded);
    expect(await bad({ ...valid, extra: 1 })).toBe(Code.badRequest);
    expect((await cast.h.deps.db.select().from(feedback)).length).toBe(before);
  });

  it('masks banned words (the default mode)', async () => {
    const sent = await cast.other.call(api.feedbackAdd, { categoryId: 5, text: '这里有违禁词一出现' });
    const row = (await cast.other.call(api.feedbackMine, {})).data.list.find((f) => f.id === sent.data.id);
    expect(row?.text).toBe('这里有＊＊＊＊出现');
  });

  it(`refuses more than ${FEEDBACK_PER_HOUR} feedback an hour from one user, parallel sends included`, async () => {
    const third = await cast.h.registered('help_third');
    const results = await Promise.all(
      Array.from({ length: FEEDBACK_PER_HOUR + 2 }, (_, i) => third.call(api.feedbackAdd, { categoryId: 1, text: `feedback number ${i}` })),
    );
    const codes = results.map((r) => r.envelope.code);
    expect(codes.filter((c) => c === Code.ok)).toHaveLength(FEEDBACK_PER_HOUR);
    expect(codes.filter((c) => c === Code.feedbackTooOften)).toHaveLength(2);
    expect((await third.call(api.feedbackMine, { pageSize: 20 })).data.total).toBe(FEEDBACK_PER_HOUR);
  });

  it('parses the operator words: usage on mistakes, a missing feedback said plainly', async () => {
    for (const argv of [['feedback', '--all'], ['feedback-reply'], ['feedback-reply', 'x', 'text'], ['feedback-reply', '3'], ['feedback-reply', '-1', 'hi']]) {
      expect(await ops(...argv), argv.join(' ')).toMatchObject({ ok: false, usage: true });
    }
    expect(await ops('feedback-reply', '999999', 'hello')).toEqual({ ok: false, output: 'no feedback #999999' });
    expect((await ops('feedback-reply', '1', 'x'.repeat(1001))).ok).toBe(false);
    expect(await ops('nothing')).toMatchObject({ ok: false, usage: true });
  });
});

describe('feedback with banned words refused', () => {
  const strict = useCast('helpstrict', { env: { BANNED_WORD_MODE: 'refuse' } });
  it('refuses a feedback holding one and keeps clean text', async () => {
    expect((await strict.member.call(api.feedbackAdd, { categoryId: 1, text: '有违禁词一在这里' })).envelope.code).toBe(Code.bannedWord);
    expect((await strict.member.call(api.feedbackAdd, { categoryId: 1, text: '干净的反馈内容' })).envelope.code).toBe(Code.ok);
  });
});
