/**
 * The daily check-in on /mine: today's state and the streak, the balance, the button, the month's calendar with
 * the days checked in, the totals and the streak's prize ladder (spec: sign-in calendar and total).
 * While its calls are on their way the card already has its final shape (this month's grid, the button, a line for
 * each text, the ladder's cells): the links below it stay where they are when the answers come, so a press on one
 * at that moment is not taken by the calendar moving in under it.
 */
import './checkin-card.css';
import { api, CHECKIN_PRIZES, CHECKIN_UTC_OFFSET_SECONDS, type RouteResponse } from '@md/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useApi } from '../../shared/api/api-context.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { apiKey, apiQuery, personalQuery } from '../../shared/query/api-query.ts';
import { useAppState } from '../../shared/stores/app-store.ts';
import { FocusKeepingButton } from '../../shared/ui/focus-keeping-button.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { KEPT_LINE } from '../../shared/ui/states.tsx';

type Calendar = Pick<RouteResponse<typeof api.checkinGave>, 'month' | 'today' | 'days'>;

/** The check-in day (the server's calendar runs on UTC+8) as YYYY-MM-DD, for the grid shown while the calendar loads. */
function checkinToday(now = Date.now()): string {
  return new Date(now + CHECKIN_UTC_OFFSET_SECONDS * 1000).toISOString().slice(0, 10);
}

/** The cells of a month's grid, weeks starting on Monday: null for the days before the 1st. */
function monthCells(month: string): (string | null)[] {
  const [year, m] = month.split('-').map(Number);
  const first = new Date(Date.UTC(year, m - 1, 1));
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  return [...Array<null>(lead).fill(null), ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`)];
}

/** `hidden`: drawn as a stand-in (an empty month while the real one is on its way), not read out. */
function CalendarGrid({ calendar, hidden }: { calendar: Calendar; hidden?: boolean }) {
  const { t } = useTranslation('checkin');
  const checked = new Map(calendar.days.map((day) => [day.date, day]));
  const cells = monthCells(calendar.month);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return (
    <table className="checkin__calendar" aria-hidden={hidden ? 'true' : undefined}>
      <caption>{t('calendar', { month: calendar.month })}</caption>
      <thead>
        <tr>
          {t('weekdays').split(',').map((day) => (
            <th key={day} scope="col">
              {day}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find(Boolean) ?? 'lead'}>
            {Array.from({ length: 7 }, (_, i) => {
              const date = week[i] ?? null;
              if (!date) return <td key={`empty-${i}`} />;
              const day = checked.get(date);
              const isToday = date === calendar.today;
              return (
                <td
                  key={date}
                  className={`checkin__day${day ? ' checkin__day--on' : ''}${isToday ? ' checkin__day--today' : ''}`}
                  aria-label={day ? t('checkedDay', { date, points: day.points }) : date}
                  aria-current={isToday ? 'date' : undefined}
                  data-date={date}
                >
                  <span className="checkin__date">{Number(date.slice(8))}</span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CheckinCard() {
  const { t } = useTranslation('checkin');
  const { t: tc } = useTranslation('common');
  const client = useApi();
  const token = useAppState((s) => s.token);
  const queryClient = useQueryClient();
  const calendar = useQuery(personalQuery(client, token, api.checkinGave, {}));
  const ladder = useQuery({ ...apiQuery(client, api.checkinPrize), staleTime: Infinity });
  const [busy, setBusy] = useState(false);

  async function checkIn() {
    setBusy(true);
    try {
      const done = await client.call(api.checkinClick, {});
      showToast(t('success', { points: done.points }));
    } catch {
      // The request layer has shown the server's reason (already checked in on another device, …).
    } finally {
      await queryClient.invalidateQueries({ queryKey: apiKey(api.checkinGave) });
      setBusy(false);
    }
  }

  const data = calendar.data;
  return (
    <section id="checkin" tabIndex={-1} className="checkin" aria-labelledby="checkin-title" data-testid="checkin">
      <div className="checkin__head">
        <div>
          <h2 id="checkin-title" className="checkin__title">
            {t('title')}
          </h2>
          <p className="checkin__streak">{data ? t('streak', { count: data.streak }) : KEPT_LINE}</p>
        </div>
        <div className="checkin__balance">
          <span className="checkin__balance-label">{t('balance')}</span>
          <strong data-testid="points-balance">{data?.balance ?? '–'}</strong>
        </div>
      </div>
      {calendar.isError ? (
        <div className="checkin__error" role="alert">
          <span>{t('failed')}</span>
          <Button size="mini" onClick={() => void calendar.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : !data ? (
        <div aria-busy="true">
          <Button block color="primary" disabled loading loadingText={tc('loading')} className="checkin__action" />
          <CalendarGrid hidden calendar={{ month: checkinToday().slice(0, 7), today: checkinToday(), days: [] }} />
          <p className="checkin__totals" aria-hidden="true">
            {KEPT_LINE}
          </p>
        </div>
      ) : (
        <>
          <FocusKeepingButton block color="primary" disabled={data.checkedToday} busy={busy} onClick={() => void checkIn()} className={data.checkedToday ? 'checkin__action checkin__action--done' : 'checkin__action'}>
            {data.checkedToday ? t('done') : t('action', { points: data.todayPoints })}
          </FocusKeepingButton>
          <CalendarGrid calendar={data} />
          <p className="checkin__totals">{t('totals', { days: data.totalDays, points: data.totalPoints })}</p>
        </>
      )}
      {ladder.data ? (
        <ol className="checkin__ladder" aria-label={t('ladder')}>
          {ladder.data.map((step) => (
            <li key={step.day} className={data && data.streak % ladder.data.length >= step.day ? 'checkin__step checkin__step--done' : 'checkin__step'}>
              <span>{t('ladderDay', { day: step.day })}</span>
              <strong>+{step.points}</strong>
            </li>
          ))}
        </ol>
      ) : (
        <ol className="checkin__ladder" aria-hidden="true">
          {CHECKIN_PRIZES.map((_, day) => (
            <li key={day} className="checkin__step">
              <span>{KEPT_LINE}</span>
              <strong>{KEPT_LINE}</strong>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
