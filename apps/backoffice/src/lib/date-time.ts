/** A zone's place name, as people say it: "Europe/Madrid" → "Madrid", "America/Mexico_City" → "Mexico City". */
export function timeZonePlace(zone: string): string {
  return (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');
}

/**
 * A moment as a date and time in the given zone, naming the zone so nobody wonders whose time it
 * is: "23/11/2026 10:15 (Madrid)".
 */
export function formatDateTime(iso: string, locale: string, timeZone: string): string {
  const moment = new Date(iso);
  const date = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone,
  });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone });
  return `${date.format(moment)} ${time.format(moment)} (${timeZonePlace(timeZone)})`;
}
