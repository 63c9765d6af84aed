/**
 * A positioning file of the exchange public-data-dump layout (docs/positioning.md §3):
 * `BTCUSDT-fundingRate-2025-08.csv` or `BTCUSDT-metrics-2025-08-20.zip`.
 */
export interface PositioningFile {
  path: string;
  symbol: string;
  kind: 'fundingRate' | 'metrics';
  /** `YYYY-MM` or `YYYY-MM-DD`. */
  period: string;
  zipped: boolean;
}

const pattern = /^([A-Z0-9]+)-(fundingRate|metrics)-(\d{4}-\d{2}(?:-\d{2})?)\.(csv|zip)$/;

/** Reads symbol, kind and period from a dump file's name; null for any other file. */
export function parsePositioningFileName(name: string, path: string): PositioningFile | null {
  const match = pattern.exec(name);
  if (!match) return null;
  const [, symbol = '', kind, period = '', ext] = match;
  return {
    path,
    symbol,
    kind: kind === 'metrics' ? 'metrics' : 'fundingRate',
    period,
    zipped: ext === 'zip',
  };
}
