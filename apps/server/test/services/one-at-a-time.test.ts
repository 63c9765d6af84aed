import { describe, expect, it } from 'vitest';
import { oneAtATime } from '../../src/services/one-at-a-time.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('oneAtATime', () => {
  it('starts each run when the one before it has settled, in order, a rejection included', async () => {
    const serial = oneAtATime();
    const events: string[] = [];
    const run = (name: string, fail = false) =>
      serial(async () => {
        events.push(`${name} start`);
        await tick();
        events.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([run('a'), run('b', true), run('c')]);
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
