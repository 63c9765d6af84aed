import { type Candle, type StoredTimeframe, timeframeMs } from '@app/core';
import type { BackfillInput, StaleEntry } from '../market-source.ts';
import { alignUp, planWindows } from './backfill-plan.ts';
import { runPool } from './run-pool.ts';

export interface BackfillRequest extends BackfillInput {
  /** Ranges in flight; the ccxt limiter paces the requests. Default 8. */
  concurrency?: number;
}

export interface BackfillReport {
  /** Ranges run. */
  jobs: number;
  /** Kline windows fetched successfully. */
  windows: number;
  candlesWritten: number;
  stale: StaleEntry[];
  elapsedMs: number;
}

export interface BackfillDeps {
  now(): number;
  pageSize: number;
  /** One window (already retried); throws when it finally fails. */
  fetchWindow(symbol: string, timeframe: StoredTimeframe, start: number, limit: number): Promise<Candle[]>;
}

/**
 * Fetches each range (one job) in windows from its `from` up to its `to` (exclusive) or now. Windows
 * of one job go in order, so what is written is always a gap-free prefix of the range and a re-run
 * resumes where a failure stopped it; jobs run concurrently. A bar counts as closed once
 * openTime + timeframe ≤ now; bars at or after `to` are dropped; the forming bar is reported, never
 * written. A job whose window finally fails marks its (symbol, timeframe) stale.
 */
export async function runBackfill(request: BackfillRequest, deps: BackfillDeps): Promise<BackfillReport> {
  const started = performance.now();
  const now = request.now ?? deps.now();
  const report: BackfillReport = { jobs: 0, windows: 0, candlesWritten: 0, stale: [], elapsedMs: 0 };
  // Finest timeframe first: its jobs have the most windows, and starting the longest chains first
  // keeps the limiter's queue full until the end.
  const jobs = [...request.ranges].sort((a, b) => timeframeMs(a.timeframe) - timeframeMs(b.timeframe));
  report.jobs = jobs.length;
  const staleKeys = new Set<string>();
  await runPool(jobs, request.concurrency ?? 8, async ({ symbol, timeframe, from, to }) => {
    const step = timeframeMs(timeframe);
    const end = to ?? Number.POSITIVE_INFINITY;
    try {
      request.signal?.throwIfAborted();
      const last = to === undefined ? now : Math.min(now, to - step);
      for (const window of planWindows(alignUp(from, step), last, step, deps.pageSize)) {
        const candles = (await deps.fetchWindow(symbol, timeframe, window.start, window.limit)).filter(
          (c) => c.openTime < end,
        );
        report.windows += 1;
        const closed = candles.filter((c) => c.openTime + step <= now);
        if (closed.length > 0) {
          await request.write(symbol, timeframe, closed);
          report.candlesWritten += closed.length;
        }
        const forming = candles.find((c) => c.openTime + step > now);
        if (forming !== undefined) request.onForming?.(symbol, timeframe, forming);
      }
    } catch (error) {
      if (request.signal?.aborted) return;
      const key = `${symbol}|${timeframe}`;
      if (staleKeys.has(key)) return;
      staleKeys.add(key);
      const entry = { symbol, timeframe, error: error instanceof Error ? error.message : String(error) };
      report.stale.push(entry);
      request.onStale?.(entry);
    }
  });
  request.signal?.throwIfAborted();
  report.elapsedMs = performance.now() - started;
  return report;
}
