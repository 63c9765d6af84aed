import { readFile } from 'node:fs/promises';
import { coinTicker } from './coin-ticker.ts';
import { keepLargest, type MarketCapProvider } from './market-cap-provider.ts';

/**
 * Parses a `symbol,market_cap` CSV (header optional; `#` comments and blank lines skipped). A
 * symbol may be a perpetual (`1000PEPEUSDT`) or a ticker (`PEPE`); both map to the coin ticker, the
 * largest cap winning. An empty cap is skipped. Throws naming the file and line of a bad row.
 */
export function parseCapsCsv(text: string, file: string): Map<string, number> {
  const caps = new Map<string, number>();
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const [symbol = '', cap = '', ...rest] = line.split(',').map((c) => c.trim().replace(/^"|"$/g, ''));
    if (i === 0 && /^symbol$/i.test(symbol)) return;
    if (rest.length > 0 || symbol === '' || !/^[A-Za-z0-9._-]+$/.test(symbol))
      throw new Error(`${file}:${i + 1}: expected "symbol,market_cap", got "${line.slice(0, 80)}"`);
    if (cap === '') return;
    const value = Number(cap);
    if (!Number.isFinite(value) || value < 0)
      throw new Error(`${file}:${i + 1}: market_cap "${cap}" is not a non-negative number`);
    keepLargest(caps, coinTicker(symbol), value);
  });
  return caps;
}

/** Market caps from the CSV file of `MARKET_CAPS_FILE`, read afresh on each fetch. */
export function createCapsFileProvider(file: string): MarketCapProvider {
  return {
    name: 'file',
    async fetch(tickers) {
      const all = parseCapsCsv(await readFile(file, 'utf8'), file);
      return new Map([...all].filter(([ticker]) => tickers.has(ticker)));
    },
  };
}
