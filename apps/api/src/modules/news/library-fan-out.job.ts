import { libraryFanOut } from '../../queue/definitions/library-fan-out';
import { defineJob } from '../../queue/queue';
import { fanOutLibraryItem } from './news-library.service';

/**
 * Gives each office the library item concerns its own copy, in batches. Idempotent: a rerun
 * copies only to offices still without one, and the unique (office_id, source_id) keeps it to one
 * copy per office whatever runs at once (decision 016).
 */
export const libraryFanOutJob = defineJob({
  ...libraryFanOut,
  async handle(ctx, payload) {
    const copies = await fanOutLibraryItem(ctx, payload.news_id);
    ctx.logger.info({ newsId: payload.news_id, copies }, 'library item given to the offices');
  },
});
