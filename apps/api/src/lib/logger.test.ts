import { describe, expect, it } from 'vitest';
import { createLogger, REPEAT_LIMIT } from './logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('info', { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('the log', () => {
  it('keeps one request from repeating a line without bound, and others still log it', () => {
    const { logger, lines } = capture();
    const flooding = logger.child({ reqId: 'flooding' });
    for (let i = 0; i < 10_000; i++) flooding.warn({ i }, 'Warning: bad operator');
    logger.child({ reqId: 'other' }).warn('Warning: bad operator');
    logger.child({ job: 'send-email' }).warn('Warning: bad operator');

    const byRequest = (reqId: string) => lines.filter((line) => line.reqId === reqId).length;
    expect(byRequest('flooding')).toBe(REPEAT_LIMIT);
    expect(byRequest('other')).toBe(1);
    expect(lines.filter((line) => line.job === 'send-email')).toHaveLength(1);
  });

  it('lets different lines of one request through', () => {
    const { logger, lines } = capture();
    const request = logger.child({ reqId: 'r' });
    for (let i = 0; i < 200; i++) request.info(`step ${i}`);
    expect(lines).toHaveLength(200);
  });
});
