import { CHECKIN_PRIZES, Code, api } from '@md/contract';
import { describe, expect, it } from 'vitest';
import { useCast } from '../../test/fixtures.ts';
import { prizeFor, shanghaiDay } from './service.ts';

const cast = useCast('checkin', {});
const DAY = 86_400;

describe('check-in days', () => {
  it('are calendar days in Asia/Shanghai (UTC+8)', () => {
    // 2026-11-23 15:59:59 UTC is 23:59:59 in Shanghai; one second later it is the 24th there.
    const lastSecond = Date.UTC(2026, 10, 23, 15, 59, 59) / 1000;
    expect(shanghaiDay(lastSecond)).toBe('2026-11-23');
    expect(shanghaiDay(lastSecond + 1)).toBe('2026-11-24');
    expect(shanghaiDay(lastSecond + 1, 1)).toBe('2026-11-23');
  });

  it('give the ladder\'s points and start it again after its last day', () => {
    expect(Array.from({ length: CHECKIN_PRIZES.length + 2 }, (_, i) => prizeFor(i + 1))).toEqual([...CHECKIN_PRIZES, CHECKIN_PRIZES[0], CHECKIN_PRIZES[1]]);
  });
});

describe('checkin calls', () => {
  it('50 check-ins at once by one user → one check-in and one credit', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => cast.member.call(api.checkinClick, {})));
    const codes = results.map((r) => r.envelope.code);
    expect(codes.filter((c) => c === Code.ok)).toHaveLength(1);
    expect(codes.filter((c) => c === Code.checkinAlready)).toHaveLength(49);
    const done = results.find((r) => r.envelope.code === Code.ok)!.data;
    expect(done).toMatchObject({ streak: 1, points: CHECKIN_PRIZES[0], balance: CHECKIN_PRIZES[0] });
    expect(results.find((r) => r.envelope.code === Code.checkinAlready)!.envelope.tip).toBe('今天已经签到过了，明天再来吧');
    const ledger = (await cast.member.call(api.userScoreList, {})).data;
    expect(ledger.list).toMatchObject([{ delta: CHECKIN_PRIZES[0], reason: 'checkin', ref: `checkin:${done.date}` }]);
  });

  it('three days in a row build a streak; the calendar and the totals show them; a missed day starts again', async () => {
    const client = await cast.h.registered('checkin_streak');
    const seen: { date: string; streak: number; points: number }[] = [];
    try {
      for (let day = 0; day < 3; day++) {
        cast.h.clock.offset = day * DAY;
        const gave = (await client.call(api.checkinGave, {})).data;
        expect(gave).toMatchObject({ checkedToday: false, streak: day, todayPoints: CHECKIN_PRIZES[day] });
        const done = (await client.call(api.checkinClick, {})).data;
        expect(done).toMatchObject({ streak: day + 1, points: CHECKIN_PRIZES[day] });
        seen.push({ date: done.date, streak: done.streak, points: done.points });
      }
      const total = CHECKIN_PRIZES[0] + CHECKIN_PRIZES[1] + CHECKIN_PRIZES[2];
      const gave = (await client.call(api.checkinGave, {})).data;
      expect(gave).toMatchObject({ checkedToday: true, streak: 3, todayPoints: CHECKIN_PRIZES[2], totalDays: 3, totalPoints: total, balance: total });
      // The days of this month (the three may straddle a month's end: ask for each month they fall in).
      const months = [...new Set(seen.map((d) => d.date.slice(0, 7)))];
      const listed = (await Promise.all(months.map(async (month) => (await client.call(api.checkinGave, { month })).data.days))).flat();
      expect(listed).toEqual(seen);

      // Skip a day: the streak is broken, the ladder starts again.
      cast.h.clock.offset = 4 * DAY;
      expect((await client.call(api.checkinGave, {})).data).toMatchObject({ checkedToday: false, streak: 0, todayPoints: CHECKIN_PRIZES[0] });
      expect((await client.call(api.checkinClick, {})).data).toMatchObject({ streak: 1, points: CHECKIN_PRIZES[0], balance: total + CHECKIN_PRIZES[0] });
    } finally {
      cast.h.clock.offset = 0;
    }
  });

  it('another user has a calendar of their own; guests are asked to register; visitors are refused', async () => {
    const other = (await cast.other.call(api.checkinGave, {})).data;
    expect(other).toMatchObject({ checkedToday: false, totalDays: 0, balance: 0, days: [] });
    expect((await cast.guest.call(api.checkinClick, {})).envelope.code).toBe(Code.needRegistered);
    expect((await cast.guest.call(api.checkinGave, {})).envelope.code).toBe(Code.needRegistered);
    expect((await cast.visitor.call(api.checkinClick, {})).envelope.code).toBe(Code.loginExpired);
    expect((await cast.visitor.call(api.checkinPrize, {})).data).toEqual(CHECKIN_PRIZES.map((points, i) => ({ day: i + 1, points })));
  });

  it('refuses bad input', async () => {
    for (const body of [{ month: '2026-13' }, { month: '2026-1' }, { month: '0000-01' }, { month: 202611 }, { userId: 3 }]) {
      expect((await cast.member.raw(api.checkinGave, body)).status).toBe(400);
    }
    expect((await cast.member.raw(api.checkinClick, { day: '2026-11-23' })).status).toBe(400);
  });
});
