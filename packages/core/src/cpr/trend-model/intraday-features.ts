import { DAY_MS } from '../../candles/timeframe.ts';
import type { Candle } from '../../candles/types.ts';
import type { Cpr } from '../types.ts';

/**
 * Features of a day at an intraday checkpoint (docs/analytics.md §2, the forecast through the day), from
 * the day's *partial*: the aggregate of its intraday bars that had closed by the checkpoint (open of
 * the first, highest high, lowest low, close of the last, summed volume). Nothing later is read.
 */

/**
 * The partial of the day opening at `dayOpen` at `cut` from intraday bars of `stepMs` (ascending):
 * the bars with `dayOpen ≤ openTime` and `openTime + stepMs ≤ cut`, aggregated; null when there is
 * none. `from` is the index to start the scan at (a caller walking days in order passes the last
 * returned `next`).
 */
export function dayPartial(
  bars: readonly Candle[],
  stepMs: number,
  dayOpen: number,
  cut: number,
  from = 0,
): { partial: Candle | null; next: number } {
  let k = from;
  while (k < bars.length && (bars[k] as Candle).openTime < dayOpen) k++;
  const start = k;
  let partial: Candle | null = null;
  const end = Math.min(cut, dayOpen + DAY_MS);
  for (; k < bars.length; k++) {
    const b = bars[k] as Candle;
    if (b.openTime + stepMs > end) break;
    if (partial === null) partial = { ...b, openTime: dayOpen };
    else {
      partial.high = Math.max(partial.high, b.high);
      partial.low = Math.min(partial.low, b.low);
      partial.close = b.close;
      partial.volume += b.volume;
    }
  }
  return { partial, next: start };
}

/** Partials of every day of an intraday series at `offset` after each day's 00:00 UTC, by day open. */
export function dayPartials(bars: readonly Candle[], stepMs: number, offset: number): Map<number, Candle> {
  const out = new Map<number, Candle>();
  let from = 0;
  const first = bars[0];
  const last = bars.at(-1);
  if (first === undefined || last === undefined) return out;
  for (let day = Math.floor(first.openTime / DAY_MS) * DAY_MS; day <= last.openTime; day += DAY_MS) {
    const r = dayPartial(bars, stepMs, day, day + offset, from);
    from = r.next;
    if (r.partial !== null) out.set(day, r.partial);
  }
  return out;
}

/** The checkpoint features of one day (see `checkpointFeatureNames`). */
export interface CheckpointFeatures {
  /** `(high − low) / ATR` of the partial (capped at 4): how much of a usual day's range is done. */
  rangeAtr: number;
  /** `|close − open| / ATR` (capped at 3): the move since the open. */
  moveAtr: number;
  /** `|close − open| / (high − low)` (0 without a range): how directional the day is so far. */
  bodyShare: number;
  /** 1 when the price at the checkpoint is outside today's CPR. */
  outsideCpr: number;
  /** Distance of the price beyond the CPR (0 inside) in ATRs, capped at 3. */
  beyondCprAtr: number;
  /** 1 when the day so far would qualify as a trend day (outside the CPR, body ≥ half the range). */
  trendSoFar: number;
  /**
   * `ln(volume so far / (mean daily volume of the last 20 days × elapsed share of the day))`, 0 when
   * a volume is 0: the session seasonality is a constant per checkpoint, absorbed by its model.
   */
  volumeLog: number;
}

/** Checkpoint features of a partial against today's CPR, the ATR and the daily volume baseline. */
export function checkpointFeatures(
  partial: Candle,
  cpr: Pick<Cpr, 'top' | 'bottom'>,
  atr: number,
  meanDailyVolume: number,
  elapsedShare: number,
): CheckpointFeatures {
  const range = partial.high - partial.low;
  const move = Math.abs(partial.close - partial.open);
  const beyond = Math.max(partial.close - cpr.top, cpr.bottom - partial.close, 0);
  const outside = partial.close > cpr.top || partial.close < cpr.bottom ? 1 : 0;
  const body = range > 0 ? move / range : 0;
  const expected = meanDailyVolume * elapsedShare;
  const a = atr > 0 ? atr : Number.POSITIVE_INFINITY;
  return {
    rangeAtr: Math.min(4, range / a),
    moveAtr: Math.min(3, move / a),
    bodyShare: body,
    outsideCpr: outside,
    beyondCprAtr: Math.min(3, beyond / a),
    trendSoFar: outside === 1 && range > 0 && body >= 0.5 ? 1 : 0,
    volumeLog:
      partial.volume > 0 && expected > 0 ? Math.max(-3, Math.min(3, Math.log(partial.volume / expected))) : 0,
  };
}
