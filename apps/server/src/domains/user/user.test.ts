import fs from 'node:fs/promises';
import path from 'node:path';
import { AVATAR_SIZE, Code, api, decodeImage } from '@md/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useCast } from '../../test/fixtures.ts';
import { multipartBody, type TestClient } from '../../test/harness.ts';
import { sweepUnclaimedUploads } from '../upload/service.ts';
import { levelFor } from './service.ts';

// A small per-account limit, so the lockout is reached in a few tries.
const cast = useCast('profile', { env: { LOGIN_LIMIT_PER_ACCOUNT: '3' } });

const upload = async (client: TestClient, image: Buffer) =>
  (await client.call(api.uploadImg, undefined, { multipart: multipartBody('file', 'a.png', 'image/png', image) })).data.path;

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#cc3344' } })
    .png()
    .toBuffer();

describe('user/info', () => {
  it('answers the profile, the points balance and the level; refuses a visitor', async () => {
    const info = (await cast.member.call(api.userInfo, {})).data;
    expect(info).toMatchObject({ account: 'profile_member', gender: 'secret', birthday: null, bio: '', points: 0, level: 1 });
    expect((await cast.visitor.call(api.userInfo, {})).envelope.code).toBe(Code.loginExpired);
  });

  it('levels count the points earned, one more at each threshold', () => {
    expect([0, 49, 50, 199, 200, 10_000].map(levelFor)).toEqual([1, 1, 2, 2, 3, 8]);
  });
});

describe('user/info/modify', () => {
  it('changes only the fields sent, and user/info shows them', async () => {
    const client = await cast.h.registered('profile_modify');
    const changed = await client.call(api.userInfoModify, { nickname: '  小明_01 ', gender: 'female', birthday: '2000-02-29', bio: '第一行\n第二行' });
    expect(changed.envelope.code).toBe(Code.ok);
    expect(changed.data).toMatchObject({ nickname: '小明_01', gender: 'female', birthday: '2000-02-29', bio: '第一行\n第二行' });
    expect((await client.call(api.userInfoModify, { bio: '' })).data).toMatchObject({ nickname: '小明_01', bio: '' });
    expect((await client.call(api.userInfoModify, { birthday: null })).data.birthday).toBeNull();
    expect((await client.call(api.userInfo, {})).data).toMatchObject({ nickname: '小明_01', gender: 'female', birthday: null, bio: '' });
  });

  it.each([
    [{ nickname: '' }, '请输入昵称'],
    [{ nickname: 'a' }, '昵称不少于2位'],
    [{ nickname: '一二三四五六七八九十一二三四五六七' }, '昵称不能超过16位'],
    [{ nickname: 'bad name' }, '昵称只能包含文字、数字、下划线和短横线'],
    [{ nickname: '<script>' }, '昵称只能包含文字、数字、下划线和短横线'],
    // Names that look blank or like another's: Hangul fillers, a joiner that shows nothing, a variation selector,
    // a name that starts with a mark, marks stacked over the lines around it; a right-to-left override is refused
    // before that, as in every text (it reorders what is shown).
    [{ nickname: '\u3164\u3164' }, '昵称只能包含文字、数字、下划线和短横线'],
    [{ nickname: 'ad\u034Fmin' }, '昵称只能包含文字、数字、下划线和短横线'],
    [{ nickname: 'admin\uFE0F' }, '昵称只能包含文字、数字、下划线和短横线'],
    [{ nickname: '\u0301abc' }, '昵称只能包含文字、数字、下划线和短横线'],
    [{ nickname: 'z\u0300\u0301\u0302\u0303\u0304' }, '昵称只能包含文字、数字、下划线和短横线'],
    [{ nickname: '\u202Enimda' }, '内容包含不支持的控制字符，请删除后重试'],
    [{ birthday: '2001-02-29' }, '生日格式不正确'],
    [{ birthday: '20010101' }, '生日格式不正确'],
    [{ birthday: '2999-01-01' }, '生日格式不正确'],
    [{ birthday: '2099-01-01' }, '生日不能晚于今天'],
    [{ bio: 'x'.repeat(101) }, '个人简介不能超过100个字'],
    [{ gender: 'robot' }, null],
    [{ nickname: 'ok_name', extra: 1 }, null],
  ])('refuses %j with its tip and changes nothing', async (input, tip) => {
    const before = (await cast.member.call(api.userInfo, {})).data;
    const answer = await cast.member.call(api.userInfoModify, input as never);
    expect(answer.envelope.code).toBe(Code.badRequest);
    if (tip) expect(answer.envelope.tip).toContain(tip);
    expect((await cast.member.call(api.userInfo, {})).data).toEqual(before);
  });

  it('counts a nickname in characters a person sees: 16 CJK characters or emoji pass', async () => {
    const client = await cast.h.registered('profile_count');
    expect((await client.call(api.userInfoModify, { nickname: '一二三四五六七八九十一二三四五六' })).envelope.code).toBe(Code.ok);
    expect((await client.call(api.userInfoModify, { bio: '😀'.repeat(100) })).envelope.code).toBe(Code.ok);
    // Scripts whose letters carry marks: Thai (a vowel and a tone mark on one consonant), Devanagari, combining accents.
    for (const nickname of ['สวัสดี', 'ก้อย', 'नमस्ते', 'Zoe\u0308', 'José']) {
      expect((await client.call(api.userInfoModify, { nickname })).data.nickname).toBe(nickname);
    }
  });

  it('refuses guests and visitors; one user cannot change another', async () => {
    expect((await cast.guest.call(api.userInfoModify, { nickname: 'guest_name' })).envelope.code).toBe(Code.needRegistered);
    expect((await cast.visitor.call(api.userInfoModify, { nickname: 'nobody' })).envelope.code).toBe(Code.loginExpired);
    await cast.other.call(api.userInfoModify, { nickname: 'other_name' });
    expect((await cast.member.call(api.userInfo, {})).data.nickname).not.toBe('other_name');
  });
});

