import { describe, expect, it } from 'vitest';
import { addOneByOne } from '../../../src/features/dashboard/add-one-by-one.ts';

describe('addOneByOne', () => {
  it('adds in order, one at a time, reporting each failure', async () => {
    const log: string[] = [];
    let running = 0;
    const outcome = await addOneByOne(
      ['A', 'B', 'C'],
      async (symbol) => {
        running++;
        expect(running).toBe(1);
        log.push(`add ${symbol}`);
        await Promise.resolve();
        running--;
        if (symbol === 'B') throw new Error('409');
      },
      (symbol) => log.push(`failed ${symbol}`),
    );
    expect(log).toEqual(['add A', 'add B', 'failed B', 'add C']);
    expect(outcome).toEqual({ added: ['A', 'C'], failed: ['B'] });
  });
});
