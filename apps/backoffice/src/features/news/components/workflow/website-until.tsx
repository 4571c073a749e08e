import { DATE_AFTER_PUBLISHING, DATE_INVALID } from '@gaceta/shared/news';
import { instantToWallClock, type WallClock, wallClockToInstant } from '@gaceta/shared/wall-clock';
import { type WebWindow, webWindowEnd } from '@gaceta/shared/website/web-window';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { DateTimeFields } from '@/components/form/date-time-fields';
import { translateMessage } from '@/lib/error-messages';

/**
 * Until when the website shows an item published there (publishing on the web makes it active,
 * docs/news.md): the office's default window from the publishing moment, until the person picks
 * another date. `check` gives the instant to send, or shows why there is none.
 */
export function useWebsiteUntil(timeZone: string, webWindow: WebWindow) {
  const [chosen, setChosen] = useState<WallClock | null>(null);
  const [error, setError] = useState<string>();
  const defaultEnd = (moment: Date) =>
    instantToWallClock(webWindowEnd(moment, webWindow).toISOString(), timeZone);

  return {
    /** What the fields show for a publication at `moment`. */
    valueFor: (moment: Date) => chosen ?? defaultEnd(moment),
    setValue: setChosen,
    error,
    /** The end to send for a publication at `moment`, or undefined (with the error shown). */
    check(moment: Date): string | undefined {
      const instant = wallClockToInstant(chosen ?? defaultEnd(moment), timeZone);
      const problem = !instant
        ? DATE_INVALID
        : Date.parse(instant) <= moment.getTime()
          ? DATE_AFTER_PUBLISHING
          : null;
      // On screen at once, so the caller can move the focus to the field it marks.
      flushSync(() => setError(problem ? translateMessage(problem) : undefined));
      return problem ? undefined : (instant ?? undefined);
    },
  };
}

export function WebsiteUntilFields({
  until,
  moment,
  timeZone,
}: {
  until: ReturnType<typeof useWebsiteUntil>;
  moment: Date;
  timeZone: string;
}) {
  const { t } = useLingui();
  return (
    <DateTimeFields
      legend={t`Shown on the website until`}
      value={until.valueFor(moment)}
      onChange={until.setValue}
      timeZone={timeZone}
      error={until.error}
    />
  );
}
