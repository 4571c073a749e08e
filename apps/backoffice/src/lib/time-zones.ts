import { AREA_TIME_ZONES, type AreaCode } from '@gaceta/shared/areas';
import { timeZonePlace } from './date-time';

/**
 * The zone to show after the area changes: the new area's default, unless the office had chosen
 * a zone of its own (one that was not the previous area's default), which is kept.
 */
export function timeZoneAfterAreaChange(previousArea: AreaCode, nextArea: AreaCode, zone: string): string {
  return zone === AREA_TIME_ZONES[previousArea] ? AREA_TIME_ZONES[nextArea] : zone;
}

/** The country (ISO 3166 region) of each area, whose zones the browser can list. */
const AREA_REGIONS: Record<AreaCode, string> = {
  esp: 'ES',
  mex: 'MX',
  chl: 'CL',
  col: 'CO',
  per: 'PE',
  cri: 'CR',
  arg: 'AR',
  ury: 'UY',
  bol: 'BO',
  ecu: 'EC',
  slv: 'SV',
  hnd: 'HN',
  gtm: 'GT',
  pan: 'PA',
  dom: 'DO',
  ven: 'VE',
  jam: 'JM',
  pry: 'PY',
  tto: 'TT',
};

/** A zone as the picker shows it, in the interface language. */
export interface TimeZoneChoice {
  id: string;
  /** "Madrid", from the zone's id. */
  place: string;
  /** "hora de Europa central": the localised generic name. */
  name: string;
  /** "GMT+1", today. */
  offset: string;
}

function zoneNamePart(zone: string, locale: string, timeZoneName: 'longGeneric' | 'shortOffset', at: Date) {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    // A zone newer than this browser's data: shown by its id alone rather than breaking the form.
    return '';
  }
}

export function describeTimeZone(zone: string, locale: string, at = new Date()): TimeZoneChoice {
  return {
    id: zone,
    place: timeZonePlace(zone),
    name: zoneNamePart(zone, locale, 'longGeneric', at),
    offset: zoneNamePart(zone, locale, 'shortOffset', at),
  };
}

// Intl.Locale#getTimeZones is not in every browser (nor in TypeScript's ES2023 library) yet.
type LocaleWithZones = Intl.Locale & { getTimeZones?: () => string[] };

/** The area's zones: its default first, then the others of its country where the browser knows them. */
export function areaTimeZones(area: AreaCode): string[] {
  const locale: LocaleWithZones = new Intl.Locale(`und-${AREA_REGIONS[area]}`);
  return [...new Set([AREA_TIME_ZONES[area], ...(locale.getTimeZones?.() ?? [])])];
}

/**
 * The picker's choices: the area's zones (its default, the current zone, the country's others) first, then every
 * other zone the browser knows, by offset and place. One entry per place and offset, since the
 * browser may list a zone under an old and a new id (America/Buenos_Aires and
 * America/Argentina/Buenos_Aires); the first listed, the current or the area's, is kept.
 */
export function timeZoneChoices(area: AreaCode, current: string, locale: string, at = new Date()) {
  const seen = new Set<string>();
  const unique = (zones: string[]) =>
    zones
      .map((zone) => describeTimeZone(zone, locale, at))
      .filter((choice) => {
        const key = `${choice.place}|${choice.offset}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  const [areaDefault, ...restOfArea] = areaTimeZones(area);
  const inArea = unique([...new Set([areaDefault ?? current, current, ...restOfArea].filter(Boolean))]);
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const others = unique([...new Set([...Object.values(AREA_TIME_ZONES), ...known])]).sort(
    (a, b) => offsetMinutes(a.offset) - offsetMinutes(b.offset) || a.place.localeCompare(b.place, locale),
  );
  return { inArea, others };
}

/** "GMT-3:30" → -210; "GMT" → 0. */
function offsetMinutes(offset: string): number {
  const match = /([+-])(\d{1,2})(?::(\d{2}))?/.exec(offset);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** Lower case without accents, so "mexico" finds "México". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Whether every word searched for appears in one of the texts (a zone's id, place, name, offset). */
export function matchesSearch(texts: string[], search: string): boolean {
  const haystack = folded(texts.join(' '));
  return folded(search)
    .split(/\s+/)
    .every((word) => haystack.includes(word));
}
