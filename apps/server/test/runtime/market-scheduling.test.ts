import { describe, expect, it, vi } from 'vitest';
import type { JobService } from '../../src/jobs/job-service.ts';
import { appJobs } from '../../src/jobs/registry.ts';
import type { SourceEvent } from '../../src/push/source-event.ts';
import { startScheduling } from '../../src/runtime/market-scheduling.ts';
import type { MarketIngestService } from '../../src/services/market/market-ingest-service.ts';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('market scheduling', () => {
  it('enqueues the modules that follow the close when its source publishes `closed`, and not before', async () => {
    let live = false;
    const ingest = {
      sourceKind: 'simulated',
      syncSymbols: async () => ['BTCUSDT'],
      catchUp: async () => ({ symbols: 1, candles: 1, elapsedMs: 1, asOf: 0 }),
      backfillTrendPartials: async () => null,
      startLive: async () => {
        live = true;
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
    const listeners = new Set<(event: SourceEvent) => void>();
    const events = {
      onSource(listener: (event: SourceEvent) => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const tell = (event: SourceEvent) => {
      for (const listener of listeners) listener(event);
    };
    const close = Date.UTC(2026, 10, 25, 12, 5);
    // Hours before the next cron time: only the published close can enqueue anything.
    const scheduling = startScheduling({
      ingest,
      jobs: appJobs,
      jobService,
      tasks: { findById: async () => undefined },
      clock: { now: () => close + 1, rate: 1 },
      sourceKey: 'simulated',
      events,
      log: quiet,
      onSettled: () => undefined,
    });
    await scheduling.historyReady;
    expect(live).toBe(true);
    // Another source's close, and other events, enqueue nothing.
    tell({ type: 'closed', source: 'exchange:BYBIT', close_time: close });
    tell({ type: 'changed', source: 'simulated', modules: ['volume'], data_time: close, quiet: false });
    tell({ type: 'closed', source: 'simulated', close_time: close });
    await vi.waitFor(() => expect(scheduled).toHaveLength(5));
    expect(scheduled.map((s) => s.job).sort()).toEqual([
      'cpr-insights',
      'ict-scan',
      'liquidity-run',
      'positioning-ingest',
      'volume-classification',
    ]);
    for (const { key } of scheduled) expect(key).toMatch(/:close:2026-11-25T12:05:00.000Z$/);
    await scheduling.stop();
    // Stopped: unsubscribed.
    expect(listeners.size).toBe(0);
  });
});
