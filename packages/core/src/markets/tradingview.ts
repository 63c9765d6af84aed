/**
 * TradingView's name of a USDT perpetual: `EXCHANGE:SYMBOL.P`, the `.P` suffix naming the
 * perpetual contract (e.g. `MEXC:BTCUSDT.P`). Used by watchlist exports and chart links.
 */
export function tradingViewSymbol(exchange: string, symbol: string): string {
  return `${exchange.trim().toUpperCase()}:${symbol.trim().toUpperCase()}.P`;
}

/** The TradingView chart of a USDT perpetual: `https://www.tradingview.com/chart/?symbol=EXCHANGE:SYMBOL.P`. */
export function tradingViewChartUrl(exchange: string, symbol: string): string {
  return `https://www.tradingview.com/chart/?symbol=${tradingViewSymbol(exchange, symbol)}`;
}
