import type { CandleTuple, PositioningHistoryResponse } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { panesWindow, positioningPanes } from '../../../src/features/symbol/positioning-panes-model.ts';

const T = Date.parse('2025-08-20T00:00:00Z');
const H = 3_600_000;
const bar = (t: number): CandleTuple => [t, 1, 1, 1, 1, 1];
const reading = (t: number, value: number | null) => ({
  time: new Date(t).toISOString(),
  open_interest: value,
  open_interest_value: value,
  long_short_ratio: null,
  top_trader_long_short_ratio: null,
  top_trader_account_ratio: null,
  taker_buy_sell_ratio: null,
});

describe('positioning panes on the candles’ time axis', () => {
  const history: PositioningHistoryResponse = {
    funding: [
      { time: new Date(T).toISOString(), rate: 0.0001, interval_hours: 8 },
      { time: new Date(T + 8 * H).toISOString(), rate: -0.0002, interval_hours: 4 },
    ],
    open_interest: [
      reading(T + 5 * 60_000, 100),
      reading(T + 55 * 60_000, 110),
      reading(T + 65 * 60_000, null),
      reading(T + 2 * H, 120),
    ],
    liquidations: [],
  };

  it('a bar’s OI is the last reading at or before its close; every point on a bar’s open time', () => {
    const candles = [bar(T - H), bar(T), bar(T + H), bar(T + 2 * H)];
    const panes = positioningPanes(candles, history, '1h');
    // the bar before the first reading has none; the 01:00 bar closes at 02:00 where 120 was read
    expect(panes.openInterest).toEqual([
      { time: T, value: 110 },
      { time: T + H, value: 120 },
      { time: T + 2 * H, value: 120 },
    ]);
    // the 08:00 settlement has no bar on this axis; funding per 8 h in percent
    expect(panes.funding).toEqual([{ time: T, value: 0.01 }]);
    const later = positioningPanes([...candles, bar(T + 8 * H)], history, '1h');
    // a 4-hour interval's rate doubled to 8 h
    expect(later.funding.at(-1)).toEqual({ time: T + 8 * H, value: -0.04 });
    expect(positioningPanes(candles, undefined, '1h')).toEqual({ openInterest: [], funding: [] });
  });

  it('asks for the candles’ span, at most 31 days back from the last close', () => {
    expect(panesWindow([], '5m')).toBeNull();
    expect(panesWindow([bar(T), bar(T + 300_000)], '5m')).toEqual({
      from: '2025-08-20T00:00:00.000Z',
      to: '2025-08-20T00:10:00.000Z',
    });
    const days = Array.from({ length: 60 }, (_, i) => bar(T + i * 24 * H));
    const span = panesWindow(days, '1d');
    expect(Date.parse(span?.to ?? '') - Date.parse(span?.from ?? '')).toBeLessThanOrEqual(31 * 24 * H);
  });
});
