import { firstIndexAtOrAfter } from '../candles/bar-search.ts';
import type { Candle } from '../candles/types.ts';
import type { LiquidityLevel } from './liquidity-levels.ts';
import type { SweepEvent } from './types.ts';

/** Bars after the sweeping one within which a close must come back inside. */
const SWEEP_RECLAIM_BARS = 3;

/**
 * Liquidity sweeps (docs/analytics.md §3): a level is taken by the first bar that trades beyond it once it
 * is final (high > level for a high, low < level for a low; bars opening before `sweepableFrom`
 * do not count). The take is a sweep when that bar or one of the next 3 bars closes back inside
 * (close < level for a high, close > level for a low); otherwise the level broke. Choice where
 * docs/analytics.md is silent: a level is taken once — later bars beyond an already-taken level (price
 * coming back through a broken level) are not sweeps of it. Only sweeps whose taking bar opens at
 * or after `windowStart` count (the engine: the last 24 closed 5m bars). `bars` are the closed
 * bars (from at least the earliest `sweepableFrom`), so a reclaim not known yet is not a sweep yet.
 * Ordered by `sweptAt`, then `reclaimedAt`, then the order of `levels` (newest last).
 */
export function findSweeps(
  bars: readonly Candle[],
  levels: readonly LiquidityLevel[],
  windowStart: number,
): SweepEvent[] {
  const events: { e: SweepEvent; order: number }[] = [];
  levels.forEach((level, order) => {
    const beyond = (b: Candle) => (level.side === 'high' ? b.high > level.price : b.low < level.price);
    const back = (b: Candle) => (level.side === 'high' ? b.close < level.price : b.close > level.price);
    let j = firstIndexAtOrAfter(bars, level.sweepableFrom);
    while (j < bars.length && !beyond(bars[j] as Candle)) j++;
    const taken = bars[j];
    if (taken === undefined || taken.openTime < windowStart) return;
    for (let k = j; k < bars.length && k <= j + SWEEP_RECLAIM_BARS; k++) {
      if (back(bars[k] as Candle)) {
        const reclaimedAt = (bars[k] as Candle).openTime;
        events.push({
          e: { level: level.kind, price: level.price, sweptAt: taken.openTime, reclaimedAt },
          order,
        });
        return;
      }
    }
  });
  events.sort((a, b) => a.e.sweptAt - b.e.sweptAt || a.e.reclaimedAt - b.e.reclaimedAt || a.order - b.order);
  return events.map((x) => x.e);
}
