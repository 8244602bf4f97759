import { describe, expect, it } from 'vitest';
import {
  addBusinessMinutes,
  businessHoursSchema,
  ALL_DAY,
  businessMinutesBetween,
  DEFAULT_BUSINESS_HOURS,
  timesOf,
  type BusinessHours,
} from './business-hours.ts';
import { changedClock, dueEvents, newClock, nextAlertAt, slaColumns, type SlaSettings } from './sla-clock.ts';
import { DEFAULT_SLA_POLICY } from './sla-policy.ts';

const at = (iso: string) => new Date(iso);
// Monday to Friday, 09:00 to 17:00 UTC.
const utc: BusinessHours = DEFAULT_BUSINESS_HOURS;
// Karachi is UTC+5 all year (no daylight saving): 09:00-17:00 there is 04:00-12:00 UTC.
const karachi: BusinessHours = { ...utc, timeZone: 'Asia/Karachi', days: [1, 2, 3, 4, 5, 6] };
const settings: SlaSettings = { policy: DEFAULT_SLA_POLICY, hours: utc };

describe('business-hours clock', () => {
  it('counts inside one working day', () => {
    // Monday 2026-03-02, 10:00 + 4 h = 14:00.
    expect(addBusinessMinutes(at('2026-03-02T10:00:00Z'), 240, utc)).toEqual(at('2026-03-02T14:00:00Z'));
  });

  it('starts at opening time when created before it, and carries over the night', () => {
    expect(addBusinessMinutes(at('2026-03-02T06:00:00Z'), 60, utc)).toEqual(at('2026-03-02T10:00:00Z'));
    // 16:00 + 4 h: one hour on Monday, three on Tuesday from 09:00.
    expect(addBusinessMinutes(at('2026-03-02T16:00:00Z'), 240, utc)).toEqual(at('2026-03-03T12:00:00Z'));
  });

  it('skips the weekend', () => {
    // Friday 2026-03-06 15:00 + 4 h: 2 h on Friday, 2 h on Monday.
    expect(addBusinessMinutes(at('2026-03-06T15:00:00Z'), 240, utc)).toEqual(at('2026-03-09T11:00:00Z'));
    // Created on Saturday: the clock starts on Monday morning.
    expect(addBusinessMinutes(at('2026-03-07T12:00:00Z'), 60, utc)).toEqual(at('2026-03-09T10:00:00Z'));
  });

  it('skips holidays', () => {
    const withHoliday = { ...utc, holidays: ['2026-03-09'] };
    expect(addBusinessMinutes(at('2026-03-06T15:00:00Z'), 240, withHoliday)).toEqual(
      at('2026-03-10T11:00:00Z'),
    );
  });

  it('works in the company time zone', () => {
    // Monday 08:00 UTC is 13:00 in Karachi: 4 h later is 17:00 there, 12:00 UTC, the closing time.
    expect(addBusinessMinutes(at('2026-03-02T08:00:00Z'), 240, karachi)).toEqual(at('2026-03-02T12:00:00Z'));
    // One more hour goes to Tuesday 09:00-10:00 Karachi, 05:00 UTC.
    expect(addBusinessMinutes(at('2026-03-02T08:00:00Z'), 300, karachi)).toEqual(at('2026-03-03T05:00:00Z'));
    // In UTC the same start is four hours earlier in the working day.
    expect(addBusinessMinutes(at('2026-03-02T08:00:00Z'), 240, utc)).toEqual(at('2026-03-02T13:00:00Z'));
    // Saturday is a working day there, Sunday is not.
    expect(addBusinessMinutes(at('2026-03-07T11:00:00Z'), 120, karachi)).toEqual(at('2026-03-09T05:00:00Z'));
  });

  it('keeps local opening hours across a daylight-saving change', () => {
    // Europe/Paris moves to UTC+2 on 2026-03-29: 09:00 there is 08:00 UTC before, 07:00 UTC after.
    const paris = { ...utc, timeZone: 'Europe/Paris' };
    expect(addBusinessMinutes(at('2026-03-27T15:00:00Z'), 120, paris)).toEqual(at('2026-03-30T08:00:00Z'));
  });

  it("keeps each working day's own opening and closing time", () => {
    // Karachi, Saturday 09:00-13:00 and Monday 10:00-16:00; the other days 09:00-17:00.
    const short: BusinessHours = {
      ...karachi,
      times: { '6': { open: '09:00', close: '13:00' }, '1': { open: '10:00', close: '16:00' } },
    };
    // Saturday 2026-03-07 11:00 Karachi (06:00 UTC) + 3 h: 2 h on Saturday until 13:00, then Monday
    // from 10:00 (05:00 UTC) for 1 h: 06:00 UTC.
    expect(addBusinessMinutes(at('2026-03-07T06:00:00Z'), 180, short)).toEqual(at('2026-03-09T06:00:00Z'));
    // Monday closes at 16:00 (11:00 UTC): 7 h from Monday 10:00 runs into Tuesday 09:00-10:00.
    expect(addBusinessMinutes(at('2026-03-09T05:00:00Z'), 420, short)).toEqual(at('2026-03-10T05:00:00Z'));
    // Saturday 08:00 to Monday 12:00 Karachi: 4 h on Saturday and 2 h on Monday.
    expect(businessMinutesBetween(at('2026-03-07T03:00:00Z'), at('2026-03-09T07:00:00Z'), short)).toBe(360);
    expect(timesOf(short, 6)).toEqual({ open: '09:00', close: '13:00' });
    expect(timesOf(short, 2)).toEqual({ open: '09:00', close: '17:00' });
  });

  it('reads settings saved before days had their own times, and refuses a day that closes before it opens', () => {
    const stored = { timeZone: 'UTC', days: [1, 2, 3, 4, 5], open: '09:00', close: '17:00', holidays: [] };
    const parsed = businessHoursSchema.parse(stored);
    expect(parsed.times).toEqual({});
    expect(addBusinessMinutes(at('2026-03-02T16:00:00Z'), 240, parsed)).toEqual(at('2026-03-03T12:00:00Z'));
    const bad = businessHoursSchema.safeParse({
      ...stored,
      times: { '3': { open: '18:00', close: '09:00' } },
    });
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['times.3.close', 'validation.closeAfterOpen'],
    ]);
    expect(
      businessHoursSchema.safeParse({ ...stored, times: { '7': { open: '09:00', close: '10:00' } } }).success,
    ).toBe(false);
  });

  it('a clock that runs across midnight between two all-day days loses nothing', () => {
    // Karachi, Monday and Tuesday all day (00:00 to 24:00), the other days 09:00-17:00.
    const roundTheClock: BusinessHours = { ...karachi, times: { '1': ALL_DAY, '2': ALL_DAY } };
    // Monday 2026-03-02 22:30 Karachi (17:30 UTC) + 3 h: Tuesday 01:30 Karachi, as clock arithmetic says.
    expect(addBusinessMinutes(at('2026-03-02T17:30:00Z'), 180, roundTheClock)).toEqual(
      at('2026-03-02T20:30:00Z'),
    );
    expect(
      businessMinutesBetween(at('2026-03-02T17:30:00Z'), at('2026-03-02T20:30:00Z'), roundTheClock),
    ).toBe(180);
    // Two whole days: 48 h of working time from Monday's midnight to Wednesday's.
    expect(
      businessMinutesBetween(at('2026-03-01T19:00:00Z'), at('2026-03-03T19:00:00Z'), roundTheClock),
    ).toBe(48 * 60);
    // Tuesday's 24:00 is Wednesday's midnight; Wednesday opens at 09:00.
    expect(addBusinessMinutes(at('2026-03-03T18:00:00Z'), 120, roundTheClock)).toEqual(
      at('2026-03-04T05:00:00Z'),
    );
  });

  it('all-day days join across a daylight-saving change: the short day counts its 23 hours', () => {
    // Europe/Paris, every day all day; 2026-03-29 runs 00:00 (23:00 UTC the day before) to 24:00
    // (22:00 UTC), its clocks going from 02:00 to 03:00.
    const paris: BusinessHours = {
      ...utc,
      timeZone: 'Europe/Paris',
      days: [0, 1, 2, 3, 4, 5, 6],
      ...ALL_DAY,
    };
    expect(businessMinutesBetween(at('2026-03-27T23:00:00Z'), at('2026-03-29T22:00:00Z'), paris)).toBe(
      47 * 60,
    );
    expect(addBusinessMinutes(at('2026-03-28T22:00:00Z'), 180, paris)).toEqual(at('2026-03-29T01:00:00Z'));
  });

  it('a day may close at 24:00 but not later, and opens no later than 23:59', () => {
    const stored = { timeZone: 'UTC', days: [1, 2, 3, 4, 5], open: '00:00', close: '24:00', holidays: [] };
    expect(businessHoursSchema.safeParse(stored).success).toBe(true);
    expect(businessHoursSchema.safeParse({ ...stored, times: { '1': ALL_DAY } }).success).toBe(true);
    const issues = (input: object) =>
      businessHoursSchema
        .safeParse({ ...stored, ...input })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ close: '24:01' })).toEqual([['close', 'validation.time']]);
    expect(issues({ times: { '1': { open: '24:00', close: '24:00' } } })).toContainEqual([
      'times.1.open',
      'validation.time',
    ]);
  });

  it('measures working minutes between two instants', () => {
    expect(businessMinutesBetween(at('2026-03-06T16:00:00Z'), at('2026-03-09T10:00:00Z'), utc)).toBe(120);
    expect(businessMinutesBetween(at('2026-03-09T10:00:00Z'), at('2026-03-06T16:00:00Z'), utc)).toBe(0);
  });
});

