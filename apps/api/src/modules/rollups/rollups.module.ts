import type { ApiModule } from '../manifest';
import { dailyRollupsJob } from './daily-rollups.job';

export const rollupsModule: ApiModule = {
  name: 'rollups',
  jobs: [dailyRollupsJob],
};
