import { STATISTICS_RANGES } from '@gaceta/shared/statistics';
import * as v from 'valibot';

/** A statistics screen's period in its address (?range=week|month|year): the month when missing or unknown. */
export const RangeParam = v.optional(v.fallback(v.picklist(STATISTICS_RANGES), 'month'));

/** The search of a statistics screen that takes nothing but its period. */
export const RangeSearch = v.object({ range: RangeParam });
