import type { Candle } from '@app/core';

export type KlineRow =
  | { kind: 'candle'; candle: Candle }
  | { kind: 'header' }
  | { kind: 'blank' }
  | { kind: 'bad'; reason: string };

/** Epoch values above this are microseconds (newer dumps), below it milliseconds. */
const MICROSECOND_THRESHOLD = 1e14;

/**
 * Parses one line of a kline CSV: open_time, open, high, low, close, volume, close_time, quote_volume, …
 * Volume kept is the quote volume (USDT), as everywhere in the app. A first line that is not numeric is
 * the header. Times in µs are converted to ms.
 */
export function parseKlineCsvRow(line: string, lineNumber: number): KlineRow {
  const text = line.trim();
  if (text === '') return { kind: 'blank' };
  const cells = text.split(',');
  if (lineNumber === 1 && Number.isNaN(Number(cells[0]))) return { kind: 'header' };
  if (cells.length < 8) return { kind: 'bad', reason: `expected at least 8 columns, found ${cells.length}` };
  const [openTime, open, high, low, close, , , quoteVolume] = cells.slice(0, 8).map(Number) as number[];
  const values = [openTime, open, high, low, close, quoteVolume] as number[];
  if (values.some((v) => !Number.isFinite(v))) return { kind: 'bad', reason: 'a column is not a number' };
  const candle: Candle = {
    openTime:
      (openTime as number) > MICROSECOND_THRESHOLD
        ? Math.floor((openTime as number) / 1000)
        : (openTime as number),
    open: open as number,
    high: high as number,
    low: low as number,
    close: close as number,
    volume: quoteVolume as number,
  };
  if (candle.low > Math.min(candle.open, candle.close) || candle.high < Math.max(candle.open, candle.close)) {
    return { kind: 'bad', reason: 'high/low do not contain open and close' };
  }
  if (candle.low <= 0 || candle.volume < 0)
    return { kind: 'bad', reason: 'non-positive price or negative volume' };
  return { kind: 'candle', candle };
}
