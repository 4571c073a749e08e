import * as v from 'valibot';

/**
 * How long the website shows an article published there, when the publisher does not say: the
 * office chooses in its website configuration (legal news stays online, so a far date is offered).
 */
export const WEB_WINDOWS = ['one_year', 'two_years', 'far'] as const;
export const WebWindow = v.picklist(WEB_WINDOWS);
export type WebWindow = v.InferOutput<typeof WebWindow>;
export const DEFAULT_WEB_WINDOW: WebWindow = 'two_years';

/** The far date: noon UTC on the last day of 2099, which is that day on every office's clock. */
export const FAR_WEB_END = new Date(Date.UTC(2099, 11, 31, 12));

/** When an article published on the web at `from` leaves the website under `window`. */
export function webWindowEnd(from: Date, window: WebWindow): Date {
  if (window === 'far') return FAR_WEB_END;
  const end = new Date(from);
  end.setUTCFullYear(end.getUTCFullYear() + (window === 'one_year' ? 1 : 2));
  return end;
}
