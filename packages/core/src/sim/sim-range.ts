import { aggregateCandles } from '../candles/aggregate.ts';
import { bucketStart, DAY_MS, nextBucketStart, timeframeMs } from '../candles/timeframe.ts';
import type { Candle, Timeframe } from '../candles/types.ts';
import { SIM_EPOCH, simDayIndex } from './daily-skeleton.ts';
import { partialBar } from './forming-5m.ts';
import { SLOTS_PER_DAY } from './session-profile.ts';
import type { SymbolDays } from './symbol-days.ts';

const FIVE_MIN = timeframeMs('5m');
const SLOTS_PER: Partial<Record<Timeframe, number>> = { '5m': 1, '1h': 12, '4h': 48 };

/** Intraday bars (5m/1h/4h) of day `k` opening in [from, to), each the aggregation of its 5m bars. */
function intradayBars(s: SymbolDays, k: number, group: number, from: number, to: number, out: Candle[]) {
  const b = s.dayBars(k);
  const dayStart = SIM_EPOCH + k * DAY_MS;
  const slots = SLOTS_PER_DAY;
  for (let j = 0; j < slots; j += group) {
    const openTime = dayStart + j * FIVE_MIN;
    if (openTime < from || openTime >= to) continue;
    let high = b.high[j] as number;
    let low = b.low[j] as number;
    let volume = b.volume[j] as number;
    for (let i = j + 1; i < j + group; i++) {
      high = Math.max(high, b.high[i] as number);
      low = Math.min(low, b.low[i] as number);
      volume += b.volume[i] as number;
    }
    const close = b.close[j + group - 1] as number;
    out.push({ openTime, open: b.open[j] as number, high, low, close, volume });
  }
}

/**
 * Simulated bars of one symbol opening in [from, to): final bars, a pure function of (seed, symbol,
 * open time), identical whatever range is asked. 5m/1h/4h bars come from the day's 5m path, 1d bars
 * from the cached aggregation of it, 1w/1M bars aggregate whole daily buckets. No bars before the
 * listing (or `SIM_EPOCH`).
 */
export function rangeBars(s: SymbolDays, tf: Timeframe, from: number, to: number): Candle[] {
  const start = Math.max(from, s.listedAt);
  const out: Candle[] = [];
  if (start >= to) return out;
  const group = SLOTS_PER[tf];
  if (group !== undefined) {
    for (let k = simDayIndex(start); k <= simDayIndex(to - 1); k++) intradayBars(s, k, group, start, to, out);
    return out;
  }
  const first = tf === '1d' ? start : bucketStart(tf, start);
  const last = tf === '1d' ? to : nextBucketStart(tf, to - 1);
  const days: Candle[] = [];
  for (let k = Math.max(simDayIndex(first), simDayIndex(s.listedAt)); k < simDayIndex(last - 1) + 1; k++) {
    const bar = s.dailyBar(k);
    if (bar.openTime >= first && bar.openTime < last) days.push(bar);
  }
  const bars = tf === '1d' ? days : aggregateCandles(days, tf);
  return bars.filter((c) => c.openTime >= from && c.openTime < to);
}

/**
 * The forming `tf` bar at `now` (a deterministic function of `now`): the bucket's complete bars plus
 * the current 5m bar as it stood at `now` (see `partialBar`). Undefined before the listing or at the
 * very first instant of the first 5m bar of the bucket.
 */
export function formingAt(s: SymbolDays, tf: Timeframe, now: number, seed: number): Candle | undefined {
  const slotOpen = bucketStart('5m', now);
  if (now < s.listedAt) return undefined;
  const dayStart = bucketStart('1d', now);
  const start = bucketStart(tf, now);
  const bars: Candle[] = [];
  if (start < dayStart) bars.push(...rangeBars(s, '1d', start, dayStart));
  bars.push(...rangeBars(s, '5m', Math.max(start, dayStart), slotOpen));
  const f = (now - slotOpen) / FIVE_MIN;
  const [current] = rangeBars(s, '5m', slotOpen, slotOpen + FIVE_MIN);
  if (current !== undefined && f > 0) bars.push(partialBar(current, f, s.spec.decimals, seed, s.hash));
  return aggregateCandles(bars, tf)[0];
}
