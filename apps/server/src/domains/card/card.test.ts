import { ACCOUNT_CARD_DAYS, CARD_RESTORE_LIMIT, Code, api } from '@md/contract';
import { describe, expect, it } from 'vitest';
import { useCast } from '../../test/fixtures.ts';

const cast = useCast('card', {});

/** A fresh device, as a person on another phone would be: its own address, so limits are its own. */
const device = (ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`) => cast.h.client({ ip }).prime();

describe('account credential card', () => {
  it('issues a card whose credential signs in as that account on another device; the old device keeps its session', async () => {
    const before = (await cast.member.call(api.userQrcode, {})).data;
    expect(before.card).toBeNull();
    const issued = (await cast.member.call(api.userQrcode, { action: 'issue' })).data;
    expect(issued.credential).toMatch(/^MDC1\./);
    expect(issued.qrImage).toMatch(/^data:image\/png;base64,/);
    expect(Date.parse(issued.card!.expiresAt) - Date.parse(issued.card!.issuedAt)).toBe(ACCOUNT_CARD_DAYS * 86_400_000);
    // show answers the dates, never the credential again
    const shown = (await cast.member.call(api.userQrcode, { action: 'show' })).data;
    expect(shown).toEqual({ card: issued.card });

    const other = await device();
    const restored = await other.call(api.userQrcodeInfo, { credential: `  ${issued.credential!} ` });
    expect(restored.envelope.code).toBe(Code.ok);
    const me = (await cast.member.call(api.userInfo, {})).data;
    expect(restored.data.userInfo.id).toBe(me.id);
    other.token = restored.data.token;
    expect((await other.call(api.userInfo, {})).data.account).toBe('card_member');
    expect((await cast.member.call(api.userInfo, {})).envelope.code).toBe(Code.ok);
  });

  it('a guest can save a card and get the same guest back elsewhere', async () => {
    const issued = (await cast.guest.call(api.userQrcode, { action: 'issue' })).data;
    const other = await device();
    const restored = await other.call(api.userQrcodeInfo, { credential: issued.credential! });
    expect(restored.data.userInfo.id).toBe((await cast.guest.call(api.userInfo, {})).data.id);
    expect(restored.data.userInfo.account).toBeNull();
  });

  it("a password change ends the account's card: one issued from a stolen session no longer signs back in", async () => {
    const owner = await cast.h.registered('card_pw_owner');
    const thief = await device();
    thief.token = (await thief.call(api.loginOfficial, { account: 'card_pw_owner', password: 'secret123' })).data.token;
    const { credential } = (await thief.call(api.userQrcode, { action: 'issue' })).data;
    // A wrong old password changes nothing, the card included.
    expect((await owner.call(api.userChangePassword, { oldPassword: 'wrong-one', newPassword: 'newsecret1', confirmPassword: 'newsecret1' })).envelope.code).toBe(Code.wrongOldPassword);
    expect((await owner.call(api.userQrcode, {})).data.card).not.toBeNull();
    expect((await owner.call(api.userChangePassword, { oldPassword: 'secret123', newPassword: 'newsecret1', confirmPassword: 'newsecret1' })).data).toEqual({ signedOut: 1, cardRevoked: true });
    expect((await thief.call(api.userInfo, {})).envelope.code).toBe(Code.loginExpired);
    expect((await (await device()).call(api.userQrcodeInfo, { credential: credential! })).envelope.code).toBe(Code.cardRevoked);
    expect((await owner.call(api.userQrcode, {})).data.card).toBeNull();
    // The owner may issue a new one, which works.
    const fresh = (await owner.call(api.userQrcode, { action: 'issue' })).data.credential!;
    expect((await (await device()).call(api.userQrcodeInfo, { credential: fresh })).envelope.code).toBe(Code.ok);
  });

  it('a card sign-in or a card issue racing a password change leaves no way in behind it', async () => {
    for (let round = 0; round < 4; round++) {
      const owner = await cast.h.registered(`card_race_${round}`);
      const { credential } = (await owner.call(api.userQrcode, { action: 'issue' })).data;
      const thief = await device();
      thief.token = (await thief.call(api.loginOfficial, { account: `card_race_${round}`, password: 'secret123' })).data.token;
      const restorer = await device();
      const [restored, issued] = await Promise.all([
        restorer.call(api.userQrcodeInfo, { credential: credential! }),
        thief.call(api.userQrcode, { action: 'issue' }),
        owner.call(api.userChangePassword, { oldPassword: 'secret123', newPassword: 'newsecret1', confirmPassword: 'newsecret1' }),
      ]);
      // The restore came first (its session then ended with the others) or after (the card refused).
      if (restored.envelope.code === Code.ok) {
        restorer.token = restored.data.token;
        expect((await restorer.call(api.userInfo, {})).envelope.code).toBe(Code.loginExpired);
      } else expect(restored.envelope.code).toBe(Code.cardRevoked);
      // The thief's new card came first (then revoked) or after (refused: its session had ended).
      if (issued.envelope.code === Code.ok) {
        expect((await (await device()).call(api.userQrcodeInfo, { credential: issued.data.credential! })).envelope.code).toBe(Code.cardRevoked);
      } else expect(issued.envelope.code).toBe(Code.loginExpired);
    }
  });

  it('a new card ends the old one; revoke ends the current one', async () => {
    const first = (await cast.other.call(api.userQrcode, { action: 'issue' })).data.credential!;
    const second = (await cast.other.call(api.userQrcode, { action: 'issue' })).data.credential!;
    const b = await device();
    expect((await b.call(api.userQrcodeInfo, { credential: first })).envelope).toMatchObject({ code: Code.cardRevoked, tip: expect.stringContaining('作废') });
    expect((await b.call(api.userQrcodeInfo, { credential: second })).envelope.code).toBe(Code.ok);
    const revoked = (await cast.other.call(api.userQrcode, { action: 'revoke' })).data;
    expect(revoked.card).toBeNull();
    expect((await b.call(api.userQrcodeInfo, { credential: second })).envelope.code).toBe(Code.cardRevoked);
  });

  it('two issues at once leave exactly one card that works', async () => {
    const user = await cast.h.registered('card_racer');
    const [a, b] = await Promise.all([user.call(api.userQrcode, { action: 'issue' }), user.call(api.userQrcode, { action: 'issue' })]);
    const c = await device();
    const codes = [(await c.call(api.userQrcodeInfo, { credential: a.data.credential! })).envelope.code, (await c.call(api.userQrcodeInfo, { credential: b.data.credential! })).envelope.code];
    expect(codes.sort()).toEqual([Code.ok, Code.cardRevoked].sort());
  });

  it('an expired card is refused with its own tip', async () => {
    const user = await cast.h.registered('card_expiry');
    const credential = (await user.call(api.userQrcode, { action: 'issue' })).data.credential!;
    const c = await device();
    cast.h.clock.offset = ACCOUNT_CARD_DAYS * 86_400 - 60;
    try {
      expect((await c.call(api.userQrcodeInfo, { credential })).envelope.code).toBe(Code.ok);
      cast.h.clock.offset = ACCOUNT_CARD_DAYS * 86_400 + 60;
      const late = await c.call(api.userQrcodeInfo, { credential });
      expect(late.envelope).toMatchObject({ code: Code.cardExpired, tip: expect.stringContaining('过期') });
    } finally {
      cast.h.clock.offset = 0;
    }
  });

  it('forged, altered and malformed credentials are refused as invalid; an empty one is bad input', async () => {
    const credential = (await cast.member.call(api.userQrcode, { action: 'issue' })).data.credential!;
    const [prefix, expiry, secret, sig] = credential.split('.');
    const later = (parseInt(expiry, 36) + 86_400 * 365).toString(36);
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const c = await device();
    for (const forged of [
      [prefix, later, secret, sig].join('.'), // expiry pushed back: the signature no longer matches
      [prefix, expiry, flip(secret), sig].join('.'),
      [prefix, expiry, secret, flip(sig)].join('.'),
      'hello',
      credential.replace('MDC1', 'MDC2'),
    ]) {
      expect((await c.call(api.userQrcodeInfo, { credential: forged })).envelope.code, forged).toBe(Code.cardInvalid);
    }
    expect((await c.raw(api.userQrcodeInfo, { credential: '' })).status).toBe(400);
    expect((await c.raw(api.userQrcodeInfo, {})).status).toBe(400);
    expect((await c.raw(api.userQrcodeInfo, { credential: 'x'.repeat(300) })).status).toBe(400);
    expect((await cast.member.raw(api.userQrcode, { action: 'steal' })).status).toBe(400);
    expect((await cast.member.raw(api.userQrcode, { userId: 1 })).status).toBe(400);
  });

  it('limits restore attempts per address, with Retry-After', async () => {
    const c = await device('10.250.1.1');
    for (let i = 0; i < CARD_RESTORE_LIMIT; i++) expect((await c.call(api.userQrcodeInfo, { credential: `MDC1.x.${i}` })).envelope.code).toBe(Code.cardInvalid);
    const refused = await c.raw(api.userQrcodeInfo, { credential: 'MDC1.x.y' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a visitor has no card to issue; a card belongs to its owner only', async () => {
    expect((await cast.visitor.call(api.userQrcode, { action: 'issue' })).envelope.code).toBe(Code.loginExpired);
    const mine = (await cast.member.call(api.userQrcode, { action: 'issue' })).data.card!;
    // other's view and revoke never touch member's card
    expect((await cast.other.call(api.userQrcode, {})).data.card?.id).not.toBe(mine.id);
    await cast.other.call(api.userQrcode, { action: 'revoke' });
    expect((await cast.member.call(api.userQrcode, {})).data.card).toEqual(mine);
  });
});
