import { describe, expect, it } from 'vitest';
import { bucketStart, DAY_MS, HOUR_MS, MINUTE_MS } from '../../src/candles/timeframe.ts';
import type { Candle } from '../../src/candles/types.ts';
import { analyzeIct } from '../../src/ict/analyze-ict.ts';
import { defaultIctParams as params } from '../../src/ict/params.ts';
import { SIM_DAY, simHistory, simIctMarket } from '../support/ict-sim-data.ts';

const M5 = 5 * MINUTE_MS;
const H4 = 4 * HOUR_MS;

describe('replay on simulated data (no look-ahead)', () => {
  const market = simIctMarket(2);

  it.each(market.symbols.map((s) => s.symbol))(
    '%s: at every 5m close of 3 days, the full history, the history up to now and a rolling window agree',
    (symbol) => {
      const full = simHistory(market, symbol, SIM_DAY, SIM_DAY + 6 * DAY_MS);
      let trades = 0;
      for (let now = SIM_DAY; now <= SIM_DAY + 3 * DAY_MS; now += M5) {
        const a = analyzeIct({ ...full, now }, params);
        const upToNow = {
          bars5m: full.bars5m.filter((b: Candle) => b.openTime + M5 <= now),
          bars1h: full.bars1h.filter((b: Candle) => b.openTime + HOUR_MS <= now),
          now,
        };
        expect(analyzeIct(upToNow, params)).toEqual(a);
        const since5m = Math.min(bucketStart('1d', now) - DAY_MS, now - 300 * M5);
        const since1h = bucketStart('4h', now) - 60 * H4;
        const rolling = {
          bars5m: upToNow.bars5m.filter((b) => b.openTime >= since5m),
          bars1h: upToNow.bars1h.filter((b) => b.openTime >= since1h),
          now,
        };
        expect(analyzeIct(rolling, params)).toEqual(a);
        expect(a.asOf).toBe(now);
        if (a.trade) trades += 1;
      }
      expect(trades).toBeGreaterThan(0);
    },
  );
});
