import type { StoredTimeframe } from '@app/core';

/** A kline file of the exchange public-data-dump layout, e.g. `BTCUSDT-5m-2025-04.csv` or `…-2025-04-03.zip`. */
export interface KlineFile {
  path: string;
  symbol: string;
  interval: string;
  /** `YYYY-MM` or `YYYY-MM-DD`. */
  period: string;
  zipped: boolean;
}

const pattern = /^([A-Z0-9]+)-(\d+[smhdwM])-(\d{4}-\d{2}(?:-\d{2})?)\.(csv|zip)$/;

/** Reads symbol, interval and period from a dump file's name; null for any other file. */
export function parseKlineFileName(name: string, path: string): KlineFile | null {
  const match = pattern.exec(name);
  if (!match) return null;
  const [, symbol = '', interval = '', period = '', ext] = match;
  return { path, symbol, interval, period, zipped: ext === 'zip' };
}

/** The stored timeframes a files data set can hold directly; other intervals are reported and skipped. */
export function asStoredTimeframe(interval: string): StoredTimeframe | null {
  return interval === '5m' || interval === '1h' || interval === '1d' ? interval : null;
}
