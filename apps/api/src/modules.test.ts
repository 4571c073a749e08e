import { PUBLISHABLE_CHANNELS } from '@gaceta/shared/news-workflow';
import { expect, test } from 'vitest';
import { MODULE_PARTS } from './modules';

test('the back-office offers publishing on exactly the channels the API implements', () => {
  expect(Object.keys(MODULE_PARTS.channels).sort()).toEqual([...PUBLISHABLE_CHANNELS].sort());
});
