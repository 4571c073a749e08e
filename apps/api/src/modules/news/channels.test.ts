import { PUBLISHABLE_CHANNELS } from '@gaceta/shared/news-workflow';
import { expect, test } from 'vitest';
import { CHANNELS } from './channels';

test('the back-office offers publishing on exactly the channels the API implements', () => {
  expect(Object.keys(CHANNELS).sort()).toEqual([...PUBLISHABLE_CHANNELS].sort());
});
