import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSimMarket, DAY_MS } from '@app/core';

const M5 = 5 * 60_000;

/**
 * Writes a small kline folder in the exchange public-data-dump layout (one `SYMBOL-5m-YYYY-MM.csv`
 * per symbol, header row, ms times) from the simulated market (seed 7): `days` days of 5m bars
 * ending at `end` (a UTC midnight), so tests of the files source never read real data.
 */
export function writeKlineFolder(
  dir: string,
  options: { symbols: number; days: number; end: number },
): string[] {
  mkdirSync(dir, { recursive: true });
  const market = createSimMarket({ seed: 7, symbols: options.symbols });
  const from = options.end - options.days * DAY_MS;
  const month = new Date(options.end - M5).toISOString().slice(0, 7);
  const names = market.symbols.map((s) => s.symbol);
  for (const symbol of names) {
    const rows = market
      .simCandles(symbol, '5m', from, options.end)
      .filter((c) => c.openTime >= from && c.openTime + M5 <= options.end)
      .map((c) =>
        [
          c.openTime,
          c.open,
          c.high,
          c.low,
          c.close,
          c.volume / c.close,
          c.openTime + M5 - 1,
          c.volume,
          0,
          0,
          0,
          0,
        ].join(','),
      );
    const header =
      'open_time,open,high,low,close,volume,close_time,quote_volume,count,taker_buy_volume,taker_buy_quote_volume,ignore';
    writeFileSync(join(dir, `${symbol}-5m-${month}.csv`), `${[header, ...rows].join('\n')}\n`);
  }
  return names;
}
