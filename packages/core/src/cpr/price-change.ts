/**
 * The change of a watchlist row (docs/product.md §5 "Watchlist", docs/api.md §5 `cpr/cpr-insights/`):
 * the last price against a reference price (today's UTC open), as a fraction (0.0123 = +1.23 %).
 * Null when either price is unknown or the reference is not a positive finite number, so a row never
 * shows a change made up from nothing. Its sign is the sign of `price − reference`.
 */
export function priceChangePct(price: number | null, reference: number | null): number | null {
  if (price === null || reference === null) return null;
  if (!Number.isFinite(price) || !Number.isFinite(reference) || reference <= 0) return null;
  return (price - reference) / reference;
}
