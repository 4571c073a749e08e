import type { ChannelFigures } from '@gaceta/shared/statistics/scorecards';

/** The channels in the order people read them; any other the API adds comes after. */
const CHANNEL_ORDER = ['web', 'newsletter', 'social'];

export function channelsOf(totals: ChannelFigures): string[] {
  const rank = (channel: string) => {
    const index = CHANNEL_ORDER.indexOf(channel);
    return index === -1 ? CHANNEL_ORDER.length : index;
  };
  return Object.keys(totals).toSorted((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The measures in the order people read them: reach first, then what readers did. */
const MEASURE_ORDER = [
  'views',
  'visitors',
  'impressions',
  'site_visitors',
  'sent',
  'delivered',
  'opened',
  'clicked',
  'bounced',
  'unsubscribed',
  'sends',
  'deliveries',
  'opens',
  'clicks',
  'bounces',
  'unsubscribes',
  'posts',
  'likes',
  'comments',
  'shares',
];

const rankOf = (measure: string) => {
  const index = MEASURE_ORDER.indexOf(measure);
  return index === -1 ? MEASURE_ORDER.length : index;
};

/**
 * A channel's measures: each whole measure ('views', 'likes'), then its split per network
 * ('shares.linkedin') right after it. The chart draws the whole ones, the table all.
 */
export function measuresOf(figures: Record<string, number>): { whole: string[]; all: string[] } {
  const names = Object.keys(figures);
  const whole = [...new Set(names.map((name) => name.split('.')[0] as string))].toSorted(
    (a, b) => rankOf(a) - rankOf(b) || a.localeCompare(b),
  );
  const all = whole.flatMap((base) => [
    ...(names.includes(base) ? [base] : []),
    ...names.filter((name) => name.startsWith(`${base}.`)).toSorted(),
  ]);
  return { whole, all };
}

/** The networks a channel's figures are split by ('linkedin' of 'likes.linkedin'), by name. */
export function networksOf(figures: Record<string, number>): string[] {
  const { all } = measuresOf(figures);
  const split = all.flatMap((name) => {
    const network = name.split('.')[1];
    return network ? [network] : [];
  });
  return [...new Set(split.toSorted())];
}

/** A whole measure's value: its own, or the sum of its parts when only those were counted. */
export function wholeValue(figures: Record<string, number> | undefined, measure: string): number {
  if (!figures) return 0;
  if (measure in figures) return figures[measure] ?? 0;
  return Object.entries(figures)
    .filter(([name]) => name.startsWith(`${measure}.`))
    .reduce((sum, [, value]) => sum + value, 0);
}

/**
 * The measure that says most of a channel: what a chart of many groups shows of it (the
 * newsletter's office figure, or its figure per article).
 */
const HEADLINE: Record<string, string[]> = {
  web: ['views'],
  newsletter: ['opened', 'opens'],
  social: ['likes'],
};

export function headlineOf(channel: string, figures: Record<string, number>): string | undefined {
  const { whole } = measuresOf(figures);
  return HEADLINE[channel]?.find((measure) => whole.includes(measure)) ?? whole[0];
}
