import type { Clock } from '../lib/clock';

/** A clock tests move forward by hand. */
export interface TestClock extends Clock {
  advance(ms: number): void;
}

export function createTestClock(start = new Date()): TestClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
  };
}
