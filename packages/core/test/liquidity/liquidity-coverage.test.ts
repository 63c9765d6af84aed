import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../../src/candles/timeframe.ts';
import { analyzeLiquidity } from '../../src/liquidity/analyze-liquidity.ts';
import { historySpans } from '../../src/liquidity/history-spans.ts';
import { sessionRange } from '../../src/liquidity/ranges.ts';
import type { SessionRange } from '../../src/liquidity/types.ts';
import { sessionWindowsFromSettings } from '../../src/sessions/session-windows.ts';
import { SIM_DAY, simIctMarket } from '../support/ict-sim-data.ts';
import { defaultWindowSettings } from '../support/session-test-windows.ts';

const windows = sessionWindowsFromSettings(defaultWindowSettings);

describe('on the simulated market', () => {
  it('every level is swept on some symbol-day, and each of A, M and D appears', () => {
    const market = simIctMarket(8);
    const swept = new Map<string, number>();
    const labels = new Map<string, number>();
    const reasons = new Set<string>();
    for (const { symbol } of market.symbols) {
      const bars = market.simCandles(symbol, '5m', SIM_DAY - 21 * DAY_MS, SIM_DAY + 5 * DAY_MS);
      for (let day = SIM_DAY; day < SIM_DAY + 5 * DAY_MS; day += DAY_MS) {
        const history = historySpans(windows, day, 20)
          .map((s) => sessionRange(bars, s))
          .filter((r): r is SessionRange => r !== null);
        for (const at of [9, 16, 23.92]) {
          const a = analyzeLiquidity({ bars5m: bars, now: day + at * HOUR_MS, windows, history });
          reasons.add(a.biasReason);
          if (at < 23) continue;
          for (const [k, v] of Object.entries(a.levels)) if (v.swept) swept.set(k, (swept.get(k) ?? 0) + 1);
          for (const v of Object.values(a.sessionBias)) labels.set(v, (labels.get(v) ?? 0) + 1);
        }
      }
    }
    expect([...swept.keys()].sort()).toEqual([
      'asiaHigh',
      'asiaLow',
      'londonHigh',
      'londonLow',
      'pdh',
      'pdl',
    ]);
    expect([...labels.keys()].sort()).toEqual(['A', 'D', 'M']);
    expect(reasons.size).toBeGreaterThanOrEqual(4);
  });
});