describe('user/avatar', () => {
  it('crops the caller\'s upload to a square, served through the image codec, and keeps it', async () => {
    const client = await cast.h.registered('profile_avatar');
    const original = await upload(client, await picture(300, 120));
    const info = await client.call(api.userAvatar, { path: original });
    expect(info.envelope.code).toBe(Code.ok);
    const avatar = info.data.avatar!;
    expect(avatar).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/);
    expect(avatar).not.toBe(original);
    const stored = await fs.readFile(path.join(cast.h.config.mediaDir, avatar));
    // Encoded on disk like every served picture: not a WEBP until decoded.
    expect(stored.subarray(0, 4).toString('latin1')).not.toBe('RIFF');
    const meta = await sharp(Buffer.from(decodeImage(stored, cast.h.config.imageKey))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', AVATAR_SIZE, AVATAR_SIZE]);
    expect((await client.call(api.userInfo, {})).data.avatar).toBe(avatar);
    // Claimed: the sweep of unclaimed uploads keeps the avatar and takes the unused original.
    cast.h.clock.offset = cast.h.config.uploads.unclaimedSeconds + 60;
    try {
      await sweepUnclaimedUploads(cast.h.deps);
    } finally {
      cast.h.clock.offset = 0;
    }
    await expect(fs.stat(path.join(cast.h.config.mediaDir, avatar))).resolves.toBeTruthy();
    await expect(fs.stat(path.join(cast.h.config.mediaDir, original))).rejects.toThrow();
  });

  it('refuses another user\'s upload, a path that is no upload, a guest and a visitor', async () => {
    const theirs = await upload(cast.other, await picture(64, 64));
    const before = (await cast.member.call(api.userInfo, {})).data.avatar;
    const stolen = await cast.member.call(api.userAvatar, { path: theirs });
    expect([stolen.envelope.code, stolen.envelope.tip]).toEqual([Code.badRequest, '头像图片不存在，请重新上传']);
    expect((await cast.member.call(api.userInfo, {})).data.avatar).toBe(before);
    expect((await cast.member.call(api.userAvatar, { path: 'uploads/2026/01/00000000000000000000000000000000.webp' })).envelope.code).toBe(Code.badRequest);
    expect((await cast.member.call(api.userAvatar, { path: '../../etc/passwd' })).envelope.code).toBe(Code.badRequest);
    expect((await cast.guest.call(api.userAvatar, { path: theirs })).envelope.code).toBe(Code.needRegistered);
    expect((await cast.visitor.call(api.userAvatar, { path: theirs })).envelope.code).toBe(Code.loginExpired);
  });
});

