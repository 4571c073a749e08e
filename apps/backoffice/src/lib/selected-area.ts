import { Area, type AreaCode, LATAM_AREAS } from '@gaceta/shared/areas';
import { useSyncExternalStore } from 'react';
import * as v from 'valibot';

/**
 * The admin's selected area (spec section 3: initially empty, meaning every area): one area,
 * or the Latam group. Kept for the browser tab in session storage.
 */
export type SelectedArea = AreaCode | 'latam' | null;
export const SELECTED_AREA_KEY = 'selected_area';

const listeners = new Set<() => void>();

export function readSelectedArea(): SelectedArea {
  const stored = sessionStorage.getItem(SELECTED_AREA_KEY);
  return stored === 'latam' || v.is(Area, stored) ? stored : null;
}

export function setSelectedArea(area: SelectedArea): void {
  if (area) sessionStorage.setItem(SELECTED_AREA_KEY, area);
  else sessionStorage.removeItem(SELECTED_AREA_KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSelectedArea(): SelectedArea {
  return useSyncExternalStore(subscribe, readSelectedArea);
}

/** The areas a list is limited to; undefined for every area. */
export function areasOf(area: SelectedArea): readonly AreaCode[] | undefined {
  if (area === null) return undefined;
  return area === 'latam' ? LATAM_AREAS : [area];
}
