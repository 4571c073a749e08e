import { AREA_TIME_ZONES, type AreaCode } from '@gaceta/shared/areas';

/**
 * The zone to show after the area changes: the new area's default, unless the office had chosen
 * a zone of its own (one that was not the previous area's default), which is kept.
 */
export function timeZoneAfterAreaChange(previousArea: AreaCode, nextArea: AreaCode, zone: string): string {
  return zone === AREA_TIME_ZONES[previousArea] ? AREA_TIME_ZONES[nextArea] : zone;
}

/** Every IANA zone the browser knows, plus the area defaults and the current one, sorted. */
export function timeZoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, ...Object.values(AREA_TIME_ZONES), current])].sort();
}
