import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PointsToAdd, SharedTotal } from '../../../src/repositories/rate-limit-totals-repository.ts';
import { SharedWindows } from '../../../src/services/limits/shared-windows.ts';

// The timer and the bookkeeping of SharedWindows over a store that records what it is sent; the
// exchange with a real database is in shared-windows.db.test.ts.
function recordingStore() {
  const calls: PointsToAdd[][] = [];
  return {
    calls,
    add: async (points: readonly PointsToAdd[]): Promise<SharedTotal[]> => {
      calls.push([...points]);
      return points.map((p) => ({ key: p.key, points: p.points, windowEnd: p.windowEnd }));
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SharedWindows', () => {
  it('exchanges on its timer, every interval, until stopped', async () => {
    vi.useFakeTimers();
    const store = recordingStore();
    const windows = new SharedWindows({ store });
    const counter = windows.counters('req-user', { points: 10, durationSeconds: 60 });
    windows.start(250);
    counter.spend('1', 2);
    await vi.advanceTimersByTimeAsync(249);
    expect(store.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.calls).toEqual([[{ key: 'req-user:1', points: 2, windowEnd: expect.any(Number) }]]);
    counter.spend('1', 1);
    await vi.advanceTimersByTimeAsync(250);
    expect(store.calls[1]).toEqual([{ key: 'req-user:1', points: 1, windowEnd: expect.any(Number) }]);
    counter.spend('2', 1);
    await windows.stop();
    expect(store.calls[2]).toEqual([{ key: 'req-user:2', points: 1, windowEnd: expect.any(Number) }]);
    counter.spend('2', 1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(store.calls).toHaveLength(3);
  });

  it('counts refused points too, as the memory windows do', async () => {
    const store = recordingStore();
    const windows = new SharedWindows({ store });
    const counter = windows.counters('req-user', { points: 3, durationSeconds: 60 });
    expect([1, 2, 3, 4, 5].map(() => counter.spend('1', 1))).toEqual([0, 0, 0, 60, 60]);
    await windows.sync();
    expect(store.calls).toEqual([[{ key: 'req-user:1', points: 5, windowEnd: expect.any(Number) }]]);
    // A heavy request refused with 2 points left has spent its 5: a light one is refused after it.
    const other = windows.counters('req-guest', { points: 6, durationSeconds: 60 });
    expect(other.spend('a', 4)).toBe(0);
    expect(other.spend('a', 5)).toBe(60);
    expect(other.spend('a', 1)).toBe(60);
  });

  it('forgets what it holds on clear, and refuses a second limit of the same name', () => {
    const windows = new SharedWindows({ store: recordingStore() });
    const counter = windows.counters('req-user', { points: 1, durationSeconds: 60 });
    expect(counter.spend('1', 1)).toBe(0);
    expect(counter.spend('1', 1)).toBeGreaterThan(0);
    counter.clear();
    expect(counter.spend('1', 1)).toBe(0);
    expect(() => windows.counters('req-user', { points: 1, durationSeconds: 60 })).toThrow(/exists/);
  });
});
