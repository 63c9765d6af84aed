import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../../src/candles/timeframe.ts';
import { averageSessionRange, sessionBias } from '../../src/liquidity/session-bias.ts';
import type { SessionRange } from '../../src/liquidity/types.ts';

const D = Date.UTC(2025, 7, 12);
const london = (open: number, high: number, low: number, close: number): SessionRange => ({
  session: 'london',
  start: D + 7 * HOUR_MS,
  end: D + 13 * HOUR_MS,
  open,
  high,
  low,
  close,
  bars: 72,
});
const asia = { high: 105, low: 100 };

describe('sessionBias', () => {
  it('M: beyond the prior session and closed back inside its range', () => {
    expect(sessionBias(london(102, 106, 101, 104), asia, 3)).toBe('M');
    expect(sessionBias(london(102, 104, 99, 100), asia, 3)).toBe('M');
    expect(sessionBias(london(102, 106, 101, 105), asia, null)).toBe('M');
  });

  it('D: range at least its average and a close in the outer 30 %', () => {
    // Beyond the prior high and closing above it: not M.
    expect(sessionBias(london(104, 110, 104, 109), asia, 6)).toBe('D');
    expect(sessionBias(london(104, 110, 104, 105.8), asia, 6)).toBe('D');
    expect(sessionBias(london(104, 110, 104, 106), asia, 6)).toBe('A');
    expect(sessionBias(london(104, 110, 104, 109), asia, 6.01)).toBe('A');
    expect(sessionBias(london(101, 104, 101, 103.5), null, 2)).toBe('D');
  });

  it('A otherwise, and without an average', () => {
    expect(sessionBias(london(101, 104, 101, 102.5), asia, 2)).toBe('A');
    expect(sessionBias(london(104, 110, 104, 109), asia, null)).toBe('A');
    expect(sessionBias(london(101, 101, 101, 101), null, 0)).toBe('A');
  });
});

describe('averageSessionRange', () => {
  const span = { session: 'london' as const, start: D + 7 * HOUR_MS, end: D + 13 * HOUR_MS };
  const past = (daysBack: number, width: number, session: 'london' | 'asia' = 'london'): SessionRange => ({
    ...london(100, 100 + width, 100, 100),
    session,
    start: span.start - daysBack * DAY_MS,
    end: span.end - daysBack * DAY_MS,
  });

  it('means the same session over the 20 days before, ignoring other sessions and older days', () => {
    const history = [past(1, 4), past(2, 2), past(20, 6), past(21, 100), past(1, 50, 'asia')];
    expect(averageSessionRange(history, span)).toBe(4);
    expect(averageSessionRange([past(0, 9)], span)).toBeNull();
    expect(averageSessionRange([], span)).toBeNull();
  });
});
