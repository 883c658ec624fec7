import { Code, LOCK_WRONG_TRIES_MAX, api } from '@md/contract';
import { describe, expect, it } from 'vitest';
import { useCast } from '../../test/fixtures.ts';

const cast = useCast('lock', {});

/** A second session of a registered account (another device of the same person). */
async function signIn(account: string) {
  const c = await cast.h.client().prime();
  c.token = (await c.call(api.loginOfficial, { account, password: 'secret123' })).data.token;
  return c;
}

describe('privacy lock (user/lockscreencode/*)', () => {
  it('sets, checks, changes and clears a code; the state is the caller\'s own', async () => {
    expect((await cast.member.call(api.userLockscreencodeState, {})).data).toEqual({ enabled: false });
    expect((await cast.member.call(api.userLockscreencodeSet, { code: '1234' })).data).toEqual({ enabled: true });
    expect((await cast.member.call(api.userLockscreencodeState, {})).data).toEqual({ enabled: true });
    expect((await cast.other.call(api.userLockscreencodeState, {})).data).toEqual({ enabled: false });
    expect((await cast.member.call(api.userLockscreencodeCheck, { code: '1234' })).data).toEqual({ unlocked: true });

    // Changing needs the current code; a wrong one is refused and counted.
    expect((await cast.member.call(api.userLockscreencodeSet, { code: '567890' })).envelope.code).toBe(Code.badRequest);
    const wrongOld = await cast.member.call(api.userLockscreencodeSet, { code: '567890', oldCode: '0000' });
    expect(wrongOld.envelope.code).toBe(Code.lockCodeWrong);
    expect(wrongOld.envelope.tip).toContain(String(LOCK_WRONG_TRIES_MAX - 1));
    expect((await cast.member.call(api.userLockscreencodeSet, { code: '567890', oldCode: '1234' })).data).toEqual({ enabled: true });
    expect((await cast.member.call(api.userLockscreencodeCheck, { code: '1234' })).envelope.code).toBe(Code.lockCodeWrong);
    expect((await cast.member.call(api.userLockscreencodeCheck, { code: '567890' })).data).toEqual({ unlocked: true });

    // The code is stored hashed, never as typed.
    const { lockCodes } = await import('../../db/schema/index.ts');
    const rows = await cast.h.deps.db.select().from(lockCodes);
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).toMatch(/^\$argon2id\$/);
    expect(rows[0].codeHash).not.toContain('567890');

    // Another user's code is not theirs to check: they have none.
    expect((await cast.other.call(api.userLockscreencodeCheck, { code: '567890' })).envelope.code).toBe(Code.badRequest);

    expect((await cast.member.call(api.userLockscreencodeSet, { code: null, oldCode: '567890' })).data).toEqual({ enabled: false });
    expect((await cast.member.call(api.userLockscreencodeState, {})).data).toEqual({ enabled: false });
  });

  it('signs the session out at the 5th wrong code in a row; a right code clears the count; other sessions stay', async () => {
    const account = 'lock_member';
    await cast.member.call(api.userLockscreencodeSet, { code: '2468' });
    const device = await signIn(account);
    // Four wrong, one right: the count starts again.
    for (let i = 1; i < LOCK_WRONG_TRIES_MAX; i++) expect((await device.call(api.userLockscreencodeCheck, { code: '1111' })).envelope.code).toBe(Code.lockCodeWrong);
    expect((await device.call(api.userLockscreencodeCheck, { code: '2468' })).data).toEqual({ unlocked: true });
    for (let i = 1; i < LOCK_WRONG_TRIES_MAX; i++) {
      const res = await device.call(api.userLockscreencodeCheck, { code: '1111' });
      expect(res.envelope.code).toBe(Code.lockCodeWrong);
      expect(res.envelope.tip).toContain(String(LOCK_WRONG_TRIES_MAX - i));
    }
    const last = await device.call(api.userLockscreencodeCheck, { code: '1111' });
    expect(last.envelope.code).toBe(Code.loginExpired);
    expect((await device.call(api.userInfo, {})).envelope.code).toBe(Code.loginExpired);
    // The member's other session is untouched, and the password signs the device in again.
    expect((await cast.member.call(api.userInfo, {})).envelope.code).toBe(Code.ok);
    const again = await signIn(account);
    expect((await again.call(api.userLockscreencodeCheck, { code: '2468' })).data).toEqual({ unlocked: true });
    await cast.member.call(api.userLockscreencodeSet, { code: null, oldCode: '2468' });
  });

  it('parallel wrong guesses cannot pass the limit', async () => {
    await cast.other.call(api.userLockscreencodeSet, { code: '8642' });
    const device = await signIn('lock_other');
    const results = await Promise.all(Array.from({ length: 12 }, () => device.call(api.userLockscreencodeCheck, { code: '0000' })));
    const codes = results.map((r) => r.envelope.code);
    expect(codes.filter((c) => c === Code.lockCodeWrong)).toHaveLength(LOCK_WRONG_TRIES_MAX - 1);
    // Even the right code is refused once the session is out.
    expect((await device.call(api.userLockscreencodeCheck, { code: '8642' })).envelope.code).toBe(Code.loginExpired);
  });

  it('refuses bad codes, guests and visitors', async () => {
    for (const code of ['123', '1234567', '12a4', ' 1234', '１２３４', '']) {
      expect((await cast.member.raw(api.userLockscreencodeSet, { code })).status, code).toBe(400);
      expect((await cast.member.raw(api.userLockscreencodeCheck, { code })).status, code).toBe(400);
    }
    expect((await cast.member.raw(api.userLockscreencodeSet, { code: 1234 })).status).toBe(400);
    expect((await cast.member.raw(api.userLockscreencodeCheck, {})).status).toBe(400);
    expect((await cast.member.raw(api.userLockscreencodeState, { userId: 1 })).status).toBe(400);
    expect((await cast.guest.call(api.userLockscreencodeSet, { code: '1234' })).envelope.code).toBe(Code.needRegistered);
    expect((await cast.guest.call(api.userLockscreencodeCheck, { code: '1234' })).envelope.code).toBe(Code.needRegistered);
    expect((await cast.guest.call(api.userLockscreencodeState, {})).data).toEqual({ enabled: false });
    expect((await cast.visitor.call(api.userLockscreencodeState, {})).envelope.code).toBe(Code.loginExpired);
    expect((await cast.visitor.call(api.userLockscreencodeSet, { code: '1234' })).envelope.code).toBe(Code.loginExpired);
  });
});
