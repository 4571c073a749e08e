import * as v from 'valibot';
import { MESSAGES } from './messages';

/** Geographic areas (tolgeo) with the region label each belongs to (spec section 3). */
export const AREAS = {
  esp: 'Spain',
  mex: 'Mexico',
  chl: 'Chile',
  col: 'Colombia',
  per: 'Peru',
  cri: 'Costa Rica',
  arg: 'Argentina',
  ury: 'Uruguay',
  bol: 'Bolivia',
  ecu: 'Ecuador',
  slv: 'El Salvador',
  hnd: 'Honduras',
  gtm: 'Guatemala',
  pan: 'Panama',
  dom: 'Dominican Republic',
  ven: 'Venezuela',
  jam: 'Jamaica',
  pry: 'Paraguay',
  tto: 'Trinidad and Tobago',
} as const;

export type AreaCode = keyof typeof AREAS;
export const AREA_CODES = Object.keys(AREAS) as [AreaCode, ...AreaCode[]];
export const DEFAULT_AREA: AreaCode = 'esp';
export const Area = v.picklist(AREA_CODES, MESSAGES.unknownArea.id);

/** 'Latam' groups every Latin American area, offered where several areas are picked. */
export const LATAM_AREAS = AREA_CODES.filter((code) => code !== 'esp');
export const LATAM_LABEL = 'Latam';

/**
 * `tolgeo=mex,chl` in a query string: one area or several (the Latam group sends all of
 * LATAM_AREAS). Empty means every area.
 */
export const AreaListParam = v.pipe(
  v.string(),
  v.transform((value) =>
    value
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean),
  ),
  v.array(Area),
);

/** The language an office in each area writes for, unless it says otherwise (a feed's `<language>`). */
export const AREA_LANGUAGES: Record<AreaCode, 'es' | 'en'> = Object.fromEntries(
  AREA_CODES.map((code) => [code, code === 'jam' || code === 'tto' ? 'en' : 'es']),
) as Record<AreaCode, 'es' | 'en'>;

/** The IANA time zone an office in each area defaults to. */
export const AREA_TIME_ZONES: Record<AreaCode, string> = {
  esp: 'Europe/Madrid',
  mex: 'America/Mexico_City',
  chl: 'America/Santiago',
  col: 'America/Bogota',
  per: 'America/Lima',
  cri: 'America/Costa_Rica',
  arg: 'America/Argentina/Buenos_Aires',
  ury: 'America/Montevideo',
  bol: 'America/La_Paz',
  ecu: 'America/Guayaquil',
  slv: 'America/El_Salvador',
  hnd: 'America/Tegucigalpa',
  gtm: 'America/Guatemala',
  pan: 'America/Panama',
  dom: 'America/Santo_Domingo',
  ven: 'America/Caracas',
  jam: 'America/Jamaica',
  pry: 'America/Asuncion',
  tto: 'America/Port_of_Spain',
};

/** GET /v1/areas. */
export const AreasResponse = v.object({
  objects: v.array(v.object({ code: Area, label: v.string() })),
  latam: v.array(Area),
});
export type AreasResponse = v.InferOutput<typeof AreasResponse>;
