import { Id } from '@gaceta/shared/common';
import * as v from 'valibot';
import { fanOutLibraryItem } from '../modules/news/news-library.service';
import { defineJob } from './queue';

/**
 * Enqueued when an admin publishes a library item: gives each office it concerns its own copy, in
 * batches. Idempotent: a rerun copies only to offices still without one, and the unique
 * (office_id, source_id) keeps it to one copy per office whatever runs at once (decision 016).
 */
export const libraryFanOutJob = defineJob({
  name: 'library-fan-out',
  payload: v.object({ news_id: Id }),
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  async handle(ctx, payload) {
    const copies = await fanOutLibraryItem(ctx, payload.news_id);
    ctx.logger.info({ newsId: payload.news_id, copies }, 'library item given to the offices');
  },
});
