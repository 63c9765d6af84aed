/** Quote assets stripped from the end of a perpetual's display symbol. */
const QUOTES = ['USDT'];

/** Contract-multiplier prefixes of low-priced coins (`1000PEPE`, `1000000MOG`, `1MBABYDOGE`), longest first. */
const PREFIX = /^(?:1000000|100000|10000|1000|1M)(?=[A-Z])/;
/** The same multiplier written after the coin (Bybit's `SHIB1000USDT`). */
const SUFFIX = /(?<=[A-Z])(?:1000000|10000|1000)$/;

/**
 * The coin ticker a perpetual trades (`BTCUSDT` → `BTC`, `1000PEPEUSDT` → `PEPE`, `1000000MOGUSDT` →
 * `MOG`, `SHIB1000USDT` → `SHIB`), upper case, as market-cap lists name coins. A bare ticker (`BTC`)
 * maps to itself; tickers that merely start with a digit (`1INCHUSDT` → `1INCH`) are kept.
 */
export function coinTicker(symbol: string): string {
  let ticker = symbol.trim().toUpperCase();
  for (const quote of QUOTES) {
    if (ticker.length > quote.length && ticker.endsWith(quote)) {
      ticker = ticker.slice(0, -quote.length);
      break;
    }
  }
  return ticker.replace(PREFIX, '').replace(SUFFIX, '');
}

/** The tickers of `symbols`, each once. */
export function coinTickers(symbols: readonly string[]): Set<string> {
  return new Set(symbols.map(coinTicker));
}
