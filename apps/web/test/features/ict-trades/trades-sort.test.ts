import { describe, expect, it } from 'vitest';
import {
  defaultTradesSort,
  nextTradesSort,
  sortTrades,
} from '../../../src/features/ict-trades/trades-sort.ts';
import { trade, trades } from './trades-fixtures.ts';

const ids = (list: { id: number }[]) => list.map((t) => t.id);

describe('ICT trades sort', () => {
  it('keeps the served order by default: newest first, the later id first on a tie', () => {
    expect(ids(sortTrades(trades, defaultTradesSort))).toEqual([6, 5, 4, 3, 2, 1]);
    expect(ids(sortTrades([...trades].reverse(), defaultTradesSort))).toEqual([6, 5, 4, 3, 2, 1]);
    const oldest = nextTradesSort(defaultTradesSort, 'generated');
    expect(oldest).toEqual({ key: 'generated', direction: 'asc' });
    expect(ids(sortTrades(trades, oldest))[0]).not.toBe(6);
    expect(ids(sortTrades(trades, oldest)).at(-1)).toBe(6);
  });

  it('sorts by P(TP1), highest first, then reversed, trades without one last either way', () => {
    const high = nextTradesSort(defaultTradesSort, 'p_tp1');
    expect(high).toEqual({ key: 'p_tp1', direction: 'desc' });
    expect(ids(sortTrades(trades, high))).toEqual([4, 5, 6, 3, 2, 1]);
    const low = nextTradesSort(high, 'p_tp1');
    expect(low).toEqual({ key: 'p_tp1', direction: 'asc' });
    expect(ids(sortTrades(trades, low))).toEqual([6, 5, 4, 3, 2, 1]);
  });

  it('breaks P(TP1) ties by the newest first and does not change its input', () => {
    const list = [
      trade(1, 'A', { p_tp1: 0.3, created_at: '2025-01-01T00:00:00Z' }),
      trade(2, 'B', { p_tp1: 0.3, created_at: '2025-01-03T00:00:00Z' }),
      trade(3, 'C', { p_tp1: 0.3, created_at: '2025-01-02T00:00:00Z' }),
    ];
    const before = ids(list);
    expect(ids(sortTrades(list, { key: 'p_tp1', direction: 'asc' }))).toEqual([2, 3, 1]);
    expect(ids(list)).toEqual(before);
  });
});
