import { Code, api } from '@md/contract';
import { describe, expect, it } from 'vitest';
import { bannedWords } from '../../db/schema/index.ts';
import { useCast } from '../../test/fixtures.ts';

describe('nicknames and banned words, masked (the default)', () => {
  const cast = useCast('nickmask', {});

  it('masks a banned word in a new nickname and in an account name becoming the first nickname', async () => {
    const changed = await cast.member.call(api.userInfoModify, { nickname: '我是违禁词一' });
    expect(changed.data.nickname).toBe('我是＊＊＊＊');
    expect((await cast.member.call(api.userInfo, {})).data.nickname).toBe('我是＊＊＊＊');
    expect((await cast.other.call(api.userInfoModify, { nickname: '干净的名字' })).data.nickname).toBe('干净的名字');

    await cast.h.deps.db.insert(bannedWords).values({ word: 'badword' });
    const newcomer = await cast.h.registered('nick_BadWord_1');
    expect((await newcomer.call(api.userInfo, {})).data).toMatchObject({ nickname: 'nick_＊＊＊＊＊＊＊_1' });
  });
});

describe('nicknames and banned words, refused', () => {
  const cast = useCast('nickrefuse', { env: { BANNED_WORD_MODE: 'refuse' } });

  it('refuses the nickname with 4114 and keeps the old one; a sign-up whose account holds one is refused too', async () => {
    const before = (await cast.member.call(api.userInfo, {})).data.nickname;
    const refused = await cast.member.call(api.userInfoModify, { nickname: '违禁词二在此', bio: 'changed' });
    expect(refused.envelope).toMatchObject({ code: Code.bannedWord, tip: '昵称包含违禁词，请修改' });
    const now = (await cast.member.call(api.userInfo, {})).data;
    expect(now.nickname).toBe(before);
    expect(now.bio).not.toBe('changed');
    expect((await cast.member.call(api.userInfoModify, { nickname: '好名字' })).data.nickname).toBe('好名字');

    await cast.h.deps.db.insert(bannedWords).values({ word: 'badword' });
    const visitor = await cast.h.visitor();
    const signUp = await visitor.call(api.loginAccountCreate, { account: 'xbadwordx', password: 'secret123', confirmPassword: 'secret123' });
    expect(signUp.envelope.code).toBe(Code.bannedWord);
  });
});
