import { Code, PointsReason, api } from '@md/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCast } from '../../test/fixtures.ts';
import { balanceOf, movePoints } from './service.ts';

const cast = useCast('points', {});

async function userId(client: typeof cast.member) {
  return (await client.call(api.userInfo, {})).data.id;
}

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code?: number }) => (error.code === Code.pointsInsufficient ? 'insufficient' : `error ${String(error)}`),
  );

describe('points ledger', () => {
  it('serialises concurrent spends: 100 spends of 10 against 100 → exactly 10 succeed, balance 0', async () => {
    const id = await userId(cast.member);
    await movePoints(cast.h.deps, { userId: id, delta: 100, reason: PointsReason.operator, key: 'grant-100' });
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => outcome(movePoints(cast.h.deps, { userId: id, delta: -10, reason: PointsReason.postPay, ref: `post:${i}`, key: `spend-${i}` }))),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(10);
    expect(results.filter((r) => r === 'insufficient')).toHaveLength(90);
    expect(await balanceOf(cast.h.deps.db, id)).toBe(0);
    // The ledger adds up to the balance, and no entry ever shows a negative balance.
    const list = (await cast.member.call(api.userScoreList, { pageSize: 50 })).data;
    expect(list.total).toBe(11);
    expect(list.balance).toBe(0);
    expect(list.list.reduce((total, entry) => total + entry.delta, 0)).toBe(0);
    expect(Math.min(...list.list.map((entry) => entry.balance))).toBe(0);
  });

  it('one entry per idempotency key: the same key twice, even at once, moves the balance once', async () => {
    const id = await userId(cast.other);
    const change = { userId: id, delta: 25, reason: PointsReason.invite, ref: 'invite:1', key: 'same-key' } as const;
    const [a, b] = await Promise.all([movePoints(cast.h.deps, change), movePoints(cast.h.deps, change)]);
    expect([a.applied, b.applied].sort()).toEqual([false, true]);
    expect(a.entryId).toBe(b.entryId);
    const again = await movePoints(cast.h.deps, change);
    expect(again).toMatchObject({ applied: false, balance: 25 });
    expect(await balanceOf(cast.h.deps.db, id)).toBe(25);
    expect((await cast.other.call(api.userScoreList, {})).data.total).toBe(1);
  });

  it('the database itself refuses a negative balance and a zero change', async () => {
    const id = await userId(cast.other);
    await expect(cast.h.deps.db.execute(sql`update point_accounts set balance = -1 where user_id = ${id}`)).rejects.toThrow();
    await expect(cast.h.deps.db.execute(sql`insert into point_entries (user_id, delta, balance, reason, idempotency_key) values (${id}, 0, 0, 'operator', 'zero')`)).rejects.toThrow();
    await expect(movePoints(cast.h.deps, { userId: id, delta: -1000, reason: PointsReason.postPay, key: 'too-much' })).rejects.toMatchObject({ code: Code.pointsInsufficient });
  });

  it('score/list is the caller\'s own ledger; a visitor is refused; bad paging is refused', async () => {
    const guest = await cast.guest.call(api.userScoreList, {});
    expect(guest.data).toMatchObject({ total: 0, balance: 0, list: [] });
    expect((await cast.visitor.call(api.userScoreList, {})).envelope.code).toBe(Code.loginExpired);
    for (const body of [{ page: 0 }, { pageSize: 500 }, { userId: 1 }]) expect((await cast.member.raw(api.userScoreList, body)).status).toBe(400);
  });

  it('score/rank orders by points earned (spending does not lower it) and shows the caller\'s place', async () => {
    const rank = (await cast.member.call(api.userScoreRank, { period: 'all' })).data;
    const names = rank.list.map((row) => row.nickname);
    // member earned 100 (then spent it), other earned 25.
    expect(rank.list.slice(0, 2).map((row) => row.points)).toEqual([100, 25]);
    expect(names[0]).toMatch(/^points_member$|.+/);
    expect(rank.mine).toEqual({ rank: 1, points: 100 });
    expect((await cast.other.call(api.userScoreRank, { period: 'day' })).data.mine).toEqual({ rank: 2, points: 25 });
    expect((await cast.visitor.call(api.userScoreRank, {})).data.mine).toBeNull();
    expect((await cast.visitor.raw(api.userScoreRank, { period: 'week' })).status).toBe(400);
  });
});
