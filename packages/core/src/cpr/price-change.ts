import { DAY_MS } from '../candles/timeframe.ts';
import type { Candle } from '../candles/types.ts';
import { type LiquidityClockMode, liquidityDay } from '../liquidity/liquidity-day.ts';

/**
 * The change of a watchlist row (docs/product.md §5 "Watchlist", docs/api.md §5 `cpr/cpr-insights/`):
 * the last price against a reference price (the day's UTC open, `changeReferenceOpen`), as a fraction (0.0123 = +1.23 %).
 * Null when either price is unknown or the reference is not a positive finite number, so a row never
 * shows a change made up from nothing. Its sign is the sign of `price − reference`.
 */
export function priceChangePct(price: number | null, reference: number | null): number | null {
  if (price === null || reference === null) return null;
  if (!Number.isFinite(price) || !Number.isFinite(reference) || reference <= 0) return null;
  return (price - reference) / reference;
}

/**
 * The reference price of a watchlist row's change (docs/product.md §5 "Watchlist"): the open of the UTC
 * day `liquidityDay(now, mode)` picks, the day SniperFlow shows. Live, today's open; on a fixed data set
 * (`replay`) whose clock stands at 00:00 UTC, where no bar of the new day exists, the last complete day's
 * open, so the row shows that day's change rather than nothing.
 *
 * The open is the first bar of `intraday` (sorted by open time, any timeframe finer than a day) inside
 * [day, min(now, day end)); without one, a `daily` bar opening at that day (a stored daily bar). Null when
 * neither has the day. Bars at or after `now` are never read (no look-ahead).
 */
export function changeReferenceOpen(
  intraday: readonly Candle[],
  daily: readonly Candle[],
  now: number,
  mode: LiquidityClockMode,
): number | null {
  const day = liquidityDay(now, mode);
  const end = Math.min(now, day + DAY_MS);
  const first = intraday.find((c) => c.openTime >= day && c.openTime < end);
  if (first !== undefined) return first.open;
  const stored = daily.find((c) => c.openTime === day && c.openTime < now);
  return stored?.open ?? null;
}
