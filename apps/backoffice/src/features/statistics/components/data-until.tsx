import { Trans, useLingui } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { timeZonePlace } from '@/lib/date-time';

/**
 * Up to when figures count, on the office's clock: "Data up to 22:00 (Madrid)" today, with the date
 * before that. The API says it (`data_until`): the last hourly roll-up for the figures read from
 * the roll-ups, the moment of the answer for those read as they are recorded, so two screens that
 * differ say why.
 */
export function DataUntil({ at, timeZone }: { at: string | null; timeZone: string }) {
  const { i18n } = useLingui();
  const zone = timeZonePlace(timeZone);
  let text: ReactNode;
  if (at === null) {
    text = <Trans>Not counted yet: the figures are counted every hour.</Trans>;
  } else {
    const moment = new Date(at);
    const dayOf = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(date);
    const time = new Intl.DateTimeFormat(i18n.locale, {
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    }).format(moment);
    const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone }).format(moment);
    text =
      dayOf(moment) === dayOf(new Date()) ? (
        <Trans>
          Data up to {time} ({zone})
        </Trans>
      ) : (
        <Trans>
          Data up to {date}, {time} ({zone})
        </Trans>
      );
  }
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <Clock className="size-4 shrink-0" aria-hidden />
      <span>{at ? <time dateTime={at}>{text}</time> : text}</span>
    </p>
  );
}