describe('SLA clock', () => {
  const created = at('2026-03-02T10:00:00Z'); // Monday

  it('sets the default L3 targets: response in 4 business hours, resolution in 24', () => {
    const columns = slaColumns(newClock(created, 'L3'), settings, created);
    expect(columns.response_due_at).toEqual(at('2026-03-02T14:00:00Z'));
    // 24 h = three 8-hour days: Mon 10-17 (7), Tue (8), Wed (8), Thu 09-10 (1).
    expect(columns.resolution_due_at).toEqual(at('2026-03-05T10:00:00Z'));
    expect(columns.sla_next_due_at).toEqual(columns.response_due_at);
    // 80 % of 4 h is 3 h 12 min.
    expect(columns.sla_next_warn_at).toEqual(at('2026-03-02T13:12:00Z'));
  });

  it('pauses while Pending, over a night, and resumes with the targets pushed back', () => {
    let clock = newClock(created, 'L3');
    // Pending from Monday 12:00 to Tuesday 11:00: 5 + 2 = 7 business hours paused.
    clock = changedClock(
      clock,
      { priority: 'L3', pending: true, resolved: false, responded: true },
      utc,
      at('2026-03-02T12:00:00Z'),
    );
    expect(slaColumns(clock, settings, at('2026-03-02T20:00:00Z')).sla_next_due_at).toBeNull();
    clock = changedClock(
      clock,
      { priority: 'L3', pending: false, resolved: false, responded: false },
      utc,
      at('2026-03-03T11:00:00Z'),
    );
    expect(clock.pausedMinutes).toBe(7 * 60);
    const columns = slaColumns(clock, settings, at('2026-03-03T11:00:00Z'));
    // Response met at the status change; resolution 24 + 7 business hours after creation.
    expect(columns.response_met_at).toEqual(at('2026-03-02T12:00:00Z'));
    expect(columns.response_breached).toBe(false);
    expect(columns.resolution_due_at).toEqual(at('2026-03-05T17:00:00Z'));
    expect(columns.sla_next_due_at).toEqual(columns.resolution_due_at);
  });

  it('recomputes the targets from creation when the priority changes', () => {
    const clock = changedClock(
      newClock(created, 'L1'),
      { priority: 'L3', pending: false, resolved: false, responded: false },
      utc,
      at('2026-03-02T15:00:00Z'),
    );
    const columns = slaColumns(clock, settings, at('2026-03-02T15:00:00Z'));
    expect(columns.response_due_at).toEqual(at('2026-03-02T14:00:00Z'));
    expect(columns.response_breached).toBe(true);
  });

  it('tells which events are due, once each, and nothing for met targets', () => {
    const clock = newClock(created, 'L3');
    const fired = new Set(dueEvents(clock, settings, new Set(), at('2026-03-02T14:30:00Z')));
    expect([...fired]).toEqual(['responseWarning', 'responseBreached']);
    expect(dueEvents(clock, settings, fired, at('2026-03-02T14:30:00Z'))).toEqual([]);
    expect(nextAlertAt(clock, settings, fired)).toEqual(
      // 80 % of 24 h = 19 h 12 min: Mon 7 h, Tue 8 h, Wed 4 h 12 min.
      at('2026-03-04T13:12:00Z'),
    );
    const resolved = changedClock(
      clock,
      { priority: 'L3', pending: false, resolved: true, responded: true },
      utc,
      at('2026-03-03T09:00:00Z'),
    );
    expect(nextAlertAt(resolved, settings, fired)).toBeNull();
    // Resolved on Tuesday: the response target (Monday 14:00) was missed, the resolution one met.
    expect(slaColumns(resolved, settings, at('2026-03-03T09:00:00Z'))).toMatchObject({
      sla_next_due_at: null,
      response_breached: true,
      resolution_breached: false,
    });
  });
});
