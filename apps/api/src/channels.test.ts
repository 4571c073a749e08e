import { PUBLISHABLE_CHANNELS } from '@gaceta/shared/news-workflow';
import { expect, test } from 'vitest';
import { NEWS_CHANNELS } from './channels';

test('the back-office offers publishing on exactly the channels the API implements', () => {
  expect(Object.keys(NEWS_CHANNELS).sort()).toEqual([...PUBLISHABLE_CHANNELS].sort());
});
