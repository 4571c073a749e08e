import { Id } from '@gaceta/shared/common';
import * as v from 'valibot';

/** Enqueued when an admin publishes a library item. Its handler: library-fan-out.job.ts. */
export const libraryFanOut = {
  name: 'library-fan-out',
  payload: v.object({ news_id: Id }),
  retry: { limit: 5, delaySeconds: 30, backoff: true },
};
