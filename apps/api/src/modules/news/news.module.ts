import type { ApiModule } from '../manifest';
import { libraryFanOutJob } from './library-fan-out.job';
import { newsRoutes } from './news.routes';
import { previewRoutes } from './preview.routes';
import { publishScheduledNewsJob } from './publish-scheduled-news.job';

export const newsModule: ApiModule = {
  name: 'news',
  routes: [newsRoutes, previewRoutes],
  jobs: [publishScheduledNewsJob, libraryFanOutJob],
};
