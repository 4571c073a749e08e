import { useSyncExternalStore } from 'react';

/** Where the month and week grids fit; narrower (a phone), the calendar is the agenda. */
const WIDE = '(min-width: 768px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia?.(WIDE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

/** Whether the screen is wide enough for a grid (a browser without matchMedia counts as wide). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(WIDE).matches ?? true);
}
