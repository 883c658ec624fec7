import { Code, api, sha256Hex, toBase64Url, utf8 } from '@md/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../../db/schema/index.ts';
import { createHarness, type Harness, type TestClient } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function guest(): Promise<TestClient> {
  const client = await h.client().prime();
  const res = await client.call(api.loginGuest, { devID: client.devId });
  expect(res.envelope.code).toBe(Code.ok);
  client.token = res.data.token;
  return client;
}

let accounts = 0;
async function registered(password = 'secret123') {
  const client = await guest();
  const account = `user_${Date.now().toString(36)}${++accounts}`;
  const res = await client.call(api.loginAccountCreate, { account, password, confirmPassword: password });
  expect(res.envelope.code).toBe(Code.ok);
  client.token = res.data.token;
  return { client, account, password };
}

const affCode = (value: unknown) => toBase64Url(utf8(JSON.stringify(value)));

describe('login/guest', () => {
  it('creates a guest with a token and a device secret, and returns the same guest to the device that proves it', async () => {
    const client = await h.client().prime();
    const first = await client.call(api.loginGuest, { devID: client.devId, affCode: affCode({ dc: 'ch01', pc: 'p9' }) });
    expect(first.envelope.code).toBe(Code.ok);
    expect(first.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.data.deviceSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.data.userInfo).toMatchObject({ account: null, mobile: null });
    expect(first.data.userInfo.nickname).toMatch(/^游客\d{6}$/);
    const second = await client.call(api.loginGuest, { devID: client.devId, deviceSecret: first.data.deviceSecret });
    expect(second.data.userInfo.id).toBe(first.data.userInfo.id);
    expect(second.data.token).not.toBe(first.data.token);
    // Issued once: the returning device keeps the secret it has.
    expect(second.data).not.toHaveProperty('deviceSecret');
  });

  it.each([
    ['missing devID', {}],
    ['devID of the wrong type', { devID: 12345678 }],
    ['devID too short', { devID: 'abc' }],
    ['devID with forbidden characters', { devID: 'abc def ghi' }],
    ['oversized devID', { devID: 'a'.repeat(65) }],
    ['extra field', { devID: 'device-12345678', admin: true }],
    ['affCode that is not base64 JSON', { devID: 'device-12345678', affCode: '%%%' }],
    ['affCode with an unknown key', { devID: 'device-12345678', affCode: affCode({ dc: 'a', x: 1 }) }],
    ['affCode with a script', { devID: 'device-12345678', affCode: affCode({ dc: '<script>' }) }],
    ['oversized affCode', { devID: 'device-12345678', affCode: 'a'.repeat(600) }],
    ['deviceSecret of the wrong type', { devID: 'device-12345678', deviceSecret: 42 }],
    ['deviceSecret with forbidden characters', { devID: 'device-12345678', deviceSecret: 'not a secret' }],
    ['oversized deviceSecret', { devID: 'device-12345678', deviceSecret: 'a'.repeat(129) }],
  ])('refuses %s with 400 and writes nothing', async (_name, body) => {
    const client = await h.client().prime();
    const res = await client.raw(api.loginGuest, body);
    expect(res.status).toBe(400);
    expect(res.envelope.code).toBe(Code.badRequest);
    expect(res.envelope.tip.length).toBeGreaterThan(0);
    expect(res.envelope.data).toBeNull();
  });
});

