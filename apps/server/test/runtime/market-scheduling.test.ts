import { describe, expect, it, vi } from 'vitest';
import { appJobs } from '../../src/jobs/registry.ts';
import { startScheduling } from '../../src/runtime/market-scheduling.ts';
import type { JobService } from '../../src/services/job-service.ts';
import type { MarketIngestService } from '../../src/services/market/market-ingest-service.ts';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('market scheduling', () => {
  it('enqueues the modules that follow the close from the close itself, with the market event', async () => {
    let reportClose: (closeTime: number) => void = () => undefined;
    const ingest = {
      sourceKind: 'simulated',
      syncSymbols: async () => ['BTCUSDT'],
      catchUp: async () => ({ symbols: 1, candles: 1, elapsedMs: 1, asOf: 0 }),
      backfillTrendPartials: async () => null,
      startLive: async (onClosed: (closeTime: number) => void) => {
        reportClose = onClosed;
        return async () => undefined;
      },
    } as unknown as MarketIngestService;
    const scheduled: { job: string; key: string | undefined }[] = [];
    const jobService = {
      enqueue: async (name: string, _payload: unknown, trigger: string, key?: string) => {
        if (trigger === 'schedule') scheduled.push({ job: name, key });
        return undefined;
      },
    } as unknown as JobService;
    const events: string[] = [];
    const close = Date.UTC(2026, 10, 25, 12, 5);
    // Hours before the next cron time: only the reported close can enqueue anything.
    const scheduling = startScheduling({
      ingest,
      jobs: appJobs,
      jobService,
      tasks: { findById: async () => undefined },
      clock: { now: () => close + 1, rate: 1 },
      publish: async (event) => void events.push(`${event.module} ${event.data_time}`),
      log: quiet,
      onSettled: () => undefined,
    });
    await scheduling.historyReady;
    reportClose(close);
    await vi.waitFor(() => expect(scheduled).toHaveLength(5));
    expect(scheduled.map((s) => s.job).sort()).toEqual([
      'cpr-insights',
      'ict-scan',
      'liquidity-run',
      'positioning-ingest',
      'volume-classification',
    ]);
    for (const { key } of scheduled) expect(key).toMatch(/:close:2026-11-25T12:05:00.000Z$/);
    expect(events).toEqual(['market 2026-11-25T12:05:00.000Z']);
    await scheduling.stop();
  });
});
