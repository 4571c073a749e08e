import type { StatisticsRange } from '@gaceta/shared/statistics';

/** Query keys of statistics: each channel and range under `all`. */
export const statisticsKeys = {
  all: ['statistics'],
  website: (range: StatisticsRange) => [...statisticsKeys.all, 'website', range],
} as const;
