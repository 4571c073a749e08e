import type { MessageKey } from '@gaceta/shared/messages';
import { DATE_FUTURE, DATE_INVALID, DATE_ORDER, DATE_RANGE_REQUIRED } from '@gaceta/shared/news';
import { type WallClock, wallClockToInstant } from '@gaceta/shared/wall-clock';

/**
 * The checks of the schedule forms, before any call, with the API's own messages (by key): a
 * date and time entered on the office's clock must be real and, for a schedule, still to come.
 */
export type ScheduleCheck = { instant: string; error?: never } | { instant?: never; error: MessageKey };

export function checkSchedule(clock: WallClock, timeZone: string, now: Date): ScheduleCheck {
  const instant = wallClockToInstant(clock, timeZone);
  if (!instant) return { error: DATE_INVALID };
  if (Date.parse(instant) <= now.getTime()) return { error: DATE_FUTURE };
  return { instant };
}

export type WindowCheck =
  | { window: { publish_from: string; publish_to: string }; errors?: never }
  | { window?: never; errors: { from?: MessageKey; to?: MessageKey } };

const isEmpty = ({ date, time }: WallClock) => !date && !time;

/** An active item needs both ends of its range, each a real date and time, from not after to. */
export function checkWindow(from: WallClock, to: WallClock, timeZone: string): WindowCheck {
  if (isEmpty(from) || isEmpty(to)) {
    return {
      errors: {
        ...(isEmpty(from) ? { from: DATE_RANGE_REQUIRED } : {}),
        ...(isEmpty(to) ? { to: DATE_RANGE_REQUIRED } : {}),
      },
    };
  }
  const publishFrom = wallClockToInstant(from, timeZone);
  const publishTo = wallClockToInstant(to, timeZone);
  if (!publishFrom || !publishTo) {
    return {
      errors: { ...(publishFrom ? {} : { from: DATE_INVALID }), ...(publishTo ? {} : { to: DATE_INVALID }) },
    };
  }
  if (Date.parse(publishFrom) > Date.parse(publishTo)) return { errors: { from: DATE_ORDER } };
  return { window: { publish_from: publishFrom, publish_to: publishTo } };
}
