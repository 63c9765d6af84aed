/** Market caps in USD by coin ticker, from one provider (a market-cap API or a file). */
export interface MarketCapProvider {
  /** `coingecko` or `file`: stored with each value and reported by the symbol-meta job. */
  readonly name: string;
  /**
   * The caps of `tickers` the provider knows (others are absent). A ticker shared by several coins
   * takes the largest cap. Throws when the provider fails; the caller then keeps its last values.
   */
  fetch(tickers: ReadonlySet<string>): Promise<Map<string, number>>;
}

/** Keeps the larger cap when a ticker is met twice. */
export function keepLargest(caps: Map<string, number>, ticker: string, cap: number): void {
  if (!(Number.isFinite(cap) && cap > 0)) return;
  const known = caps.get(ticker);
  if (known === undefined || cap > known) caps.set(ticker, cap);
}
