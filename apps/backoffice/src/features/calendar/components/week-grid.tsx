import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef } from 'react';
import { cn } from '@/lib/utils';
import { atHour, hourOf, placementKey } from '../lib/calendar-days';
import { dayName, fullDayName } from '../lib/day-names';
import type { CalendarBodyProps } from './calendar-body';
import { EntryChip } from './entry-chip';
import { TodayMark } from './today-mark';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** The working day's first hour, scrolled to unless something goes out earlier. */
const FIRST_HOUR = 8;
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * The week by hours of the office's clock, Monday first: an entry sits in the hour it goes out at,
 * and a drop on an hour keeps the entry's minutes.
 */
export function WeekGrid({ days, today, byDay, move, onOpen }: CalendarBodyProps) {
  const { i18n } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLDivElement>(null);
  const placed = days.flatMap((day) => byDay.get(day) ?? []);
  const firstHour = Math.min(FIRST_HOUR, ...placed.map(({ at }) => hourOf(at)));
  const firstRow = useRef<HTMLSpanElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolled once per week shown, not on every refresh.
  useLayoutEffect(() => {
    if (scroller.current && firstRow.current) {
      scroller.current.scrollTop = firstRow.current.offsetTop - (header.current?.offsetHeight ?? 0);
    }
  }, [days[0]]);

  return (
    <div ref={scroller} className="relative max-h-[38rem] overflow-y-auto rounded-lg border">
      <div className="grid grid-cols-[3.5rem_repeat(7,minmax(0,1fr))]">
        <div ref={header} className="sticky top-0 z-10 col-span-8 grid grid-cols-subgrid border-b bg-muted">
          <span />
          {days.map((day) => (
            <p key={day} className="grid justify-items-start px-2 py-1.5 text-xs">
              <span className="font-semibold text-muted-foreground uppercase" aria-hidden>
                {dayName(day, i18n.locale, { weekday: 'short', day: 'numeric' })}
              </span>
              <span className="sr-only">{fullDayName(day, i18n.locale)}</span>
              {day === today && <TodayMark />}
            </p>
          ))}
        </div>
        {HOURS.map((hour) => (
          <div key={hour} className="col-span-8 grid grid-cols-subgrid border-b last:border-b-0">
            <span
              ref={hour === firstHour ? firstRow : undefined}
              className="px-2 py-1 text-right text-xs text-muted-foreground tabular-nums"
              aria-hidden
            >
              {hourLabel(hour)}
            </span>
            {days.map((day) => {
              const entries = (byDay.get(day) ?? []).filter(({ at }) => hourOf(at) === hour);
              return (
                <div
                  key={day}
                  data-day={day}
                  data-hour={hour}
                  {...move.dropProps(day, (at) => atHour(at, day, hour), hour)}
                  className={cn(
                    'min-h-12 border-l p-1',
                    day === today && 'bg-brass-50/40',
                    move.isTarget(day, hour) && 'bg-brass-50 ring-2 ring-brass-500 ring-inset',
                  )}
                >
                  {entries.length > 0 && (
                    <ul
                      className="grid gap-1"
                      aria-label={`${fullDayName(day, i18n.locale)}, ${hourLabel(hour)}`}
                    >
                      {entries.map((placed) => (
                        <li key={placementKey(placed)}>
                          <EntryChip placed={placed} move={move} onOpen={onOpen} />
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
