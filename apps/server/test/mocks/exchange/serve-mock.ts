/**
 * Runs one mock exchange in its own process (so a benchmark's client and server do not share a
 * thread): prints `{"baseUrl": …}` on its first stdout line, serves `/__mock/stats`, exits on SIGTERM.
 *
 *   npx tsx apps/server/test/mocks/exchange/serve-mock.ts --exchange=BINANCE --symbols=500 --now=<ms> --time-scale=10
 *
 * `--recorded` serves the real exchange's recorded markets and klines (test/fixtures/exchange/).
 */
import { type MockExchangeName, startMockExchange } from './mock-exchange-server.ts';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const now = Number(args.get('now') ?? Date.now());
const mock = await startMockExchange({
  exchange: (args.get('exchange') ?? 'BINANCE').toUpperCase() as MockExchangeName,
  symbols: Number(args.get('symbols') ?? 500),
  now: () => now,
  rateLimit: args.get('rate-limit') !== 'off',
  timeScale: Number(args.get('time-scale') ?? 1),
  recorded: args.has('recorded'),
});
process.stdout.write(`${JSON.stringify({ baseUrl: mock.baseUrl })}\n`);
process.on('SIGTERM', () => {
  void mock.close().then(() => process.exit(0));
});
