import { Code, INVITE_REWARD_WINDOW_SECONDS, INVITE_REWARDS_PER_DAY, INVITE_SIGNUP_POINTS, PointsReason, api, toBase64Url, utf8 } from '@md/contract';
import { describe, expect, it } from 'vitest';
import { useCast } from '../../test/fixtures.ts';
import type { TestClient } from '../../test/harness.ts';
import { smsInbox } from '../phone/service.ts';
import { movePoints } from '../points/service.ts';
import { recordSignUp } from './service.ts';

const cast = useCast('invite', { env: { PUBLIC_URL: 'https://md.example/' } });

const affCode = (value: object) => toBase64Url(utf8(JSON.stringify(value)));

/** A newcomer who landed on a share link carrying these parameters, then signed up as `account`. */
async function signUpThrough(aff: object, account: string): Promise<TestClient> {
  const c = await cast.h.visitor();
  c.token = (await c.call(api.loginGuest, { devID: c.devId, affCode: affCode(aff) })).data.token;
  const created = await c.call(api.loginAccountCreate, { account, password: 'secret123', confirmPassword: 'secret123' });
  expect(created.envelope.code).toBe(Code.ok);
  c.token = created.data.token;
  return c;
}

describe('share poster and invites', () => {
  it('shareqr answers the invite code, the share address on PUBLIC_URL and its QR; the code stays the same', async () => {
    const poster = (await cast.member.call(api.userShareqr, {})).data;
    expect(poster.affCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(poster.url).toBe(`https://md.example/share?dc=poster&pc=${poster.affCode}`);
    expect(poster.qrImage).toMatch(/^data:image\/png;base64,/);
    expect((await cast.member.call(api.userShareqr, {})).data.affCode).toBe(poster.affCode);
    expect((await cast.other.call(api.userShareqr, {})).data.affCode).not.toBe(poster.affCode);
    expect((await cast.visitor.call(api.userShareqr, {})).envelope.code).toBe(Code.loginExpired);
    expect((await cast.member.raw(api.userShareqr, { userId: 1 })).status).toBe(400);
  });

  it('a sign-up through a code records the inviter and credits them once', async () => {
    const code = (await cast.member.call(api.userShareqr, {})).data.affCode;
    const invitee = await signUpThrough({ dc: 'poster', pc: code }, 'invite_newcomer');
    const inviteeId = (await invitee.call(api.userInfo, {})).data.id;
    const list = (await cast.member.call(api.userInviteList, {})).data;
    expect(list).toMatchObject({ total: 1, affCode: code });
    expect(list.list[0]).toMatchObject({ userId: inviteeId, nickname: 'invite_newcomer', points: INVITE_SIGNUP_POINTS });
    const income = (await cast.member.call(api.userInviteIncome, {})).data;
    expect(income).toMatchObject({ total: 1, totalPoints: INVITE_SIGNUP_POINTS });
    expect(income.list[0]).toMatchObject({ points: INVITE_SIGNUP_POINTS, ref: `user:${inviteeId}` });
    const ledger = (await cast.member.call(api.userScoreList, {})).data;
    expect(ledger.balance).toBe(INVITE_SIGNUP_POINTS);
    // recorded again (a retry): nothing changes
    await recordSignUp(cast.h.deps, inviteeId);
    expect((await cast.member.call(api.userScoreList, {})).data.balance).toBe(INVITE_SIGNUP_POINTS);
    expect((await cast.member.call(api.userInviteList, {})).data.total).toBe(1);
  });

  it('a sign-up by phone through a code credits the inviter too; a later phone sign-in does not again', async () => {
    const host = await cast.h.registered('invite_phone_host');
    const code = (await host.call(api.userShareqr, {})).data.affCode;
    const c = await cast.h.client({ ip: '10.61.0.7' }).prime();
    c.token = (await c.call(api.loginGuest, { devID: c.devId, affCode: affCode({ dc: 'poster', pc: code }) })).data.token;
    const mobile = '13900007777';
    const signIn = async () => {
      expect((await c.call(api.loginCaptcha, { mobile, country: 'CN', purpose: 'login' })).envelope.code).toBe(Code.ok);
      const sent = smsInbox(cast.h.deps).filter((m) => m.to === `+86${mobile}` && m.purpose === 'login').at(-1)!;
      return c.call(api.loginPhone, { mobile, country: 'CN', code: sent.code });
    };
    const first = await signIn();
    expect([first.envelope.code, first.data.created]).toEqual([Code.ok, true]);
    c.token = first.data.token; // the guest became the account: its own token ended
    expect((await host.call(api.userScoreList, {})).data.balance).toBe(INVITE_SIGNUP_POINTS);
    expect((await host.call(api.userInviteList, {})).data.list.map((row) => row.userId)).toContain(first.data.userInfo.id);
    cast.h.clock.offset += 61; // the next code for the number may be sent after 60 s
    const again = await signIn();
    cast.h.clock.offset -= 61;
    expect([again.envelope.code, again.data.created]).toEqual([Code.ok, false]);
    expect((await host.call(api.userScoreList, {})).data.balance).toBe(INVITE_SIGNUP_POINTS);
  });

  it('an unknown code, no code, or a sign-up without a guest credits nobody', async () => {
    await signUpThrough({ dc: 'poster', pc: 'ZZZZZZZZ' }, 'invite_unknown');
    await signUpThrough({ dc: 'video' }, 'invite_nocode');
    await cast.h.registered('invite_plain');
    expect((await cast.member.call(api.userInviteList, {})).data.total).toBe(1);
    expect((await cast.other.call(api.userInviteList, {})).data.total).toBe(0);
  });

  it('a sign-up on a device the inviter has used is recorded but earns nothing (inviting oneself)', async () => {
    const host = await cast.h.registered('invite_self_host');
    const code = (await host.call(api.userShareqr, {})).data.affCode;
    // The same browser: the host's device id, a new guest on it (as after signing out), a new account made there.
    const c = await cast.h.client({ devId: host.devId }).prime();
    c.token = (await c.call(api.loginGuest, { devID: c.devId, affCode: affCode({ dc: 'poster', pc: code }) })).data.token;
    const created = await c.call(api.loginAccountCreate, { account: 'invite_self_alt', password: 'secret123', confirmPassword: 'secret123' });
    expect(created.envelope.code).toBe(Code.ok);
    const list = (await host.call(api.userInviteList, {})).data;
    expect(list.list.map((row) => [row.userId, row.points])).toEqual([[created.data.userInfo.id, 0]]);
    expect((await host.call(api.userScoreList, {})).data.balance).toBe(0);
    expect((await host.call(api.messageList, { tab: 'announce' })).data.list.filter((m) => m.kind === 'inviteIncome')).toEqual([]);
    // Another device, through the same code: rewarded.
    await signUpThrough({ dc: 'poster', pc: code }, 'invite_self_friend');
    expect((await host.call(api.userScoreList, {})).data.balance).toBe(INVITE_SIGNUP_POINTS);
  });

  it('the device stays the inviter\'s after they sign out and it goes on as a guest; one landing earns at most once', async () => {
    // The host signs up from a guest on device D (as on the web), signs out, and D goes on with a new guest.
    const d = await cast.h.client().prime();
    const first = (await d.call(api.loginGuest, { devID: d.devId })).data;
    d.token = first.token;
    d.token = (await d.call(api.loginAccountCreate, { account: 'invite_gone_host', password: 'secret123', confirmPassword: 'secret123' })).data.token;
    const host = d;
    const code = (await host.call(api.userShareqr, {})).data.affCode;
    const hostToken = host.token;
    expect((await host.call(api.userLogout, {})).envelope.code).toBe(Code.ok);
    const again = await cast.h.client({ devId: d.devId }).prime();
    again.token = (await again.call(api.loginGuest, { devID: d.devId, deviceSecret: first.deviceSecret })).data.token;
    // D without its secret (storage cleared), landing through the host's own link, makes an account: nothing earned.
    const fresh = await cast.h.client({ devId: d.devId }).prime();
    fresh.token = (await fresh.call(api.loginGuest, { devID: d.devId, affCode: affCode({ dc: 'poster', pc: code }) })).data.token;
    expect((await fresh.call(api.loginAccountCreate, { account: 'invite_gone_alt', password: 'secret123', confirmPassword: 'secret123' })).envelope.code).toBe(Code.ok);

    // A friend's device landed once through the host's link: its first account earns the host points; signing out
    // and making another account on the same device (its returning guest) earns nothing more.
    const friend = await cast.h.client().prime();
    const landed = (await friend.call(api.loginGuest, { devID: friend.devId, affCode: affCode({ dc: 'poster', pc: code }) })).data;
    friend.token = landed.token;
    friend.token = (await friend.call(api.loginAccountCreate, { account: 'invite_gone_friend', password: 'secret123', confirmPassword: 'secret123' })).data.token;
    await friend.call(api.userLogout, {});
    friend.token = (await friend.call(api.loginGuest, { devID: friend.devId, deviceSecret: landed.deviceSecret })).data.token;
    expect((await friend.call(api.loginAccountCreate, { account: 'invite_gone_friend2', password: 'secret123', confirmPassword: 'secret123' })).envelope.code).toBe(Code.ok);

    const signedIn = await cast.h.client().prime();
    signedIn.token = (await signedIn.call(api.loginOfficial, { account: 'invite_gone_host', password: 'secret123' })).data.token;
    expect(hostToken).not.toBe(signedIn.token);
    const list = (await signedIn.call(api.userInviteList, {})).data.list;
    expect(list.map((row) => row.points).sort()).toEqual([0, INVITE_SIGNUP_POINTS]);
    expect((await signedIn.call(api.userScoreList, {})).data.balance).toBe(INVITE_SIGNUP_POINTS);
  });

  it(`at most ${INVITE_REWARDS_PER_DAY} sign-ups a day earn one inviter points; the others are recorded; a day later they earn again`, async () => {
    const host = await cast.h.registered('invite_busy_host');
    const code = (await host.call(api.userShareqr, {})).data.affCode;
    for (let i = 0; i <= INVITE_REWARDS_PER_DAY; i++) await signUpThrough({ dc: 'poster', pc: code }, `invite_busy_${i}`);
    const list = (await host.call(api.userInviteList, { pageSize: 50 })).data;
    expect(list.total).toBe(INVITE_REWARDS_PER_DAY + 1);
    expect(list.list.filter((row) => row.points === 0)).toHaveLength(1);
    expect((await host.call(api.userScoreList, {})).data.balance).toBe(INVITE_REWARDS_PER_DAY * INVITE_SIGNUP_POINTS);
    cast.h.clock.offset += INVITE_REWARD_WINDOW_SECONDS + 1;
    try {
      await signUpThrough({ dc: 'poster', pc: code }, 'invite_busy_next');
    } finally {
      cast.h.clock.offset -= INVITE_REWARD_WINDOW_SECONDS + 1;
    }
    expect((await host.call(api.userScoreList, {})).data.balance).toBe((INVITE_REWARDS_PER_DAY + 1) * INVITE_SIGNUP_POINTS);
  });

  it('nobody reads another user\'s invitees or income; a visitor is refused; bad paging is refused', async () => {
    const others = (await cast.other.call(api.userInviteList, {})).data;
    expect(others.list).toEqual([]);
    expect((await cast.other.call(api.userInviteIncome, {})).data).toMatchObject({ total: 0, totalPoints: 0 });
    for (const endpoint of [api.userInviteList, api.userInviteIncome, api.userWorkIncome]) {
      expect((await cast.visitor.call(endpoint, {})).envelope.code).toBe(Code.loginExpired);
      for (const body of [{ page: 0 }, { pageSize: 500 }, { userId: 1 }]) expect((await cast.member.raw(endpoint, body)).status).toBe(400);
    }
    // a guest has a code and an empty list
    expect((await cast.guest.call(api.userInviteList, {})).data).toMatchObject({ total: 0, affCode: expect.stringMatching(/^[A-Z2-9]{8}$/) });
  });

  it('work/income is empty until works are credited, then lists only the caller\'s works income', async () => {
    expect((await cast.other.call(api.userWorkIncome, {})).data).toMatchObject({ total: 0, totalPoints: 0, list: [] });
    const otherId = (await cast.other.call(api.userInfo, {})).data.id;
    await movePoints(cast.h.deps, { userId: otherId, delta: 7, reason: PointsReason.workIncome, ref: 'work:1', key: 'work-1' });
    await movePoints(cast.h.deps, { userId: otherId, delta: 3, reason: PointsReason.operator, key: 'grant' });
    const income = (await cast.other.call(api.userWorkIncome, {})).data;
    expect(income).toMatchObject({ total: 1, totalPoints: 7 });
    expect(income.list[0]).toMatchObject({ points: 7, ref: 'work:1' });
    expect((await cast.member.call(api.userWorkIncome, {})).data.total).toBe(0);
  });
});
