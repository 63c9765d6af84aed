import { DAY_MS } from '../../candles/timeframe.ts';
import type { Candle } from '../../candles/types.ts';
import { dayPartial } from './intraday-features.ts';

/** One day's partial at one checkpoint offset (ms after 00:00 UTC): what the partial store keeps. */
export interface CheckpointPartial {
  /** Open time of the UTC day. */
  day: number;
  offset: number;
  partial: Candle;
}

/**
 * The day partials (core `dayPartial`) of intraday bars of `stepMs` (ascending, unique) at each of
 * `offsets`, for every UTC day the bars touch whose checkpoint `day + offset` has passed by `now`:
 * the aggregate of the day's bars closed by the checkpoint (first open, highest high, lowest low, last
 * close, summed volume). A partial is final once it is returned (no later bar can change it), so the
 * partial store can keep it; days without a bar closed by the checkpoint have none. No look-ahead:
 * bars closing after the checkpoint (or after `now`) are never read. Offsets that are not finite or
 * not in (0, 24 h] are skipped.
 */
export function closedCheckpointPartials(
  bars: readonly Candle[],
  stepMs: number,
  offsets: readonly number[],
  now: number,
): CheckpointPartial[] {
  const out: CheckpointPartial[] = [];
  const first = bars[0];
  const last = bars.at(-1);
  if (first === undefined || last === undefined) return out;
  const used = offsets.filter((o) => Number.isFinite(o) && o > 0 && o <= DAY_MS);
  let from = 0;
  for (let day = Math.floor(first.openTime / DAY_MS) * DAY_MS; day <= last.openTime; day += DAY_MS) {
    let next = from;
    for (const offset of used) {
      const cut = day + offset;
      if (cut > now) continue;
      const r = dayPartial(bars, stepMs, day, cut, from);
      next = r.next;
      if (r.partial !== null) out.push({ day, offset, partial: r.partial });
    }
    from = next;
  }
  return out;
}