describe('user/changePassword', () => {
  it('needs the right old password, then ends every other session and keeps the caller\'s', async () => {
    const first = await cast.h.registered('profile_pw');
    const second = cast.h.client();
    await second.prime();
    second.token = (await second.call(api.loginOfficial, { account: 'profile_pw', password: 'secret123' })).data.token;
    const third = await cast.h.client().prime();
    third.token = (await third.call(api.loginOfficial, { account: 'profile_pw', password: 'secret123' })).data.token;
    expect((await second.call(api.userInfo, {})).envelope.code).toBe(Code.ok);

    const wrong = await first.call(api.userChangePassword, { oldPassword: 'nottheone', newPassword: 'newsecret1', confirmPassword: 'newsecret1' });
    expect([wrong.envelope.code, wrong.envelope.tip]).toEqual([Code.wrongOldPassword, '原密码错误']);
    expect((await second.call(api.userInfo, {})).envelope.code).toBe(Code.ok);

    const done = await first.call(api.userChangePassword, { oldPassword: 'secret123', newPassword: 'newsecret1', confirmPassword: 'newsecret1' });
    expect(done.envelope.code).toBe(Code.ok);
    expect(done.data).toEqual({ signedOut: 2, cardRevoked: false });
    expect((await first.call(api.userInfo, {})).envelope.code).toBe(Code.ok);
    expect((await second.call(api.userInfo, {})).envelope.code).toBe(Code.loginExpired);
    expect((await third.call(api.userInfo, {})).envelope.code).toBe(Code.loginExpired);

    const fresh = await cast.h.client().prime();
    expect((await fresh.call(api.loginOfficial, { account: 'profile_pw', password: 'secret123' })).envelope.code).toBe(Code.wrongCredentials);
    expect((await fresh.call(api.loginOfficial, { account: 'profile_pw', password: 'newsecret1' })).envelope.code).toBe(Code.ok);
  });

  it.each([
    [{ oldPassword: '', newPassword: 'newsecret1', confirmPassword: 'newsecret1' }, '请输入原密码'],
    [{ oldPassword: 'secret123', newPassword: 'short', confirmPassword: 'short' }, '密码不少于6位'],
    [{ oldPassword: 'secret123', newPassword: 'newsecret1', confirmPassword: 'newsecret2' }, '两次密码不一致 请重新确认'],
    [{ oldPassword: 'secret123', newPassword: 'secret123', confirmPassword: 'secret123' }, '新密码不能与原密码相同'],
    [{ oldPassword: 'secret123', newPassword: 'x'.repeat(65), confirmPassword: 'x'.repeat(65) }, '密码不能超过64位'],
  ])('refuses %j before anything changes', async (input, tip) => {
    const answer = await cast.member.call(api.userChangePassword, input);
    expect(answer.envelope.code).toBe(Code.badRequest);
    expect(answer.envelope.tip).toContain(tip);
  });

  it('counts wrong old passwords like sign-in attempts', async () => {
    const client = await cast.h.registered('profile_guess');
    const guess = () => client.call(api.userChangePassword, { oldPassword: 'guess1234', newPassword: 'newsecret1', confirmPassword: 'newsecret1' });
    for (let i = 0; i < 3; i++) expect((await guess()).envelope.code).toBe(Code.wrongOldPassword);
    const locked = await client.call(api.userChangePassword, { oldPassword: 'secret123', newPassword: 'newsecret1', confirmPassword: 'newsecret1' });
    expect(locked.envelope.code).toBe(Code.tooManyRequests);
  });

  it('refuses guests and visitors; another user\'s sessions are untouched', async () => {
    const input = { oldPassword: 'secret123', newPassword: 'newsecret1', confirmPassword: 'newsecret1' };
    expect((await cast.guest.call(api.userChangePassword, input)).envelope.code).toBe(Code.needRegistered);
    expect((await cast.visitor.call(api.userChangePassword, input)).envelope.code).toBe(Code.loginExpired);
    const someone = await cast.h.registered('profile_someone');
    expect((await someone.call(api.userChangePassword, input)).envelope.code).toBe(Code.ok);
    expect((await cast.member.call(api.userInfo, {})).envelope.code).toBe(Code.ok);
    expect((await cast.other.call(api.userInfo, {})).envelope.code).toBe(Code.ok);
  });
});

describe('login/before', () => {
  it('tells the tries left and, once the account is locked, for how long, without counting itself', async () => {
    const client = await cast.h.visitor();
    const ask = async (account = 'profile_member') => (await client.call(api.loginBefore, { account })).data;
    expect(await ask()).toEqual({ lockedForSeconds: 0, attemptsLeft: 3 });
    expect(await ask()).toEqual({ lockedForSeconds: 0, attemptsLeft: 3 });
    for (let i = 1; i <= 3; i++) {
      await client.call(api.loginOfficial, { account: 'profile_member', password: 'wrongpass' });
      const state = await ask();
      if (i < 3) expect(state).toEqual({ lockedForSeconds: 0, attemptsLeft: 3 - i });
      else {
        expect(state.attemptsLeft).toBe(0);
        expect(state.lockedForSeconds).toBeGreaterThan(800);
        expect(state.lockedForSeconds).toBeLessThanOrEqual(900);
      }
    }
    // The form's prediction holds: the next sign-in is refused, even with the right password.
    expect((await client.call(api.loginOfficial, { account: 'PROFILE_MEMBER', password: 'secret123' })).envelope.code).toBe(Code.tooManyRequests);
    // Another account from this address is not locked; an unknown one answers like a known one.
    expect(await ask('profile_other')).toEqual({ lockedForSeconds: 0, attemptsLeft: 3 });
    expect(await ask('no_such_account')).toEqual({ lockedForSeconds: 0, attemptsLeft: 3 });
  });

  it('answers guests and signed-in users alike, and refuses bad input', async () => {
    expect((await cast.guest.call(api.loginBefore, { account: 'profile_other' })).data).toMatchObject({ lockedForSeconds: 0 });
    expect((await cast.other.call(api.loginBefore, { account: 'profile_other' })).data).toMatchObject({ lockedForSeconds: 0 });
    expect((await cast.guest.call(api.loginBefore, { account: '' })).envelope.tip).toContain('请输入账号');
    expect((await cast.guest.call(api.loginBefore, { account: 'a'.repeat(33) })).envelope.code).toBe(Code.badRequest);
    expect((await cast.guest.call(api.loginBefore, {} as never)).envelope.code).toBe(Code.badRequest);
  });
});
