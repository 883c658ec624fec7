import { Code, ONLINE_BEAT_SECONDS, ONLINE_DAY_CAP_SECONDS, PointsReason, USER_TITLES, api } from '@md/contract';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCast } from '../../test/fixtures.ts';
import { movePoints } from '../points/service.ts';

const cast = useCast('standing', { seedVideos: 5 });

const idOf = async (client: typeof cast.member) => (await client.call(api.userInfo, {})).data.id;

describe('online time (user/online/*)', () => {
  afterEach(() => void vi.restoreAllMocks());

  it('credits the time between beats, at most one interval, nothing after a gap; the total sums the days', async () => {
    // The server's clock stands still but for the test's own moves (a loaded machine lets real seconds pass).
    const frozen = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => frozen);
    const clock = cast.h.clock;
    const beat = async () => (await cast.member.call(api.userOnlineBeat, {})).data;
    expect((await beat()).today).toBe(0);
    clock.offset += 30;
    expect((await beat()).today).toBe(30);
    clock.offset += ONLINE_BEAT_SECONDS + 5; // a late timer: one interval at most
    expect((await beat()).today).toBe(30 + ONLINE_BEAT_SECONDS);
    clock.offset += 10 * 60; // hidden for ten minutes: the next beat only restarts the clock
    expect((await beat()).today).toBe(30 + ONLINE_BEAT_SECONDS);
    const today = (await cast.member.call(api.userOnlineTime, {})).data;
    expect(today).toMatchObject({ today: 30 + ONLINE_BEAT_SECONDS, total: 30 + ONLINE_BEAT_SECONDS });
    // Parallel beats (two tabs) never credit more than the time that passed.
    clock.offset += 20;
    await Promise.all(Array.from({ length: 8 }, () => beat()));
    expect((await cast.member.call(api.userOnlineTime, {})).data.today).toBe(50 + ONLINE_BEAT_SECONDS);
    // The next day starts at zero; the total keeps yesterday's.
    clock.offset += 86_400;
    await beat();
    clock.offset += 40;
    const next = await beat();
    expect(next.day).not.toBe(today.day);
    expect(next).toMatchObject({ today: 40, total: 90 + ONLINE_BEAT_SECONDS });
    // Another user's time is their own.
    expect((await cast.other.call(api.userOnlineTime, {})).data).toMatchObject({ today: 0, total: 0 });
  });

  it('stops at the daily cap', async () => {
    const id = await idOf(cast.other);
    await cast.other.call(api.userOnlineBeat, {});
    await cast.h.deps.db.execute(sql`update online_days set seconds = ${ONLINE_DAY_CAP_SECONDS - 10} where user_id = ${id}`);
    cast.h.clock.offset += 45;
    expect((await cast.other.call(api.userOnlineBeat, {})).data.today).toBe(ONLINE_DAY_CAP_SECONDS);
  });

  it('counts guests too; refuses visitors and bad input', async () => {
    expect((await cast.guest.call(api.userOnlineBeat, {})).envelope.code).toBe(Code.ok);
    expect((await cast.visitor.call(api.userOnlineBeat, {})).envelope.code).toBe(Code.loginExpired);
    expect((await cast.visitor.call(api.userOnlineTime, {})).envelope.code).toBe(Code.loginExpired);
    expect((await cast.member.raw(api.userOnlineBeat, { seconds: 9999 })).status).toBe(400);
    expect((await cast.member.raw(api.userOnlineTime, { userId: 1 })).status).toBe(400);
  });
});

describe('certified creators (user/isCert)', () => {
  it('is what an operator set, for the caller only', async () => {
    expect((await cast.member.call(api.userIsCert, {})).data).toEqual({ certified: false, certifiedAt: null });
    const id = await idOf(cast.member);
    await cast.h.deps.db.execute(sql`insert into certifications (user_id, note) values (${id}, 'test')`);
    const cert = (await cast.member.call(api.userIsCert, {})).data;
    expect(cert.certified).toBe(true);
    expect(Date.parse(cert.certifiedAt!)).toBeGreaterThan(0);
    expect((await cast.other.call(api.userIsCert, {})).data.certified).toBe(false);
    expect((await cast.guest.call(api.userIsCert, {})).data.certified).toBe(false);
    expect((await cast.visitor.call(api.userIsCert, {})).envelope.code).toBe(Code.loginExpired);
    expect((await cast.member.raw(api.userIsCert, { certified: true })).status).toBe(400);
  });
});

describe('titles (user/title, and beside names in comments)', () => {
  it('climbs with points earned, keeps the title after spending, and shows it in comments', async () => {
    const start = (await cast.member.call(api.userTitle, {})).data;
    expect(start).toMatchObject({ title: { level: 0, key: USER_TITLES[0].key }, earned: 0, next: USER_TITLES[1] });
    expect(start.ladder).toEqual(USER_TITLES.map((s) => ({ key: s.key, minPoints: s.minPoints })));
    const id = await idOf(cast.member);
    await movePoints(cast.h.deps, { userId: id, delta: USER_TITLES[2].minPoints, reason: PointsReason.operator, key: 'title-grant' });
    await movePoints(cast.h.deps, { userId: id, delta: -USER_TITLES[2].minPoints, reason: PointsReason.postPay, key: 'title-spend' });
    const now = (await cast.member.call(api.userTitle, {})).data;
    expect(now).toMatchObject({ title: { level: 2, key: USER_TITLES[2].key }, earned: USER_TITLES[2].minPoints, next: USER_TITLES[3] });
    expect((await cast.other.call(api.userTitle, {})).data.title.level).toBe(0);

    const added = (await cast.member.call(api.commentAdd, { mediaId: 1, content: 'title beside my name' })).data;
    expect(added.user.title).toEqual({ level: 2, key: USER_TITLES[2].key });
    await cast.other.call(api.commentAdd, { mediaId: 1, content: 'and mine' });
    const list = (await cast.visitor.call(api.commentList, { mediaId: 1 })).data.list;
    expect(list.map((c) => c.user.title.key)).toEqual([USER_TITLES[0].key, USER_TITLES[2].key]);

    expect((await cast.guest.call(api.userTitle, {})).data.title.level).toBe(0);
    expect((await cast.visitor.call(api.userTitle, {})).envelope.code).toBe(Code.loginExpired);
    expect((await cast.member.raw(api.userTitle, { level: 5 })).status).toBe(400);
  });
});
