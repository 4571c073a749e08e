import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issueMessage } from '../issues';
import { instantToWallClock } from '../wall-clock';
import {
  DEFAULT_NEWSLETTER_CONFIGURATION,
  NewsletterConfigurationInput,
  type NewsletterSchedule,
  nextNewsletterRun,
  SenderCodeInput,
} from './settings';

const weekly = (days: number[], time = '09:00'): NewsletterSchedule => ({
  interval: 1,
  interval_unit: 'week',
  sending_days: days,
  send_from: time,
});

/** The runs one after another, as the office's clock reads them. */
function runs(schedule: NewsletterSchedule, zone: string, from: string, count: number) {
  const found: string[] = [];
  let after = new Date(from);
  for (let i = 0; i < count; i++) {
    after = nextNewsletterRun(schedule, zone, after);
    const { date, time } = instantToWallClock(after.toISOString(), zone);
    found.push(`${date} ${time} ${after.toISOString()}`);
  }
  return found;
}

describe('nextNewsletterRun', () => {
  it('keeps 09:00 on Madrid’s clock across both daylight-saving changes', () => {
    // Summer time starts on Sunday 2026-03-29 and ends on Sunday 2026-10-25.
    expect(runs(weekly([1]), 'Europe/Madrid', '2026-03-20T12:00:00Z', 3)).toEqual([
      '2026-03-23 09:00 2026-03-23T08:00:00.000Z',
      '2026-03-30 09:00 2026-03-30T07:00:00.000Z',
      '2026-04-06 09:00 2026-04-06T07:00:00.000Z',
    ]);
    expect(runs(weekly([7]), 'Europe/Madrid', '2026-10-18T10:00:00Z', 2)).toEqual([
      '2026-10-25 09:00 2026-10-25T08:00:00.000Z',
      '2026-11-01 09:00 2026-11-01T08:00:00.000Z',
    ]);
  });

  it('keeps the clock time in Santiago de Chile, whose changes fall in April and September', () => {
    // Chile leaves summer time on Sunday 2026-04-05 (UTC-3 → UTC-4) and enters it on 2026-09-06.
    expect(runs(weekly([7], '08:30'), 'America/Santiago', '2026-03-30T00:00:00Z', 2)).toEqual([
      '2026-04-05 08:30 2026-04-05T12:30:00.000Z',
      '2026-04-12 08:30 2026-04-12T12:30:00.000Z',
    ]);
    expect(runs(weekly([6, 7], '08:30'), 'America/Santiago', '2026-09-04T00:00:00Z', 2)).toEqual([
      '2026-09-05 08:30 2026-09-05T12:30:00.000Z',
      '2026-09-06 08:30 2026-09-06T11:30:00.000Z',
    ]);
  });

  it('moves a time the change skips forward by the gap, as the clocks did', () => {
    const [run] = runs(weekly([7], '02:30'), 'Europe/Madrid', '2026-03-28T00:00:00Z', 1);
    expect(run).toBe('2026-03-29 03:30 2026-03-29T01:30:00.000Z');
  });

  it('answers later the same day, the next sending day, never the moment given', () => {
    const schedule = weekly([2, 4], '09:00');
    // Tuesday 2026-12-01 at 08:59 Madrid: still today; at 09:00 exactly, Thursday.
    expect(nextNewsletterRun(schedule, 'Europe/Madrid', new Date('2026-12-01T07:59:00Z')).toISOString()).toBe(
      '2026-12-01T08:00:00.000Z',
    );
    expect(nextNewsletterRun(schedule, 'Europe/Madrid', new Date('2026-12-01T08:00:00Z')).toISOString()).toBe(
      '2026-12-03T08:00:00.000Z',
    );
  });

  it('reads the day on the office’s clock, not in UTC', () => {
    // 23:30 UTC on Monday is already Tuesday 00:30 in Madrid: Monday's 09:00 has passed there.
    const after = new Date('2026-11-30T23:30:00Z');
    expect(runs(weekly([1, 2]), 'Europe/Madrid', after.toISOString(), 1)).toEqual([
      '2026-12-01 09:00 2026-12-01T08:00:00.000Z',
    ]);
  });

  it('skips the weeks between runs for every other week', () => {
    const found = runs({ ...weekly([3]), interval: 2 }, 'UTC', '2026-01-01T00:00:00Z', 3).map((r) =>
      r.slice(0, 10),
    );
    const [first, second, third] = found.map((date) => Date.parse(date));
    expect((second ?? 0) - (first ?? 0)).toBe(14 * 86_400_000);
    expect((third ?? 0) - (second ?? 0)).toBe(14 * 86_400_000);
  });

  it('sends monthly on the first sending day of each month, yearly in January’s first week', () => {
    const monthly: NewsletterSchedule = {
      interval: 1,
      interval_unit: 'month',
      sending_days: [2],
      send_from: '10:00',
    };
    expect(runs(monthly, 'Europe/Madrid', '2026-01-10T00:00:00Z', 3).map((r) => r.slice(0, 16))).toEqual([
      '2026-02-03 10:00',
      '2026-03-03 10:00',
      '2026-04-07 10:00',
    ]);
    const quarterly = { ...monthly, interval: 3 };
    expect(runs(quarterly, 'Europe/Madrid', '2026-01-10T00:00:00Z', 2).map((r) => r.slice(0, 10))).toEqual([
      '2026-04-07',
      '2026-07-07',
    ]);
    const yearly: NewsletterSchedule = {
      interval: 1,
      interval_unit: 'year',
      sending_days: [1],
      send_from: '09:00',
    };
    expect(runs(yearly, 'Europe/Madrid', '2026-01-06T00:00:00Z', 2).map((r) => r.slice(0, 10))).toEqual([
      '2027-01-04',
      '2028-01-03',
    ]);
  });
});

