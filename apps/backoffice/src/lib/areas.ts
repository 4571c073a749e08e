import { AREA_CODES, type AreaCode, LATAM_AREAS } from '@gaceta/shared/areas';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The region label of each area (spec section 3), in the interface language. */
export const AREA_LABELS: Record<AreaCode, MessageDescriptor> = {
  esp: msg`Spain`,
  mex: msg`Mexico`,
  chl: msg`Chile`,
  col: msg`Colombia`,
  per: msg`Peru`,
  cri: msg`Costa Rica`,
  arg: msg`Argentina`,
  ury: msg`Uruguay`,
  bol: msg`Bolivia`,
  ecu: msg`Ecuador`,
  slv: msg`El Salvador`,
  hnd: msg`Honduras`,
  gtm: msg`Guatemala`,
  pan: msg`Panama`,
  dom: msg`Dominican Republic`,
  ven: msg`Venezuela`,
  jam: msg`Jamaica`,
  pry: msg`Paraguay`,
  tto: msg`Trinidad and Tobago`,
};

export const LATAM_GROUP_LABEL = msg`Latam (every Latin American area)`;

/** Whether the Latam group is fully, partly or not at all within a selection. */
export function latamState(selected: readonly AreaCode[]): boolean | 'indeterminate' {
  const chosen = LATAM_AREAS.filter((code) => selected.includes(code)).length;
  if (chosen === 0) return false;
  return chosen === LATAM_AREAS.length ? true : 'indeterminate';
}

/** Adds or removes one area, or every Latin American one, keeping the areas' canonical order. */
export function toggleAreas(
  selected: readonly AreaCode[],
  codes: readonly AreaCode[],
  on: boolean,
): AreaCode[] {
  const next = new Set(selected);
  for (const code of codes) {
    if (on) next.add(code);
    else next.delete(code);
  }
  return AREA_CODES.filter((code) => next.has(code));
}
