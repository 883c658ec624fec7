/**
 * Invites: each user's invite code (the share page's `pc`), who signed up through whose code, and the points that
 * earned the inviter (a fixed reward per sign-up through the points ledger, once per invitee). Decision 0036.
 */
import { INVITE_REWARDS_PER_DAY, INVITE_REWARD_WINDOW_SECONDS, INVITE_SIGNUP_POINTS, PointsReason, randomBytes, type api } from '@md/contract';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { inviteCodes, invitations } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { isUniqueViolation } from '../../lib/errors.ts';
import { pageOf, pageOffset } from '../../lib/paging.ts';
import { qrImage } from '../../lib/qr-image.ts';
import { authorsById, hasUsedDevice, landingAffOf, type AuthedUser } from '../auth/service.ts';
import { notifyInviteIncome } from '../message/service.ts';
import { incomeOf, movePointsIn, pointsByRef } from '../points/service.ts';

/** Letters and digits that cannot be mistaken for one another when read from a poster. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

function newCode() {
  return Array.from(randomBytes(CODE_LENGTH), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

const inviteeRef = (inviteeId: number) => `user:${inviteeId}`;

/** The user's invite code, made on first use. */
export async function inviteCodeOf(deps: Deps, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [known] = await deps.db.select({ code: inviteCodes.code }).from(inviteCodes).where(eq(inviteCodes.userId, userId)).limit(1);
    if (known) return known.code;
    try {
      await deps.db.insert(inviteCodes).values({ userId, code: newCode() }).onConflictDoNothing({ target: inviteCodes.userId });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error; // the code was taken by someone else: draw again
    }
  }
  throw new Error('invite: no free invite code after 5 draws');
}

/**
 * After a sign-up: when the guest device the new account came from landed through an invite (`pc`), records the
 * inviter and credits them once (the ledger's key is the invitee). A code of nobody, or the user's own, is ignored.
 * The invitation is recorded but earns nothing when the new account was made on a device the inviter has used
 * (inviting oneself), or past INVITE_REWARDS_PER_DAY rewarded sign-ups in the last 24 hours (decision 0090).
 */
export async function recordSignUp(deps: Deps, inviteeId: number) {
  const aff = await landingAffOf(deps, inviteeId);
  if (!aff?.pc) return;
  const [inviter] = await deps.db.select({ userId: inviteCodes.userId }).from(inviteCodes).where(eq(inviteCodes.code, aff.pc.toUpperCase())).limit(1);
  if (!inviter || inviter.userId === inviteeId) return;
  const ownDevice = await hasUsedDevice(deps, inviter.userId, aff.devId);
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // One sign-up of the inviter's at a time counts the day's rewards (their code's row is the lock).
    await tx.select({ userId: inviteCodes.userId }).from(inviteCodes).where(eq(inviteCodes.userId, inviter.userId)).for('update');
    const since = new Date((deps.now() - INVITE_REWARD_WINDOW_SECONDS) * 1000);
    const [{ recent }] = await tx
      .select({ recent: count() })
      .from(invitations)
      .where(and(eq(invitations.inviterId, inviter.userId), eq(invitations.rewarded, true), gt(invitations.createdAt, since)));
    const rewarded = !ownDevice && recent < INVITE_REWARDS_PER_DAY;
    const [made] = await tx
      .insert(invitations)
      .values({ inviteeId, inviterId: inviter.userId, channel: aff.dc, rewarded, createdAt: new Date(deps.now() * 1000) })
      .onConflictDoNothing()
      .returning({ inviterId: invitations.inviterId });
    if (!made || !rewarded) return;
    await movePointsIn(tx, {
      userId: inviter.userId,
      delta: INVITE_SIGNUP_POINTS,
      reason: PointsReason.invite,
      ref: inviteeRef(inviteeId),
      key: `invite:signup:${inviteeId}`,
    });
    await notifyInviteIncome(tx, { userId: inviter.userId, inviteeId, points: INVITE_SIGNUP_POINTS });
  });
}

/** The share poster: the code, the address that carries it, and that address as a QR image. */
export async function sharePoster(deps: Deps, user: AuthedUser, origin: string) {
  const affCode = await inviteCodeOf(deps, user.id);
  const url = `${origin}/share?dc=poster&pc=${affCode}`;
  return { affCode, url, qrImage: await qrImage(url) };
}

export async function inviteList(deps: Deps, user: AuthedUser, input: z.output<typeof api.userInviteList.request>) {
  const mine = eq(invitations.inviterId, user.id);
  const [affCode, [{ total }], rows] = await Promise.all([
    inviteCodeOf(deps, user.id),
    deps.db.select({ total: count() }).from(invitations).where(mine),
    deps.db.select().from(invitations).where(mine).orderBy(desc(invitations.createdAt), desc(invitations.inviteeId)).limit(input.pageSize).offset(pageOffset(input)),
  ]);
  const ids = rows.map((row) => row.inviteeId);
  const [people, points] = await Promise.all([authorsById(deps, ids), pointsByRef(deps, user.id, PointsReason.invite, ids.map(inviteeRef))]);
  const list = rows.map((row) => ({
    userId: row.inviteeId,
    nickname: people.get(row.inviteeId)?.nickname ?? '',
    avatar: people.get(row.inviteeId)?.avatar ?? null,
    joinedAt: row.createdAt.toISOString(),
    points: points.get(inviteeRef(row.inviteeId)) ?? 0,
  }));
  return { ...pageOf(input, list, total), affCode };
}

export const inviteIncome = (deps: Deps, user: AuthedUser, input: z.output<typeof api.userInviteIncome.request>) =>
  incomeOf(deps, user.id, PointsReason.invite, input);

/** Filled by the works issue, which credits works income through the ledger under this reason. */
export const workIncome = (deps: Deps, user: AuthedUser, input: z.output<typeof api.userWorkIncome.request>) =>
  incomeOf(deps, user.id, PointsReason.workIncome, input);
