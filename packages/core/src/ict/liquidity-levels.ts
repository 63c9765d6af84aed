import { bucketStart, DAY_MS, MINUTE_MS } from '../candles/timeframe.ts';
import type { Candle } from '../candles/types.ts';
import type { IctParams, LiquidityLevelKind, Swing } from './types.ts';

/** A price where stops rest, and the first bar open time from which a sweep of it counts. */
export interface LiquidityLevel {
  kind: LiquidityLevelKind;
  /** Which side: a `high` is swept from below (high > price), a `low` from above. */
  side: 'high' | 'low';
  price: number;
  /** Bars opening before this time cannot sweep the level (it was not final yet). */
  sweepableFrom: number;
}

function extremes(bars: readonly Candle[]): { high: number; low: number } | null {
  if (bars.length === 0) return null;
  let high = Number.NEGATIVE_INFINITY;
  let low = Number.POSITIVE_INFINITY;
  for (const b of bars) {
    if (b.high > high) high = b.high;
    if (b.low < low) low = b.low;
  }
  return { high, low };
}

/**
 * Today's Asia session window (settings `asia_start_utc`/`asia_end_utc`, half-open [start, end)):
 * the session that ends on the UTC day `dayStart` — for a window that wraps midnight it started
 * the day before. Null when start = end.
 */
export function asiaSession(dayStart: number, params: IctParams): { start: number; end: number } | null {
  const { asiaStartMinute: s, asiaEndMinute: e } = params;
  if (s === e) return null;
  const end = dayStart + e * MINUTE_MS;
  const start = s < e ? dayStart + s * MINUTE_MS : dayStart - DAY_MS + s * MINUTE_MS;
  return { start, end };
}

/**
 * The liquidity levels a sweep is judged against (docs/analytics.md §3), each with the time from which
 * it is final, so a sweep is only counted by a bar opening once the level is known:
 * - PDH/PDL: high/low of the previous UTC day's closed 5m bars (none without such bars), sweepable
 *   from today's 00:00 UTC;
 * - Asia High/Low: high/low of the closed 5m bars of today's Asia session (`asiaSession`),
 *   sweepable only from the session's end (a level still being set is not swept);
 * - Swing High/Low: the confirmed 5m swings given (the engine passes those of the last 96 bars),
 *   sweepable from their confirmation.
 * `bars` are the closed 5m bars (at least since the start of the previous day).
 */
export function liquidityLevels(
  bars: readonly Candle[],
  swings: readonly Swing[],
  now: number,
  params: IctParams,
): LiquidityLevel[] {
  const today = bucketStart('1d', now);
  const out: LiquidityLevel[] = [];
  const prevDay = extremes(bars.filter((b) => b.openTime >= today - DAY_MS && b.openTime < today));
  if (prevDay) {
    out.push({ kind: 'PDH', side: 'high', price: prevDay.high, sweepableFrom: today });
    out.push({ kind: 'PDL', side: 'low', price: prevDay.low, sweepableFrom: today });
  }
  const session = asiaSession(today, params);
  const asia =
    session && extremes(bars.filter((b) => b.openTime >= session.start && b.openTime < session.end));
  if (session && asia) {
    out.push({ kind: 'Asia High', side: 'high', price: asia.high, sweepableFrom: session.end });
    out.push({ kind: 'Asia Low', side: 'low', price: asia.low, sweepableFrom: session.end });
  }
  for (const s of swings) {
    out.push({
      kind: s.kind === 'high' ? 'Swing High' : 'Swing Low',
      side: s.kind,
      price: s.price,
      sweepableFrom: s.confirmedAt,
    });
  }
  return out;
}
