import type { ApiModule } from '../manifest';
import { aiRoutes } from './ai.routes';
import { seedDemoAiUsage } from './demo-ai-usage';
import { purgeUnchosenImagesJob } from './purge-unchosen-images.job';

export const aiModule: ApiModule = {
  name: 'ai',
  routes: [aiRoutes],
  jobs: [purgeUnchosenImagesJob],
  demo: [{ what: 'AI usage', seed: seedDemoAiUsage }],
};