describe('login/guest: the device id alone does not resume a guest', () => {
  /** A guest who collected something, so that "untouched" has something to check. */
  async function victim() {
    const client = await h.client().prime();
    const first = await client.call(api.loginGuest, { devID: client.devId });
    client.token = first.data.token;
    return { client, user: first.data.userInfo, secret: first.data.deviceSecret! };
  }

  it.each([
    ['no secret', undefined],
    ['a wrong secret', 'W'.repeat(43)],
    ['an empty secret', ''],
  ])('gives a caller with the victim\'s device id and %s a new guest of its own', async (_name, deviceSecret) => {
    const { client, user, secret } = await victim();
    const before = await client.call(api.userInfo, {});
    const attacker = await h.client({ devId: client.devId }).prime();
    const taken = await attacker.call(api.loginGuest, { devID: client.devId, ...(deviceSecret === undefined ? {} : { deviceSecret }) });
    expect(taken.envelope.code).toBe(Code.ok);
    expect(taken.data.userInfo.id).not.toBe(user.id);
    expect(taken.data.userInfo.uuid).not.toBe(user.uuid);
    // The new guest gets a secret of its own, which resumes it and only it.
    expect(taken.data.deviceSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(taken.data.deviceSecret).not.toBe(secret);
    const again = await attacker.call(api.loginGuest, { devID: client.devId, deviceSecret: taken.data.deviceSecret });
    expect(again.data.userInfo.id).toBe(taken.data.userInfo.id);
    // The victim's guest is untouched: same user and token, and the right secret still resumes it.
    expect((await client.call(api.userInfo, {})).data).toEqual(before.data);
    const back = await client.call(api.loginGuest, { devID: client.devId, deviceSecret: secret });
    // user/info says more (profile, points): every field the sign-in answer has is the same.
    expect(before.data).toMatchObject(back.data.userInfo);
    expect(back.data.userInfo.id).toBe(user.id);
  });

  it('does not resume a guest with its secret under another device id', async () => {
    const { user, secret } = await victim();
    const other = await h.client().prime();
    const res = await other.call(api.loginGuest, { devID: other.devId, deviceSecret: secret });
    expect(res.data.userInfo.id).not.toBe(user.id);
  });

  it('gives a device whose guest signed up a fresh guest, for the same secret', async () => {
    const { client, user, secret } = await victim();
    const signedUp = await client.call(api.loginAccountCreate, { account: `dev_owner${Date.now().toString(36)}`, password: 'secret123', confirmPassword: 'secret123' });
    expect(signedUp.data.userInfo.id).toBe(user.id);
    const next = await client.call(api.loginGuest, { devID: client.devId, deviceSecret: secret }, { token: null });
    expect(next.data.userInfo.account).toBeNull();
    expect(next.data.userInfo.id).not.toBe(user.id);
    const same = await client.call(api.loginGuest, { devID: client.devId, deviceSecret: secret }, { token: null });
    expect(same.data.userInfo.id).toBe(next.data.userInfo.id);
  });

  it('stores the secret only as its SHA-256, and sends it in no other answer', async () => {
    const { client, secret } = await victim();
    const rows = await h.deps.db.select().from(devices).where(eq(devices.devId, client.devId));
    expect(rows).toHaveLength(1);
    expect(rows[0].secretHash).toBe(await sha256Hex(secret));
    expect(JSON.stringify(rows)).not.toContain(secret);
    const answers = [
      await client.call(api.userInfo, {}),
      await client.call(api.pingConfig),
      await client.call(api.loginAccountCreate, { account: `no_secret${Date.now().toString(36)}`, password: 'secret123', confirmPassword: 'secret123' }),
    ];
    for (const answer of answers) {
      expect(answer.envelope.code).toBe(Code.ok);
      expect(JSON.stringify(answer.data)).not.toContain(secret);
      expect(answer.raw.toString()).not.toContain(secret);
      expect(JSON.stringify(answer.headers)).not.toContain(secret);
    }
  });
});

describe('login/account/create', () => {
  it('upgrades the calling guest in place and ends its old token', async () => {
    const client = await guest();
    const guestToken = client.token!;
    const before = await client.call(api.userInfo, {});
    const res = await client.call(api.loginAccountCreate, { account: 'upgrade_me1', password: 'secret123', confirmPassword: 'secret123' });
    expect(res.envelope.code).toBe(Code.ok);
    expect(res.data.userInfo).toMatchObject({ id: before.data.id, account: 'upgrade_me1' });
    expect((await client.call(api.userInfo, {}, { token: guestToken })).envelope.code).toBe(Code.loginExpired);
    client.token = res.data.token;
    expect((await client.call(api.userInfo, {})).data.account).toBe('upgrade_me1');
  });

  it('sign-ups sent at once by one guest: the guest becomes one of them, each answered account signs in', async () => {
    const client = await guest();
    const { id: guestId } = (await client.call(api.userInfo, {})).data;
    const names = ['racer_one', 'racer_two', 'racer_three', 'racer_four'];
    const answers = await Promise.all(names.map((account) => client.call(api.loginAccountCreate, { account, password: `${account}_pw`, confirmPassword: `${account}_pw` })));
    expect(answers.map((res) => res.envelope.code)).toEqual(names.map(() => Code.ok));
    // The guest (its history) went to exactly one of them; no account was renamed or given another's password.
    expect(answers.filter((res) => res.data.userInfo.id === guestId)).toHaveLength(1);
    expect(new Set(answers.map((res) => res.data.userInfo.id)).size).toBe(names.length);
    for (const [i, account] of names.entries()) {
      expect((await client.call(api.userInfo, {}, { token: answers[i].data.token })).data).toMatchObject({ id: answers[i].data.userInfo.id, account });
      expect((await h.client().prime().then((c) => c.call(api.loginOfficial, { account, password: `${account}_pw` }))).envelope.code).toBe(Code.ok);
    }
  });

  it('a sign-up sent twice at once: one account, the second told the name is taken', async () => {
    const client = await guest();
    const body = { account: 'double_tap1', password: 'secret123', confirmPassword: 'secret123' };
    const codes = (await Promise.all([client.call(api.loginAccountCreate, body), client.call(api.loginAccountCreate, body)])).map((res) => res.envelope.code);
    expect(codes.sort()).toEqual([Code.ok, Code.accountTaken].sort());
  });

  it('creates a new user when called without a token', async () => {
    const client = await h.client().prime();
    const res = await client.call(api.loginAccountCreate, { account: 'fresh_user', password: 'secret123', confirmPassword: 'secret123' });
    expect(res.envelope.code).toBe(Code.ok);
    expect(res.data.userInfo.account).toBe('fresh_user');
  });

  it('refuses an account already taken, whatever its case', async () => {
    const { account } = await registered();
    const client = await guest();
    const res = await client.call(api.loginAccountCreate, { account: account.toUpperCase(), password: 'secret123', confirmPassword: 'secret123' });
    expect(res.status).toBe(200);
    expect(res.envelope).toMatchObject({ code: Code.accountTaken, tip: '该账号已被注册' });
    expect((await client.call(api.userInfo, {})).data.account).toBeNull();
  });

  it.each([
    [{ account: '', password: 'secret123', confirmPassword: 'secret123' }, '请输入账号'],
    [{ account: 'abcdefg', password: '', confirmPassword: '' }, '请输入密码'],
    [{ account: 'abcdefg', password: 'secret123', confirmPassword: '' }, '请输入确认密码'],
    [{ account: 'abcdefg', password: 'secret123', confirmPassword: 'secret124' }, '两次密码不一致 请重新确认'],
    [{ account: 'abcde', password: 'secret123', confirmPassword: 'secret123' }, '账号不少于6位'],
    [{ account: 'abcdefg', password: 'abc', confirmPassword: 'abc' }, '密码不少于6位'],
    [{ account: 'a'.repeat(33), password: 'secret123', confirmPassword: 'secret123' }, '账号不能超过32位'],
    [{ account: 'abc def', password: 'secret123', confirmPassword: 'secret123' }, '账号只能包含字母、数字和下划线'],
    [{ account: 'abcdefg', password: 'p'.repeat(65), confirmPassword: 'p'.repeat(65) }, '密码不能超过64位'],
    [{ account: 'abcdefg', password: 123456, confirmPassword: 123456 }, '请输入密码'],
    [{ account: 'abcdefg', password: 'secret123', confirmPassword: 'secret123', role: 'admin' }, '不支持的字段 role'],
  ])('refuses %j with “%s”', async (body, tip) => {
    const client = await guest();
    const res = await client.raw(api.loginAccountCreate, body);
    expect(res.status).toBe(400);
    expect(res.envelope.tip).toContain(tip);
    expect((await client.call(api.userInfo, {})).data.account).toBeNull();
  });
});

describe('login/official', () => {
  it('signs in with a new token each time; both stay valid until logout', async () => {
    const { account, password } = await registered();
    const client = await h.client().prime();
    const a = await client.call(api.loginOfficial, { account, password });
    const b = await client.call(api.loginOfficial, { account: account.toUpperCase(), password });
    expect(a.envelope.code).toBe(Code.ok);
    expect(a.data.userInfo.account).toBe(account);
    expect(a.data.token).not.toBe(b.data.token);
    expect((await client.call(api.userInfo, {}, { token: a.data.token })).envelope.code).toBe(Code.ok);
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const { account } = await registered();
    const client = await h.client().prime();
    const wrong = await client.call(api.loginOfficial, { account, password: 'wrong-password' });
    const unknown = await client.call(api.loginOfficial, { account: 'nobody_here', password: 'wrong-password' });
    expect(wrong.envelope).toEqual({ code: Code.wrongCredentials, tip: '账号或密码错误', data: null });
    expect(unknown.envelope).toEqual(wrong.envelope);
  });

  it.each([
    [{ account: '', password: 'secret123' }, '请输入账号'],
    [{ account: 'abcdefg', password: '' }, '请输入密码'],
    [{ account: 'abc', password: 'secret123' }, '账号长度不少于6位'],
    [{ account: 'abcdefg', password: 'abc' }, '密码长度不少于6位'],
    [{ account: 'abcdefg' }, '请输入密码'],
    [{ account: ['abcdefg'], password: 'secret123' }, '请输入账号'],
  ])('refuses %j with “%s”', async (body, tip) => {
    const res = await (await h.client().prime()).raw(api.loginOfficial, body);
    expect(res.status).toBe(400);
    expect(res.envelope.tip).toBe(tip);
  });

  it('answers in the language the caller asks for (Accept-Language), Chinese by default', async () => {
    const { account } = await registered();
    const client = await h.client().prime();
    const english = { headers: { 'accept-language': 'en-US' } };
    const wrong = await client.call(api.loginOfficial, { account, password: 'wrong-password' }, english);
    expect(wrong.envelope).toEqual({ code: Code.wrongCredentials, tip: 'Wrong account or password', data: null });
    const short = await client.call(api.loginOfficial, { account: 'abc', password: 'secret123' }, english);
    expect(short.envelope.tip).toBe('The account must be at least 6 characters');
    const extra = await client.raw(api.loginOfficial, { account, password: 'secret123', role: 'admin' }, english);
    expect(extra.envelope.tip).toBe('Invalid request: unsupported field role');
    const french = await client.call(api.loginOfficial, { account, password: 'wrong-password' }, { headers: { 'accept-language': 'fr-FR' } });
    expect(french.envelope.tip).toBe('账号或密码错误');
  });

  it('still signs in when the caller holds an expired token', async () => {
    const { account, password } = await registered();
    const client = await h.client().prime();
    const res = await client.call(api.loginOfficial, { account, password }, { token: 'x'.repeat(43) });
    expect(res.envelope.code).toBe(Code.ok);
  });
});

describe('user/info and user/logout', () => {
  it('answers a guest and a registered user with their own info', async () => {
    const g = await guest();
    const gi = await g.call(api.userInfo, {});
    expect(gi.data).toMatchObject({ account: null, mobile: null });
    const { client, account } = await registered();
    const ri = await client.call(api.userInfo, {});
    expect(ri.data.account).toBe(account);
    expect(ri.data.id).not.toBe(gi.data.id);
    expect(api.userInfo.response.safeParse(ri.data).success).toBe(true);
  });

  it('answers no token and an unknown token with code 1000', async () => {
    const client = await h.client().prime();
    expect((await client.call(api.userInfo, {})).envelope).toMatchObject({ code: Code.loginExpired, tip: '您的登录状态已失效' });
    expect((await client.call(api.userInfo, {}, { token: 'y'.repeat(43) })).envelope.code).toBe(Code.loginExpired);
    expect((await client.call(api.userInfo, {}, { headers: { authorization: 'Basic abc' } })).envelope.code).not.toBe(Code.ok);
  });

  it('logout ends exactly that token', async () => {
    const { client, account, password } = await registered();
    const other = await (await h.client().prime()).call(api.loginOfficial, { account, password });
    const out = await client.call(api.userLogout, {});
    expect(out.envelope.code).toBe(Code.ok);
    expect((await client.call(api.userInfo, {})).envelope.code).toBe(Code.loginExpired);
    expect((await client.call(api.userLogout, {})).envelope.code).toBe(Code.loginExpired);
    expect((await client.call(api.userInfo, {}, { token: other.data.token })).envelope.code).toBe(Code.ok);
  });

  it('refuses extra fields on user/info', async () => {
    const client = await guest();
    const res = await client.raw(api.userInfo, { userId: 1 });
    expect(res.status).toBe(400);
  });

  it('expires tokens after the session lifetime', async () => {
    const client = await guest();
    const realNow = h.deps.now;
    h.deps.now = () => realNow() + h.config.sessionDays * 86_400 + 60;
    try {
      // The signature window follows the server clock too, so sign with the shifted time.
      const res = await client.call(api.userInfo, {}, { timestamp: h.deps.now() });
      expect(res.envelope.code).toBe(Code.loginExpired);
    } finally {
      h.deps.now = realNow;
    }
  });
});
