import { readFileSync } from 'node:fs';
import type { MockExchangeName } from './mock-exchange-server.ts';

/**
 * The exchange responses recorded from the real Binance USDT-M, Bybit linear and MEXC contract APIs,
 * kept under test/fixtures/exchange/ (each file names its `source`; see the README there).
 */
const fixtureDirs: Record<MockExchangeName, string> = {
  BINANCE: 'binance-usdm',
  BYBIT: 'bybit-linear',
  MEXC: 'mexc-contract',
};

const root = new URL('../../fixtures/exchange/', import.meta.url);

export interface RecordedFile {
  source: string;
  endpoint: string;
  http_status?: number;
  response: unknown;
}

/** One recorded file, e.g. `recorded('BINANCE', 'klines_1d_BTCUSDT_2023-01_gct.json')`. */
export function recorded(exchange: MockExchangeName, file: string): RecordedFile {
  return JSON.parse(readFileSync(new URL(`${fixtureDirs[exchange]}/${file}`, root), 'utf8')) as RecordedFile;
}

/** The recorded body as the exchange sent it: JSON text, or the HTML page as is. */
export function recordedBody(exchange: MockExchangeName, file: string): string {
  const { response } = recorded(exchange, file);
  return typeof response === 'string' ? response : JSON.stringify(response);
}
