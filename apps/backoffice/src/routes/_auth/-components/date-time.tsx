import { useLingui } from '@lingui/react/macro';
import { useMe } from '@/features/auth/api/get-me';
import { formatDateTime } from '@/lib/date-time';

/**
 * The zone dates are shown in: the office's, for its users and for an admin acting as it;
 * otherwise (an admin's own lists) the browser's.
 */
export function useDisplayTimeZone(): string {
  const me = useMe();
  return me.office?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A moment in a list: date, time and the zone they are in, such as "23/11/2026 10:15 (Madrid)". */
export function DateTime({ value, className }: { value: string; className?: string }) {
  const { i18n } = useLingui();
  const timeZone = useDisplayTimeZone();
  return (
    <time dateTime={value} className={className}>
      {formatDateTime(value, i18n.locale, timeZone)}
    </time>
  );
}
