import { DAY_MS } from '../candles/timeframe.ts';
import type { Candle } from '../candles/types.ts';
import { type createMarketChain, createSymbolChain, SIM_EPOCH } from './daily-skeleton.ts';
import { basePath, createDayBuffers, type DayBuffers, roundDay } from './day-path.ts';
import { DayWindow } from './growable.ts';
import type { createMarketIntraday } from './market-intraday.ts';
import { SLOTS_PER_DAY } from './session-profile.ts';
import { applyStopRuns } from './stop-runs.ts';
import type { SimSymbol } from './universe.ts';

/** Generator state of one symbol: its daily chain and caches of base extremes and daily bars. */
export interface SymbolDays {
  spec: SimSymbol;
  hash: number;
  /** Open time of the first bar (listing). */
  listedAt: number;
  /** The day's 5m bars in shared scratch buffers (valid until the next call), rounded and final. */
  dayBars(k: number): DayBuffers;
  /** The day's bar (aggregation of its 5m bars), cached. */
  dailyBar(k: number): Candle;
}

/** Shared scratch buffers: generation is synchronous, so one set serves every symbol. */
const scratch = createDayBuffers();

/**
 * The per-symbol generator: day `k`'s 5m bars are its base path (see `basePath`), then stop runs
 * against day `k − 1`'s base extremes, then rounding; daily bars are cached aggregations of them.
 */
export function createSymbolDays(
  seed: number,
  hash: number,
  spec: SimSymbol,
  listedAt: number,
  market: ReturnType<typeof createMarketChain>,
  intraday: ReturnType<typeof createMarketIntraday>,
): SymbolDays {
  const chain = createSymbolChain(seed, hash, spec, market);
  // Caches of the days asked for (a window of day indexes, not every day since the epoch).
  const base = new DayWindow(2);
  const daily = new DayWindow(5);

  const baseExtremes = (k: number): [number, number] => {
    const at = base.slot(k);
    const [hi, lo] = base.cols as [Float64Array, Float64Array];
    if (Number.isNaN(hi[at] as number)) {
      const e = basePath([seed, hash, k], spec, chain(k), intraday(k), scratch);
      hi[at] = e.high;
      lo[at] = e.low;
    }
    return [hi[at] as number, lo[at] as number];
  };

  const dayBars = (k: number): DayBuffers => {
    const [prevHigh, prevLow] = k > 0 ? baseExtremes(k - 1) : [Number.NaN, Number.NaN];
    const day = chain(k);
    const e = basePath([seed, hash, k], spec, day, intraday(k), scratch);
    const baseAt = base.slot(k);
    (base.cols[0] as Float64Array)[baseAt] = e.high;
    (base.cols[1] as Float64Array)[baseAt] = e.low;
    const sigmaDay = Math.hypot(spec.beta * day.marketSigma, day.idioSigma);
    applyStopRuns([seed, hash, k], scratch, prevHigh, prevLow, sigmaDay);
    roundDay(scratch, spec.decimals);
    const at = daily.slot(k);
    const [o, h, l, c, v] = daily.cols as [
      Float64Array,
      Float64Array,
      Float64Array,
      Float64Array,
      Float64Array,
    ];
    if (Number.isNaN(o[at] as number)) {
      let high = 0;
      let low = Number.POSITIVE_INFINITY;
      let vol = 0;
      const slots = SLOTS_PER_DAY;
      for (let j = 0; j < slots; j++) {
        high = Math.max(high, scratch.high[j] as number);
        low = Math.min(low, scratch.low[j] as number);
        vol += scratch.volume[j] as number;
      }
      o[at] = scratch.open[0] as number;
      h[at] = high;
      l[at] = low;
      c[at] = scratch.close[SLOTS_PER_DAY - 1] as number;
      v[at] = vol;
    }
    return scratch;
  };

  const dailyBar = (k: number): Candle => {
    // The slot first (it may widen the window: new arrays), then the column; dayBars may widen it
    // again, so the slot is read once more after it.
    const slot = daily.slot(k);
    if (Number.isNaN((daily.cols[0] as Float64Array)[slot] as number)) dayBars(k);
    const at = daily.slot(k);
    const [o, h, l, c, v] = daily.cols as [
      Float64Array,
      Float64Array,
      Float64Array,
      Float64Array,
      Float64Array,
    ];
    return {
      openTime: SIM_EPOCH + k * DAY_MS,
      open: o[at] as number,
      high: h[at] as number,
      low: l[at] as number,
      close: c[at] as number,
      volume: v[at] as number,
    };
  };

  return { spec, hash, listedAt, dayBars, dailyBar };
}
