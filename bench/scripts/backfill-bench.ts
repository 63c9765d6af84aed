/**
 * Backfill benchmark against the local mock exchange, its documented rate limit enforced and
 * ccxt's limiter on: 500 symbols × (5m 21 d, 1h 60 d, 1d 400 d). Prints REST calls, elapsed and
 * simulated time, and the least calls and time the rate limit allows.
 *
 *   npx tsx bench/scripts/backfill-bench.ts --exchange=BINANCE --time-scale=10
 *
 * Options: --exchange=BINANCE|BYBIT|MEXC, --symbols=500, --time-scale=N (the mock's rate-limit clock
 * and ccxt's limiter both run N× faster; simulated time = elapsed × N), --page-size=N,
 * --limiter=documented|ccxt (ccxt's own, stricter default), --concurrency=N. The mock runs in a
 * child process (apps/server/test/mocks/exchange/serve-mock.ts) so that serving and parsing do not share one thread.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { type StoredTimeframe, timeframeMs } from '@app/core';
import { alignDown, barsBetween, minimumCost } from '@app/server/src/market/exchange/backfill-plan.ts';
import { type ExchangeName, exchangeProfiles } from '@app/server/src/market/exchange/exchange-profiles.ts';
import { createExchangeSource } from '@app/server/src/market/exchange/exchange-source.ts';
import { historyMs } from '@app/server/src/services/market/market-ingest-service.ts';
import type { MockStats } from '@app/server/test/mocks/exchange/mock-exchange-server.ts';
import ccxt from 'ccxt';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const exchange = (args.get('exchange') ?? 'BINANCE').toUpperCase() as ExchangeName;
const profile = exchangeProfiles[exchange];
const symbolCount = Number(args.get('symbols') ?? 500);
const timeScale = Number(args.get('time-scale') ?? 10);
const pageSize = Number(args.get('page-size') ?? profile.maxPageSize);
const limiter = args.get('limiter') ?? 'documented';
const concurrency = Number(args.get('concurrency') ?? 32);
const timeframes: StoredTimeframe[] = ['5m', '1h', '1d'];

const now = Date.now();
const ccxtDefaultMs = Number(new ccxt[profile.ccxtId]().rateLimit);
const msPerUnit = (limiter === 'ccxt' ? ccxtDefaultMs : profile.documentedRateLimitMs) / timeScale;

const serveMock = new URL('../../apps/server/test/mocks/exchange/serve-mock.ts', import.meta.url).pathname;
const mockArgs = [
  `--exchange=${exchange}`,
  `--symbols=${symbolCount}`,
  `--now=${now}`,
  `--time-scale=${timeScale}`,
];
const child = spawn(process.execPath, [...process.execArgv, serveMock, ...mockArgs], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const firstLine = await new Promise<string>((resolve) =>
  createInterface({ input: child.stdout }).once('line', resolve),
);
const { baseUrl } = JSON.parse(firstLine) as { baseUrl: string };
const source = createExchangeSource({
  exchange,
  apiBaseUrl: baseUrl,
  now: () => now,
  pageSize,
  rateLimit: { msPerUnit },
});

const symbols = (await source.listSymbols()).map((s) => s.symbol);
let written = 0;
const started = performance.now();
const cpuBefore = process.cpuUsage();
// One tail range per (symbol, timeframe) over the full history, as a first start's ingest asks.
const ranges = timeframes.flatMap((timeframe) =>
  symbols.map((symbol) => ({
    symbol,
    timeframe,
    from: alignDown(now - historyMs[timeframe], timeframeMs(timeframe)),
  })),
);
const report = await source.backfill({
  ranges,
  concurrency,
  write: async (_s, _tf, candles) => {
    written += candles.length;
  },
});
const elapsedMs = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
const stats = (await (await fetch(`${baseUrl}/__mock/stats`)).json()) as MockStats;
await source.close();
child.kill('SIGTERM');

const bars = symbols.flatMap(() =>
  timeframes.map((tf) => barsBetween(alignDown(now - historyMs[tf], timeframeMs(tf)), now, timeframeMs(tf))),
);
const least = minimumCost(bars, pageSize, profile.klineWeight, profile.budget);
const perMinute = (profile.budget.capacity * 60_000) / profile.budget.windowMs;
const minutes = (ms: number): string => `${(ms / 60_000).toFixed(2)} min`;
console.log(
  JSON.stringify(
    {
      exchange,
      symbols: symbols.length,
      pageSize,
      timeScale,
      limiter: `${limiter} (${(msPerUnit * timeScale).toFixed(3)} ms per ccxt cost unit)`,
      restCalls: stats.requests,
      klineCalls: report.windows,
      retries: source.stats().retries,
      rateLimitedByMock: stats.rateLimited,
      weightSpent: stats.weight,
      candlesWritten: written,
      stale: report.stale.length,
      elapsed: `${(elapsedMs / 1000).toFixed(1)} s`,
      clientCpu: `${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`,
      mockCpu: `${((stats.cpuMs ?? 0) / 1000).toFixed(1)} s`,
      simulated: minutes(elapsedMs * timeScale),
      theoreticalCalls: least.calls,
      theoreticalWeight: least.weight,
      budget: `${perMinute} weight/min`,
      theoreticalMinTime: minutes(least.minMs),
      efficiency: `${((least.minMs / (elapsedMs * timeScale)) * 100).toFixed(0)}%`,
    },
    null,
    2,
  ),
);
