import { describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS } from '../../src/candles/timeframe.ts';
import { liquidityDay } from '../../src/liquidity/liquidity-day.ts';

const D = Date.UTC(2025, 8, 1);

describe('liquidityDay', () => {
  it('live: always the day of the clock, even at 00:00', () => {
    expect(liquidityDay(D, 'live')).toBe(D);
    expect(liquidityDay(D + 5 * MINUTE_MS, 'live')).toBe(D);
    expect(liquidityDay(D + DAY_MS - 1, 'live')).toBe(D);
  });

  it('replay: the day before when the clock stands at 00:00 (no bar of its day closed), else the day of the clock', () => {
    expect(liquidityDay(D, 'replay')).toBe(D - DAY_MS);
    expect(liquidityDay(D + 1, 'replay')).toBe(D);
    expect(liquidityDay(D + 5 * MINUTE_MS, 'replay')).toBe(D);
    expect(liquidityDay(D + DAY_MS - 1, 'replay')).toBe(D);
  });
});
