import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planGroupAdd } from '../../../src/features/dashboard/plan-group-add.ts';

describe('planGroupAdd', () => {
  it('keeps the group order, adds only the new symbols and names the watched ones', () => {
    expect(planGroupAdd(['BTCUSDT', 'PEPEUSDT', 'ETHUSDT', 'PEPEUSDT'], ['ETHUSDT', 'SOLUSDT'])).toEqual({
      toAdd: ['BTCUSDT', 'PEPEUSDT'],
      alreadyWatched: ['ETHUSDT'],
    });
  });

  it('partitions the distinct symbols of the group by membership of the watchlist', () => {
    const symbol = fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F');
    fc.assert(
      fc.property(fc.array(symbol), fc.array(symbol), (group, watched) => {
        const { toAdd, alreadyWatched } = planGroupAdd(group, watched);
        expect(new Set([...toAdd, ...alreadyWatched])).toEqual(new Set(group));
        expect(toAdd.length + alreadyWatched.length).toBe(new Set(group).size);
        for (const s of toAdd) expect(watched).not.toContain(s);
        for (const s of alreadyWatched) expect(watched).toContain(s);
        // Re-adding after adding finds nothing new.
        expect(planGroupAdd(group, [...watched, ...toAdd]).toAdd).toEqual([]);
      }),
    );
  });
});
