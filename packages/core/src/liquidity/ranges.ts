import { firstIndexAtOrAfter } from '../candles/bar-search.ts';
import { timeframeMs } from '../candles/timeframe.ts';
import type { Candle } from '../candles/types.ts';
import type { SessionInstance } from '../sessions/session-instances.ts';
import type { SessionRange } from './types.ts';

const STEP = timeframeMs('5m');

/** The 5m bars of an ascending series closed at `now` (`openTime + 5m ≤ now`): no look-ahead. */
export function closedBars(bars5m: readonly Candle[], now: number): readonly Candle[] {
  const end = firstIndexAtOrAfter(bars5m, now - STEP + 1);
  return end === bars5m.length ? bars5m : bars5m.slice(0, end);
}

/** High and low of the bars opening in `[from, to)` of an ascending series, or null without any. */
export function highLow(
  bars: readonly Candle[],
  from: number,
  to: number,
): { high: number; low: number } | null {
  let high = Number.NEGATIVE_INFINITY;
  let low = Number.POSITIVE_INFINITY;
  for (let i = firstIndexAtOrAfter(bars, from); i < bars.length; i++) {
    const b = bars[i] as Candle;
    if (b.openTime >= to) break;
    if (b.high > high) high = b.high;
    if (b.low < low) low = b.low;
  }
  return high === Number.NEGATIVE_INFINITY ? null : { high, low };
}

/**
 * A session's range (docs/analytics.md §5 "Asia H/L and London H/L = today's range of that session"):
 * open of its first bar, highest high, lowest low and close of its last bar, over the given bars
 * opening in `[span.start, span.end)`; pass closed bars only, so a running session's range is the
 * range so far. Null until one bar of it closed ("null until the session has begun").
 */
export function sessionRange(bars: readonly Candle[], span: SessionInstance): SessionRange | null {
  const first = firstIndexAtOrAfter(bars, span.start);
  const firstBar = bars[first];
  if (firstBar === undefined || firstBar.openTime >= span.end) return null;
  let high = firstBar.high;
  let low = firstBar.low;
  let last = firstBar;
  let count = 0;
  for (let i = first; i < bars.length; i++) {
    const b = bars[i] as Candle;
    if (b.openTime >= span.end) break;
    if (b.high > high) high = b.high;
    if (b.low < low) low = b.low;
    last = b;
    count += 1;
  }
  return { ...span, open: firstBar.open, high, low, close: last.close, bars: count };
}

/**
 * A level is swept when price trades beyond it after it is set (docs/analytics.md §5): the open time of
 * the first bar opening at or after `from` whose high is above a `high` level (low below a `low`
 * level), strictly; null while none did. Pass closed bars only.
 */
export function firstBeyond(
  bars: readonly Candle[],
  price: number,
  side: 'high' | 'low',
  from: number,
): number | null {
  for (let i = firstIndexAtOrAfter(bars, from); i < bars.length; i++) {
    const b = bars[i] as Candle;
    if (side === 'high' ? b.high > price : b.low < price) return b.openTime;
  }
  return null;
}
