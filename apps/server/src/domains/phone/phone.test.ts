import { Code, SMS_DAILY_LIMIT, SMS_MAX_TRIES, api, type SmsPurpose } from '@md/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsCodes } from '../../db/schema/index.ts';
import { useCast } from '../../test/fixtures.ts';
import type { TestClient } from '../../test/harness.ts';
import { bindMobileTo } from '../auth/service.ts';
import { smsInbox, useSmsProvider } from './sms.ts';

const cast = useCast('phone', {});

let serial = 0;
/** A new mainland number for each test (valid by libphonenumber: 139 then 8 digits). */
const newNumber = () => `1390000${String(++serial).padStart(4, '0')}`;
const e164 = (national: string) => `+86${national}`;

/** The newest code the inbox holds for a number and purpose. */
function codeFor(national: string, purpose: SmsPurpose) {
  const found = smsInbox(cast.h.deps)
    .filter((m) => m.to === e164(national) && m.purpose === purpose)
    .at(-1);
  if (!found) throw new Error(`no ${purpose} code for ${national}`);
  return found.code;
}

/** A client with its own address (the daily limit counts per address). */
let addresses = 0;
const freshVisitor = () => cast.h.client({ ip: `10.9.${Math.floor(++addresses / 250)}.${addresses % 250}` }).prime();

async function send(client: TestClient, mobile: string, purpose: SmsPurpose, country = 'CN') {
  return client.call(api.loginCaptcha, { mobile, country, purpose });
}

