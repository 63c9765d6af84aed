import { describe, expect, it } from 'vitest';
import { appJobs } from '../../src/jobs/registry.ts';
import { runStartupIngest, runTrendPartialsPhase } from '../../src/runtime/startup-ingest.ts';
import type { CatchUpOptions, MarketIngestService } from '../../src/services/market/market-ingest-service.ts';

describe('start-up ingest', () => {
  it('stores history coarse and recent first (1h: the ICT lookback and a day), and runs each computation after the phase it needs; the trend partials come last', async () => {
    const steps: string[] = [];
    const ingest = {
      sourceKind: 'simulated',
      syncSymbols: async () => {
        steps.push('sync');
        return ['BTCUSDT'];
      },
      catchUp: async (tfs: readonly string[] = [], options: CatchUpOptions = {}) => {
        const recent = options.history
          ? ` recent ${Object.values(options.history)[0]}ms, fillHead ${options.fillHead}`
          : '';
        steps.push(`catchUp ${tfs.join()}${recent}`);
        return { symbols: 1, candles: 10, elapsedMs: 5, asOf: 0 };
      },
      backfillTrendPartials: async () => {
        steps.push('trend partials');
        return { fromCandles: 1, symbolsFetched: 1, fromSource: 2, failed: 0, elapsedMs: 1 };
      },
    } as unknown as MarketIngestService;
    const report = await runStartupIngest({
      ingest,
      jobs: appJobs,
      enqueue: async (job, payload) => void steps.push(`run ${job.name} ${JSON.stringify(payload)}`),
      signal: new AbortController().signal,
      log: { info: () => undefined },
    });
    expect(report.candles).toBe(40);
    expect(steps).toEqual([
      'sync',
      'catchUp 1d',
      'run trend-screening {}',
      'run symbol-meta {}',
      'run cpr-scan {"tf":"1d"}',
      'run cpr-scan {"tf":"1w"}',
      'run cpr-scan {"tf":"1M"}',
      'catchUp 5m recent 172800000ms, fillHead false',
      'run volume-baselines {"startup":"partial"}',
      'run cpr-insights {"tf":"1d"}',
      'run cpr-insights {"tf":"1w"}',
      'run cpr-insights {"tf":"1M"}',
      'run liquidity-run {"mode":"historical"}',
      'run positioning-ingest {}',
      'catchUp 1h recent 1468800000ms, fillHead false',
      'run ict-scan {}',
      'catchUp 1h,5m',
      'run volume-baselines {"startup":"full"}',
      'run sniperflow-session {}',
    ]);
    steps.length = 0;
    await runTrendPartialsPhase({
      ingest,
      jobs: appJobs,
      enqueue: async (job, payload) => void steps.push(`run ${job.name} ${JSON.stringify(payload)}`),
      signal: new AbortController().signal,
      log: { info: () => undefined },
    });
    // Last, once the live feed runs: the day partials, then the refit with every checkpoint.
    expect(steps).toEqual(['trend partials', 'run trend-screening {}']);
  });
});

describe('start-up statistics', () => {
  const ingest = {
    sourceKind: 'simulated',
    syncSymbols: async () => ['BTCUSDT'],
    catchUp: async () => ({ symbols: 1, candles: 10, elapsedMs: 5, asOf: 0 }),
    backfillTrendPartials: async () => null,
  } as unknown as MarketIngestService;

  it('analyzes the bars after each phase, before the runs that read them, and the partials after theirs', async () => {
    const steps: string[] = [];
    const deps = {
      ingest,
      jobs: appJobs.filter((j) => j.name === 'ict-scan' || j.name === 'trend-screening'),
      enqueue: async (job: { name: string }) => void steps.push(`run ${job.name}`),
      signal: new AbortController().signal,
      log: { info: () => undefined },
      refreshStatistics: async (scope: string) => void steps.push(`analyze ${scope}`),
    };
    await runStartupIngest(deps);
    await runTrendPartialsPhase(deps);
    expect(steps).toEqual([
      'analyze candles',
      'run trend-screening',
      'analyze candles',
      'analyze candles',
      'run ict-scan',
      'analyze candles',
      'analyze trend_day_partials',
      'run trend-screening',
    ]);
  });

  it('goes on without statistics when ANALYZE fails, and says so', async () => {
    const lines: string[] = [];
    const report = await runStartupIngest({
      ingest,
      jobs: [],
      enqueue: async () => undefined,
      signal: new AbortController().signal,
      log: { info: (_obj, msg) => void lines.push(msg) },
      refreshStatistics: () => Promise.reject(new Error('permission denied for table candles')),
    });
    expect(report.candles).toBe(40);
    expect(lines.filter((l) => l === 'planner statistics not refreshed')).toHaveLength(4);
  });
});
