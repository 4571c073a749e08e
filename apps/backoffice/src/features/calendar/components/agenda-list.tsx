import { Trans, useLingui } from '@lingui/react/macro';
import { placementKey } from '../lib/calendar-days';
import { fullDayName } from '../lib/day-names';
import type { CalendarBodyProps } from './calendar-body';
import { EntryChip } from './entry-chip';
import { TodayMark } from './today-mark';

/** The days that have entries, one after another: the calendar on a phone, and a day's every entry. */
export function AgendaList({ days, today, byDay, move, onOpen }: CalendarBodyProps) {
  const { i18n } = useLingui();
  const busy = days.filter((day) => byDay.has(day));
  if (busy.length === 0) {
    return (
      <p className="rounded-lg border py-10 text-center text-sm text-muted-foreground">
        <Trans>Nothing goes out on these days.</Trans>
      </p>
    );
  }
  return (
    <div className="grid gap-5">
      {busy.map((day) => (
        <div key={day} className="grid gap-2">
          <h2 className="flex items-center gap-2 text-sm font-semibold text-ink-900">
            <span className="inline-block first-letter:uppercase">{fullDayName(day, i18n.locale)}</span>
            {day === today && <TodayMark />}
          </h2>
          <ul className="grid gap-1.5">
            {byDay.get(day)?.map((placed) => (
              <li key={placementKey(placed)}>
                <EntryChip
                  placed={placed}
                  move={move}
                  onOpen={onOpen}
                  detailed
                  className="px-3 py-2 text-sm"
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
