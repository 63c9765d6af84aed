import { bucketStart, type SimMarket, storedTimeframes } from '@app/core';
import type { CandleUpdate } from '../market-source.ts';

/**
 * What a live feed reports when the simulated market's clock moves from `from` to `to`: every bar
 * of a stored timeframe that closed in (from, to] (final values, `closed: true`), then each
 * symbol's forming 5m bar as it stands at `to`.
 */
export function simUpdates(
  market: SimMarket,
  symbols: readonly string[],
  from: number,
  to: number,
): CandleUpdate[] {
  const out: CandleUpdate[] = [];
  const known = new Set(market.symbols.map((s) => s.symbol));
  const live = symbols.filter((s) => known.has(s));
  for (const timeframe of storedTimeframes) {
    const start = bucketStart(timeframe, from);
    const end = bucketStart(timeframe, to);
    if (end <= start) continue;
    for (const symbol of live) {
      for (const candle of market.simCandles(symbol, timeframe, start, end)) {
        out.push({ symbol, timeframe, candle, closed: true });
      }
    }
  }
  for (const symbol of live) {
    const candle = market.simFormingBar(symbol, '5m', to);
    if (candle) out.push({ symbol, timeframe: '5m', candle, closed: false });
  }
  return out;
}
