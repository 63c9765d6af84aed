import { beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../src/candles/timeframe.ts';
import type { Candle } from '../../src/candles/types.ts';
import { defaultCprMaps } from '../../src/cpr/cpr-map.ts';
import { type CprSnapshot, cprSnapshot } from '../../src/cpr/snapshot.ts';
import { cprTimeframes } from '../../src/cpr/types.ts';
import { createSimMarket } from '../../src/sim/market.ts';

/**
 * Over the whole simulated universe, the daily CPR screen must show every category the product
 * has: every subcategory of the default maps on each timeframe, virgin and non-virgin CPRs, every
 * daily position, inside CPRs, and both Trending and Neutral biases.
 */
describe('simulated market statistics (150 symbols)', () => {
  const market = createSimMarket({ seed: 2024 });
  const from = Date.UTC(2025, 2, 1);
  const nows = [
    Date.UTC(2025, 4, 6),
    Date.UTC(2025, 4, 15),
    Date.UTC(2025, 4, 22),
    Date.UTC(2025, 4, 29),
  ].map((t, i) => t + (3 + 5 * i) * HOUR_MS + 12 * 60_000);
  const snapshots: CprSnapshot[] = [];
  beforeAll(() => {
    for (const s of market.symbols) {
      const daily: Candle[] = market.simCandles(s.symbol, '1d', from, Date.UTC(2025, 4, 29));
      for (const now of nows) {
        const today = market.simFormingBar(s.symbol, '1d', now) as Candle;
        snapshots.push(
          cprSnapshot({ daily, now, current: { high: today.high, low: today.low, price: today.close } }),
        );
      }
    }
  });
  const seen = (f: (s: CprSnapshot) => unknown) => new Set(snapshots.map(f));

  it('produces every subcategory of the default maps on each timeframe', () => {
    const states = {
      '1d': (s: CprSnapshot) => s.daily,
      '1w': (s: CprSnapshot) => s.weekly,
      '1M': (s: CprSnapshot) => s.monthly,
    };
    for (const tf of cprTimeframes) {
      const subs = seen((s) => states[tf](s)?.subcategory);
      for (const [, , sub] of defaultCprMaps[tf]) expect(subs.has(sub), `${tf} ${sub}`).toBe(true);
      expect(seen((s) => states[tf](s)?.isInside)).toEqual(new Set([true, false]));
    }
  });

  it('produces virgin and non-virgin CPRs, every daily position, Trending and Neutral biases', () => {
    expect(seen((s) => s.isVirgin)).toEqual(new Set([true, false]));
    expect(seen((s) => s.daily?.position)).toEqual(new Set(['Above', 'Within', 'Below']));
    const biases = seen((s) => s.dailyBias);
    expect(biases.has('Trending') && biases.has('Neutral')).toBe(true);
  });

  it('keeps every symbol tradable: prices > 0 and a current bar at each time', () => {
    expect(snapshots).toHaveLength(market.symbols.length * nows.length);
    expect(snapshots.every((s) => s.price !== null && s.price > 0 && s.daily !== null)).toBe(true);
  });
});