describe('NewsletterConfigurationInput', () => {
  const parse = (input: object) =>
    v.safeParse(NewsletterConfigurationInput, { ...DEFAULT_NEWSLETTER_CONFIGURATION, ...input });
  const issues = (input: object) =>
    (parse(input).issues ?? []).map((issue) => [v.getDotPath(issue), issueMessage(issue).key]);

  it('takes the defaults, and sorts the days without repeats', () => {
    expect(parse({}).success).toBe(true);
    expect(parse({ sending_days: [5, 2, 5] }).output).toMatchObject({ sending_days: [2, 5] });
  });

  it('refuses fewer than one news, no day, a day outside 1–7, bad times and a reversed range', () => {
    expect(issues({ max_news_per_email: 0 })).toEqual([['max_news_per_email', 'field.too_small']]);
    expect(issues({ sending_days: [] })).toEqual([['sending_days', 'newsletter.sending_days_required']]);
    expect(issues({ sending_days: [0] })).toEqual([['sending_days.0', 'field.invalid']]);
    expect(issues({ send_from: '9:00' })).toEqual([['send_from', 'time.format']]);
    expect(issues({ send_from: '24:00' })).toEqual([['send_from', 'time.format']]);
    expect(issues({ send_from: '10:00', send_until: '09:30' })).toEqual([
      ['send_until', 'newsletter.time_range_order'],
    ]);
    expect(issues({ send_from: '10:00', send_until: '10:00' })).toEqual([
      ['send_until', 'newsletter.time_range_order'],
    ]);
    expect(parse({ send_from: '09:00', send_until: '11:30' }).success).toBe(true);
    expect(issues({ interval_unit: 'day' })[0]?.[0]).toBe('interval_unit');
  });
});

describe('SenderCodeInput', () => {
  it('forgives spaces and names an empty code', () => {
    expect(v.parse(SenderCodeInput, { code: ' 123 456 ' })).toEqual({ code: '123456' });
    expect(v.safeParse(SenderCodeInput, { code: '  ' }).issues?.[0]?.message).toBe('sender_code.required');
    expect(v.safeParse(SenderCodeInput, {}).issues?.[0]?.message).toBe('sender_code.required');
  });
});
