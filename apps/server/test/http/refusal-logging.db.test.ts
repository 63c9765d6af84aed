import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/lib/logger.ts';
import { useTestApp } from '../support/test-app.ts';

/** Every line the app logs, parsed. */
const lines: string[] = [];
const entries = () => lines.map((line) => JSON.parse(line) as { msg: string; res?: { statusCode: number } });

const t = useTestApp({
  deps: { logger: createLogger({ level: 'info' }, { write: (line: string) => void lines.push(line) }) },
  limits: {
    requests: {
      user: { points: 5, durationSeconds: 60 },
      guest: { points: 5, durationSeconds: 60 },
      address: { points: 1000, durationSeconds: 60 },
      inFlight: 1000,
    },
  },
});

describe('the log of refused requests', () => {
  it('is sampled: one line for a flood of 429s, and no "request completed" line for each', async () => {
    const flooder = await t.signIn('free');
    lines.length = 0;
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push((await t.app.inject({ url: '/api/v1/watchlist/', headers: flooder.headers })).statusCode);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    const logged = entries();
    expect(logged.filter((e) => e.msg === 'requests refused')).toHaveLength(1);
    expect(logged.filter((e) => e.msg === 'request completed' && e.res?.statusCode === 429)).toHaveLength(0);
    // Answered requests are still logged as before.
    expect(logged.filter((e) => e.msg === 'request completed' && e.res?.statusCode === 200)).toHaveLength(5);
  });
});
