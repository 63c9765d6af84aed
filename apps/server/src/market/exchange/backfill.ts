import { type Candle, DAY_MS, type StoredTimeframe, timeframeMs } from '@app/core';
import { alignDown, planWindows } from './backfill-plan.ts';
import { runPool } from './run-pool.ts';

/**
 * History fetched when nothing is stored yet (docs/analytics.md §1: 5m ≥ 21 d, 1h ≥ 60 d, 1d ≥ 400 d); the
 * start is aligned down, so at least this many closed bars are fetched.
 */
export const defaultHistoryMs: Record<StoredTimeframe, number> = {
  '5m': 21 * DAY_MS,
  '1h': 60 * DAY_MS,
  '1d': 400 * DAY_MS,
};

export interface StaleEntry {
  symbol: string;
  timeframe: StoredTimeframe;
  error: string;
}

export interface BackfillRequest {
  symbols: string[];
  timeframes: StoredTimeframe[];
  history?: Partial<Record<StoredTimeframe, number>>;
  /** Open time of the newest stored (closed) candle, or null when none is stored. */
  newestStored(symbol: string, timeframe: StoredTimeframe): Promise<number | null>;
  /** Receives closed candles only, ascending, a window at a time. Must be an idempotent upsert. */
  write(symbol: string, timeframe: StoredTimeframe, candles: Candle[]): Promise<void>;
  /** The still-forming bar met at the end, never passed to `write`. */
  onForming?(symbol: string, timeframe: StoredTimeframe, candle: Candle): void;
  /** A (symbol, timeframe) whose requests kept failing: what was written stays, the rest waits. */
  onStale?(entry: StaleEntry): void;
  /** (symbol × timeframe) jobs in flight; the ccxt limiter paces the requests. Default 8. */
  concurrency?: number;
}

export interface BackfillReport {
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
 * Brings every (symbol, timeframe) from its newest stored candle (or the default history) up to
 * now. Windows of one job go in order, so what is written is always a gap-free prefix and a re-run
 * resumes where a failure stopped it; jobs run concurrently. A bar counts as closed once
 * openTime + timeframe ≤ now; the forming bar is reported, never written.
 */
export async function runBackfill(request: BackfillRequest, deps: BackfillDeps): Promise<BackfillReport> {
  const started = performance.now();
  const now = deps.now();
  const report: BackfillReport = { jobs: 0, windows: 0, candlesWritten: 0, stale: [], elapsedMs: 0 };
  // Finest timeframe first: its jobs have the most windows, and starting the longest chains first
  // keeps the limiter's queue full until the end.
  const byLength = [...request.timeframes].sort((a, b) => timeframeMs(a) - timeframeMs(b));
  const jobs = byLength.flatMap((timeframe) => request.symbols.map((symbol) => ({ symbol, timeframe })));
  report.jobs = jobs.length;
  await runPool(jobs, request.concurrency ?? 8, async ({ symbol, timeframe }) => {
    const step = timeframeMs(timeframe);
    try {
      const newest = await request.newestStored(symbol, timeframe);
      const history = request.history?.[timeframe] ?? defaultHistoryMs[timeframe];
      const start = newest === null ? alignDown(now - history, step) : newest + step;
      for (const window of planWindows(start, now, step, deps.pageSize)) {
        const candles = await deps.fetchWindow(symbol, timeframe, window.start, window.limit);
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
      const entry = { symbol, timeframe, error: error instanceof Error ? error.message : String(error) };
      report.stale.push(entry);
      request.onStale?.(entry);
    }
  });
  report.elapsedMs = performance.now() - started;
  return report;
}
