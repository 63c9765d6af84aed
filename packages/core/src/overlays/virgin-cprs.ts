import { bucketStart, previousBucketStart } from '../candles/timeframe.ts';
import type { Candle } from '../candles/types.ts';
import { type CprTimeframe, cprTimeframes } from '../cpr/types.ts';
import { periodCprOverlay } from './period-cprs.ts';
import type { VirginCprOverlay } from './types.ts';

/** How many periods back (the current one included) the ledger looks for virgin CPRs. */
const VIRGIN_LOOKBACK: Record<CprTimeframe, number> = { '1d': 60, '1w': 26, '1M': 12 };

/** A day's range overlaps the CPR (docs/analytics.md §2: a day trading wholly inside a wide CPR touched it). */
export function dayTouchesCpr(
  day: Pick<Candle, 'high' | 'low'>,
  cpr: { top: number; bottom: number },
): boolean {
  return day.high >= cpr.bottom && day.low <= cpr.top;
}

/**
 * Signed distance from `price` to the nearer edge of the CPR, as a fraction of the price: positive
 * when the CPR lies above the price (its bottom), negative below (its top), 0 inside; null without a price.
 */
export function cprDistance(cpr: { top: number; bottom: number }, price: number | null): number | null {
  if (price === null || price <= 0) return null;
  if (cpr.bottom > price) return (cpr.bottom - price) / price;
  if (cpr.top < price) return (cpr.top - price) / price;
  return 0;
}

/**
 * The virgin CPR ledger at `now`: every daily, weekly and monthly CPR of the last `VIRGIN_LOOKBACK`
 * periods (the current one included) that no day's range has touched since its period began —
 * docs/analytics.md §2's `is_virgin_cpr` (the day's low above the top or its high below the bottom)
 * extended to every day from the CPR's period to today. `days` is the daily series at `now`
 * (`dailySeriesAt`, today's bar built from the closed 5m bars); `price`, when given, counts as
 * traded today too. Each carries its age in periods and its distance from the price (`cprDistance`).
 * Ordered by timeframe, then newest first.
 */
export function virginCprLedger(
  days: readonly Candle[],
  now: number,
  price: number | null,
): VirginCprOverlay[] {
  const today = bucketStart('1d', now);
  const ranges = days
    .filter((d) => d.openTime <= today)
    .map((d) =>
      d.openTime === today && price !== null
        ? { ...d, high: Math.max(d.high, price), low: Math.min(d.low, price) }
        : d,
    );
  const out: VirginCprOverlay[] = [];
  for (const tf of cprTimeframes) {
    let start = bucketStart(tf, now);
    for (let k = 0; k < VIRGIN_LOOKBACK[tf]; k++, start = previousBucketStart(tf, start)) {
      const cpr = periodCprOverlay(days, tf, start);
      if (cpr === null) continue;
      const since = ranges.filter((d) => d.openTime >= start);
      if (since.length === 0 || since.some((d) => dayTouchesCpr(d, cpr))) continue;
      out.push({ ...cpr, agePeriods: k, distancePct: cprDistance(cpr, price) });
    }
  }
  return out;
}