/** A new registered user signed in by phone (login code), with its number. */
async function phoneUser() {
  const client = await freshVisitor();
  const mobile = newNumber();
  expect((await send(client, mobile, 'login')).envelope.code).toBe(Code.ok);
  const res = await client.call(api.loginPhone, { mobile, country: 'CN', code: codeFor(mobile, 'login') });
  expect(res.envelope.code).toBe(Code.ok);
  client.token = res.data.token;
  return { client, mobile, user: res.data.userInfo };
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('login/captcha', () => {
  it('sends a 6-digit code in the caller language and answers the countdown and the life', async () => {
    const client = await freshVisitor();
    const mobile = newNumber();
    const res = await send(client, mobile, 'login');
    expect(res.envelope.code).toBe(Code.ok);
    expect(res.data).toEqual({ resendAfter: 60, expiresIn: 300 });
    const message = smsInbox(cast.h.deps).at(-1)!;
    expect(message).toMatchObject({ to: e164(mobile), purpose: 'login' });
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.text).toContain(message.code);
    // Stored hashed: the row never holds the code.
    const [row] = await cast.h.deps.db
      .select()
      .from(smsCodes)
      .where(eq(smsCodes.mobile, e164(mobile)));
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(message.code);
  });

  it('takes the number as E.164 with its country: +1 numbers, and refuses bad numbers and countries', async () => {
    const client = await freshVisitor();
    expect((await send(client, '(201) 555-0123', 'login', 'US')).envelope.code).toBe(Code.ok);
    expect(smsInbox(cast.h.deps).at(-1)!.to).toBe('+12015550123');
    for (const [mobile, country] of [
      ['12345', 'CN'],
      ['1380013800', 'CN'],
      ['13800138000', 'ZZ'],
      ['13800138000', 'cn'],
      ['', 'CN'],
      ['abc', 'CN'],
      ['1'.repeat(40), 'CN'],
    ]) {
      const res = await client.raw(api.loginCaptcha, { mobile, country, purpose: 'login' });
      expect([res.status, res.envelope.code], `${mobile} ${country}`).toEqual([400, Code.badRequest]);
    }
    const bad = await client.raw(api.loginCaptcha, { mobile: '12345', country: 'CN', purpose: 'login' });
    expect(bad.envelope.tip).toContain('手机号格式不正确');
    expect((await client.raw(api.loginCaptcha, { mobile: '13800138000', country: 'CN', purpose: 'steal' })).status).toBe(400);
    expect((await client.raw(api.loginCaptcha, { mobile: '13800138000', country: 'CN', purpose: 'login', extra: 1 })).status).toBe(400);
  });

  it('one send per number per 60 s, with Retry-After; the clock moving on lets the next one through', async () => {
    const mobile = newNumber();
    expect((await send(await freshVisitor(), mobile, 'login')).envelope.code).toBe(Code.ok);
    // Another caller, another purpose: still the same number's minute.
    const again = await send(await freshVisitor(), mobile, 'login');
    expect([again.status, again.envelope.code]).toEqual([429, Code.tooManyRequests]);
    const retry = Number(again.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect(again.envelope.tip).toBe(`验证码已发送，请${retry}秒后再试`);
    cast.h.clock.offset += 61;
    try {
      expect((await send(await freshVisitor(), mobile, 'login')).envelope.code).toBe(Code.ok);
    } finally {
      cast.h.clock.offset -= 61;
    }
  });

  it('20 parallel sends to one number: one code goes out, the rest wait their minute', async () => {
    const mobile = newNumber();
    const clients = await Promise.all(Array.from({ length: 20 }, () => freshVisitor()));
    const results = await Promise.all(clients.map((c) => send(c, mobile, 'login')));
    expect(results.filter((r) => r.envelope.code === Code.ok)).toHaveLength(1);
    expect(results.filter((r) => r.status === 429)).toHaveLength(19);
    expect(smsInbox(cast.h.deps).filter((m) => m.to === e164(mobile))).toHaveLength(1);
  });

  it('at most 10 a day per number and per address', async () => {
    const mobile = newNumber();
    const start = cast.h.clock.offset;
    try {
      for (let i = 0; i < SMS_DAILY_LIMIT; i++) {
        expect((await send(await freshVisitor(), mobile, 'login')).envelope.code, `send ${i + 1}`).toBe(Code.ok);
        cast.h.clock.offset += 61;
      }
      const refused = await send(await freshVisitor(), mobile, 'login');
      expect([refused.status, refused.envelope.code]).toEqual([429, Code.tooManyRequests]);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(86_400 - 11 * 61 - 5);
      expect(refused.envelope.tip).toMatch(/^今日获取验证码次数已达上限/);

      const address = await freshVisitor();
      for (let i = 0; i < SMS_DAILY_LIMIT; i++) expect((await send(address, newNumber(), 'login')).envelope.code, `address send ${i + 1}`).toBe(Code.ok);
      const byAddress = await send(address, newNumber(), 'login');
      expect([byAddress.status, byAddress.envelope.code]).toEqual([429, Code.tooManyRequests]);
      expect(Number(byAddress.headers['retry-after'])).toBeGreaterThan(86_000);
      // A day later both may send again.
      cast.h.clock.offset += 86_400;
      expect((await send(address, mobile, 'login')).envelope.code).toBe(Code.ok);
    } finally {
      cast.h.clock.offset = start;
    }
  });

  it('a gateway that fails: a clear tip, and the code it could not send is never valid', async () => {
    const client = await freshVisitor();
    const mobile = newNumber();
    const sent: string[] = [];
    const previous = useSmsProvider(cast.h.deps, {
      name: 'down',
      send: (message) => {
        sent.push(message.code);
        return Promise.reject(new Error('gateway down'));
      },
    });
    try {
      const res = await send(client, mobile, 'login');
      expect(res.envelope.code).toBe(Code.internal);
      expect(res.envelope.tip).toBe('短信发送失败，请稍后再试');
    } finally {
      useSmsProvider(cast.h.deps, previous);
    }
    expect(sent).toHaveLength(1);
    expect((await client.call(api.loginPhone, { mobile, country: 'CN', code: sent[0] })).envelope.code).toBe(Code.smsCodeInvalid);
  });
});

describe('login/phone', () => {
  it('signs up a new number, then signs in to the same account; a code is used once', async () => {
    const first = await freshVisitor();
    const mobile = newNumber();
    await send(first, mobile, 'login');
    const code = codeFor(mobile, 'login');
    const up = await first.call(api.loginPhone, { mobile, country: 'CN', code });
    expect(up.envelope.code).toBe(Code.ok);
    expect(up.data.created).toBe(true);
    expect(up.data.userInfo.mobile).toBe(e164(mobile));
    expect(up.data.userInfo.nickname).toBe(`手机用户${mobile.slice(-4)}`);
    // The same code again: used.
    const reused = await (await freshVisitor()).call(api.loginPhone, { mobile, country: 'CN', code });
    expect([reused.envelope.code, reused.envelope.tip]).toEqual([Code.smsCodeInvalid, '验证码无效或已过期，请重新获取']);

    cast.h.clock.offset += 61;
    try {
      const second = await freshVisitor();
      await send(second, mobile, 'login');
      const inn = await second.call(api.loginPhone, { mobile, country: 'CN', code: codeFor(mobile, 'login') });
      expect(inn.envelope.code).toBe(Code.ok);
      expect(inn.data.created).toBe(false);
      expect(inn.data.userInfo.id).toBe(up.data.userInfo.id);
      second.token = inn.data.token;
      expect((await second.call(api.userInfo, {})).data.mobile).toBe(e164(mobile));
      // The newcomer is registered: a registered-only call is open to it.
      expect((await second.call(api.checkinGave, {})).envelope.code).toBe(Code.ok);
    } finally {
      cast.h.clock.offset -= 61;
    }
  });

  it('a guest signing up keeps its user (history) and its old token ends; signing in to an existing account leaves the guest', async () => {
    const guest = await cast.h.guest();
    const before = (await guest.call(api.userInfo, {})).data;
    const mobile = newNumber();
    await send(guest, mobile, 'login');
    const up = await guest.call(api.loginPhone, { mobile, country: 'CN', code: codeFor(mobile, 'login') });
    expect(up.data.created).toBe(true);
    expect(up.data.userInfo.id).toBe(before.id);
    expect((await guest.call(api.userInfo, {})).envelope.code).toBe(Code.loginExpired);

    const { mobile: existing, user } = await phoneUser();
    const other = await cast.h.guest();
    const otherBefore = (await other.call(api.userInfo, {})).data;
    cast.h.clock.offset += 61;
    try {
      await send(other, existing, 'login');
      const inn = await other.call(api.loginPhone, { mobile: existing, country: 'CN', code: codeFor(existing, 'login') });
      expect(inn.data).toMatchObject({ created: false, userInfo: { id: user.id } });
      // The guest's own token still names the guest.
      expect((await other.call(api.userInfo, {})).data.id).toBe(otherBefore.id);
    } finally {
      cast.h.clock.offset -= 61;
    }
  });

  it('codes expire after 5 minutes', async () => {
    const client = await freshVisitor();
    const mobile = newNumber();
    await send(client, mobile, 'login');
    cast.h.clock.offset += 301;
    try {
      const late = await client.call(api.loginPhone, { mobile, country: 'CN', code: codeFor(mobile, 'login') });
      expect(late.envelope.code).toBe(Code.smsCodeInvalid);
    } finally {
      cast.h.clock.offset -= 301;
    }
  });

  it('wrong tries count down, and the fifth kills the code (the right code is then refused)', async () => {
    const client = await freshVisitor();
    const mobile = newNumber();
    await send(client, mobile, 'login');
    const code = codeFor(mobile, 'login');
    for (let i = 1; i <= SMS_MAX_TRIES; i++) {
      const res = await client.call(api.loginPhone, { mobile, country: 'CN', code: wrong(code) });
      expect(res.envelope.code).toBe(Code.smsCodeInvalid);
      expect(res.envelope.tip).toBe(i < SMS_MAX_TRIES ? `验证码错误，还可尝试${SMS_MAX_TRIES - i}次` : '验证码无效或已过期，请重新获取');
    }
    expect((await client.call(api.loginPhone, { mobile, country: 'CN', code })).envelope.code).toBe(Code.smsCodeInvalid);
  });

  it('a newer code replaces the older one; a code is bound to its purpose', async () => {
    const client = await freshVisitor();
    const mobile = newNumber();
    await send(client, mobile, 'login');
    const older = codeFor(mobile, 'login');
    cast.h.clock.offset += 61;
    try {
      await send(client, mobile, 'login');
      const newer = codeFor(mobile, 'login');
      if (older !== newer) expect((await client.call(api.loginPhone, { mobile, country: 'CN', code: older })).envelope.code).toBe(Code.smsCodeInvalid);
      // A login code cannot bind.
      const guest = await cast.h.guest();
      expect((await guest.call(api.loginBindMobile, { mobile, country: 'CN', code: newer })).envelope.code).toBe(Code.smsCodeInvalid);
      expect((await client.call(api.loginPhone, { mobile, country: 'CN', code: newer })).envelope.code).toBe(Code.ok);
    } finally {
      cast.h.clock.offset -= 61;
    }
  });

  it('20 parallel verifications of one code: exactly one succeeds', async () => {
    const mobile = newNumber();
    await send(await freshVisitor(), mobile, 'login');
    const code = codeFor(mobile, 'login');
    const clients = await Promise.all(Array.from({ length: 20 }, () => freshVisitor()));
    const results = await Promise.all(clients.map((c) => c.call(api.loginPhone, { mobile, country: 'CN', code })));
    expect(results.filter((r) => r.envelope.code === Code.ok)).toHaveLength(1);
    expect(results.filter((r) => r.envelope.code === Code.smsCodeInvalid)).toHaveLength(19);
  });

  it('refuses bad input before any code is looked at', async () => {
    const client = await freshVisitor();
    for (const body of [
      { mobile: newNumber(), country: 'CN', code: '12345' },
      { mobile: newNumber(), country: 'CN', code: 'abcdef' },
      { mobile: '1', country: 'CN', code: '123456' },
      { mobile: newNumber(), country: 'CN' },
    ]) {
      expect((await client.raw(api.loginPhone, body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('login/bindMobile', () => {
  it('a registered user without a number binds one; a bound user and the number of another account are refused', async () => {
    const member = cast.member;
    const mobile = newNumber();
    expect((await send(member, mobile, 'bind')).envelope.code).toBe(Code.ok);
    // Another user cannot use the member's bind code, even knowing it.
    const stolen = await cast.other.call(api.loginBindMobile, { mobile, country: 'CN', code: codeFor(mobile, 'bind'), password: 'secret123' });
    expect(stolen.envelope.code).toBe(Code.smsCodeInvalid);
    // The account's password is asked again, missing or wrong refused, and the code is left for the right one.
    const bindWith = (password?: string) => member.call(api.loginBindMobile, { mobile, country: 'CN', code: codeFor(mobile, 'bind'), password });
    expect(await bindWith().then((r) => [r.envelope.code, r.envelope.tip])).toEqual([Code.badRequest, '请输入密码']);
    expect(await bindWith('not-the-one').then((r) => [r.envelope.code, r.envelope.tip])).toEqual([Code.wrongOldPassword, '密码错误']);
    expect((await member.call(api.userInfo, {})).data.mobile).toBeNull();
    const bound = await bindWith('secret123');
    expect(bound.envelope.code).toBe(Code.ok);
    expect(bound.data.mobile).toBe(e164(mobile));
    expect((await member.call(api.userInfo, {})).data.mobile).toBe(e164(mobile));
    // Bound already: no second bind, not even a code for one.
    const twice = await send(member, newNumber(), 'bind');
    expect([twice.envelope.code, twice.envelope.tip]).toEqual([Code.mobileState, '您已绑定手机号，如需更换请使用更换手机号']);
    // The member's number is refused to the other user, at send and at bind.
    const taken = await send(cast.other, mobile, 'bind');
    expect([taken.envelope.code, taken.envelope.tip]).toEqual([Code.mobileTaken, '该手机号已绑定其他账号']);
    const takenBind = await cast.other.call(api.loginBindMobile, { mobile, country: 'CN', code: '123456' });
    expect(takenBind.envelope.code).toBe(Code.mobileTaken);
    // The number of a phone account too.
    const { mobile: phoneOwned } = await phoneUser();
    expect((await send(cast.other, phoneOwned, 'bind')).envelope.code).toBe(Code.mobileTaken);
  });

  it('a guest binds a number and becomes registered; a visitor is refused', async () => {
    const guest = await cast.h.guest();
    const mobile = newNumber();
    expect((await guest.call(api.checkinGave, {})).envelope.code).toBe(Code.needRegistered);
    await send(guest, mobile, 'bind');
    const bound = await guest.call(api.loginBindMobile, { mobile, country: 'CN', code: codeFor(mobile, 'bind') });
    expect(bound.envelope.code).toBe(Code.ok);
    expect((await guest.call(api.checkinGave, {})).envelope.code).toBe(Code.ok);
    const visitor = await freshVisitor();
    expect((await send(visitor, newNumber(), 'bind')).envelope.code).toBe(Code.loginExpired);
    expect((await visitor.call(api.loginBindMobile, { mobile: newNumber(), country: 'CN', code: '123456' })).envelope.code).toBe(Code.loginExpired);
  });

  it('a bind is written only while the password checked is still the account\'s (one changed or set meanwhile ends it)', async () => {
    const user = await cast.h.registered('phone_stale');
    const { id } = (await user.call(api.userInfo, {})).data;
    // Checked against a hash the account no longer has, or as a guest's (none) when it now has one: refused.
    await expect(bindMobileTo(cast.h.deps, id, e164(newNumber()), 'a-hash-since-replaced')).rejects.toMatchObject({ code: Code.loginExpired });
    await expect(bindMobileTo(cast.h.deps, id, e164(newNumber()), null)).rejects.toMatchObject({ code: Code.loginExpired });
    expect((await user.call(api.userInfo, {})).data.mobile).toBeNull();
  });

  it('two users racing for one number: one gets it', async () => {
    const [a, b] = await Promise.all([cast.h.registered('phone_race_a'), cast.h.registered('phone_race_b')]);
    const mobile = newNumber();
    await send(a, mobile, 'bind');
    const codeA = codeFor(mobile, 'bind');
    cast.h.clock.offset += 61;
    try {
      await send(b, mobile, 'bind');
      const codeB = codeFor(mobile, 'bind');
      // Only the newest code of a number is checked: a's code was replaced by b's.
      expect((await a.call(api.loginBindMobile, { mobile, country: 'CN', code: codeA, password: 'secret123' })).envelope.code).toBe(Code.smsCodeInvalid);
      expect((await b.call(api.loginBindMobile, { mobile, country: 'CN', code: codeB, password: 'secret123' })).envelope.code).toBe(Code.ok);
    } finally {
      cast.h.clock.offset -= 61;
    }
  });
});

describe('user/changeMobile', () => {
  it('needs a code to the old number and one to the new; both checked before either is used', async () => {
    const { client, mobile: old } = await phoneUser();
    const next = newNumber();
    // The old-number code goes to the caller's own number only.
    expect((await send(client, newNumber(), 'changeOld')).envelope.code).toBe(Code.mobileState);
    expect((await send(client, old, 'changeNew')).envelope.tip).toBe('新手机号不能与原手机号相同');
    // The sign-in code went to the old number less than a minute ago.
    expect((await send(client, old, 'changeOld')).envelope.code).toBe(Code.tooManyRequests);
    const start = cast.h.clock.offset;
    cast.h.clock.offset += 61;
    try {
      expect((await send(client, old, 'changeOld')).envelope.code).toBe(Code.ok);
      expect((await send(client, next, 'changeNew')).envelope.code).toBe(Code.ok);
      const oldCode = codeFor(old, 'changeOld');
      const newCode = codeFor(next, 'changeNew');
      // A wrong new code: refused, and the old code is still good.
      const bad = await client.call(api.userChangeMobile, { mobile: next, country: 'CN', code: wrong(newCode), oldCode });
      expect(bad.envelope.code).toBe(Code.smsCodeInvalid);
      // The codes swapped: refused (purpose-bound).
      expect((await client.call(api.userChangeMobile, { mobile: next, country: 'CN', code: oldCode, oldCode: newCode })).envelope.code).toBe(
        Code.smsCodeInvalid,
      );
      const moved = await client.call(api.userChangeMobile, { mobile: next, country: 'CN', code: newCode, oldCode });
      expect(moved.envelope.code).toBe(Code.ok);
      expect(moved.data.mobile).toBe(e164(next));
      // The old number is free again: it signs up a new account.
      cast.h.clock.offset += 61;
      const fresh = await freshVisitor();
      await send(fresh, old, 'login');
      const up = await fresh.call(api.loginPhone, { mobile: old, country: 'CN', code: codeFor(old, 'login') });
      expect(up.data.created).toBe(true);
    } finally {
      cast.h.clock.offset = start;
    }
  });

  it("refuses another account's number, a user with no number, a guest and a visitor", async () => {
    const { client } = await phoneUser();
    const { mobile: othersNumber } = await phoneUser();
    expect((await send(client, othersNumber, 'changeNew')).envelope.code).toBe(Code.mobileTaken);
    expect((await client.call(api.userChangeMobile, { mobile: othersNumber, country: 'CN', code: '123456', oldCode: '123456' })).envelope.code).toBe(
      Code.mobileTaken,
    );
    // `other` has an account and no number.
    expect((await send(cast.other, newNumber(), 'changeOld')).envelope.tip).toBe('您还没有绑定手机号');
    expect((await cast.other.call(api.userChangeMobile, { mobile: newNumber(), country: 'CN', code: '123456', oldCode: '123456' })).envelope.code).toBe(
      Code.mobileState,
    );
    expect((await cast.guest.call(api.userChangeMobile, { mobile: newNumber(), country: 'CN', code: '123456', oldCode: '123456' })).envelope.code).toBe(
      Code.needRegistered,
    );
    expect((await cast.visitor.call(api.userChangeMobile, { mobile: newNumber(), country: 'CN', code: '123456', oldCode: '123456' })).envelope.code).toBe(
      Code.loginExpired,
    );
    expect((await client.raw(api.userChangeMobile, { mobile: newNumber(), country: 'CN', code: '123456' })).status).toBe(400);
  });
});
