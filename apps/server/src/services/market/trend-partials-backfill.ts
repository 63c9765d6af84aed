import { closedCheckpointPartials, DAY_MS, HOUR_MS, utcDayStart } from '@app/core';
import { runPool } from '../../market/exchange/run-pool.ts';
import type { MarketDataSource } from '../../market/market-source.ts';
import type { CandleRepository } from '../../repositories/candle-repository.ts';
import type { SymbolPartial, TrendPartialsRepository } from '../../repositories/trend-partials-repository.ts';
import { yieldToEventLoop } from './candle-write-buffer.ts';

/** Days of trend-model day partials kept (docs/trend-model.md, Storage): two years. */
export const TREND_PARTIALS_HISTORY_MS = 730 * DAY_MS;
/** Retention deletes partials older than the history plus a day, so the history is always complete. */
export const TREND_PARTIALS_RETENTION_MS = TREND_PARTIALS_HISTORY_MS + DAY_MS;
/** Days of 1h bars per request: 1,440 bars, one page on Binance (1,500) and MEXC, two on Bybit. */
const WINDOW_MS = 60 * DAY_MS;
/** Symbols fetched at once; the exchange adapter's limiter paces the requests. */
const CONCURRENCY = 4;

export interface TrendPartialsBackfillDeps {
  source: MarketDataSource;
  /** The `source` key of the stored rows. */
  sourceKey: string;
  partials: TrendPartialsRepository;
  candles: Pick<CandleRepository, 'oldestOpenTimes'>;
  /** History wanted (tests shorten it); default two years. */
  historyMs?: number;
  signal?: AbortSignal;
  onError?: (message: string, error: unknown) => void;
}

export interface TrendPartialsBackfillReport {
  /** Partials written from the candle store's 1h bars. */
  fromCandles: number;
  /** Symbols whose older days were fetched from the source, and the partials written from them. */
  symbolsFetched: number;
  fromSource: number;
  /** Symbols whose fetch failed (what was written stays; the next start retries). */
  failed: number;
  elapsedMs: number;
}

/**
 * Fills the day-partial store (docs/trend-model.md, Storage) for the checkpoint `offsets` in use: first
 * every day the candle store's 1h bars cover, then, per symbol with nothing stored before those
 * days, the older days back to the history's start from the source's 1h bars (paged, a window of
 * whole days at a time, never more than one window of one symbol per worker in memory; on the
 * exchange through its rate-limited adapter, on the simulated market from its deterministic path,
 * on the files source from its 1h or aggregated 5m bars). A partial is stored only once its
 * checkpoint has passed (core `closedCheckpointPartials`). Restarts fetch nothing again: a symbol
 * with a partial older than the candle store's first full day is done.
 */
export async function backfillTrendPartials(
  deps: TrendPartialsBackfillDeps,
  symbols: readonly string[],
  offsets: readonly number[],
): Promise<TrendPartialsBackfillReport> {
  const started = performance.now();
  const { source, sourceKey: key, partials } = deps;
  const report: TrendPartialsBackfillReport = {
    fromCandles: 0,
    symbolsFetched: 0,
    fromSource: 0,
    failed: 0,
    elapsedMs: 0,
  };
  const used = offsets.filter((o) => Number.isFinite(o) && o > 0 && o <= DAY_MS);
  if (used.length === 0 || symbols.length === 0) return report;
  const now = source.now();
  const start = utcDayStart(now - (deps.historyMs ?? TREND_PARTIALS_HISTORY_MS));
  report.fromCandles = await partials.storeFromCandles(key, '1h', symbols, used, start, now);
  const oldestBar = await deps.candles.oldestOpenTimes(key, '1h', symbols);
  const oldestPartial = await partials.oldestDays(key, symbols, used);
  const todo = symbols.flatMap((symbol) => {
    // The candle store holds every full day from the one opening at or after its oldest bar.
    const end = Math.ceil((oldestBar.get(symbol) ?? now) / DAY_MS) * DAY_MS;
    const stored = oldestPartial.get(symbol);
    const done = used.every((o) => (stored?.get(o) ?? Number.POSITIVE_INFINITY) < end);
    return done || end <= start ? [] : [{ symbol, end }];
  });
  await runPool(todo, CONCURRENCY, async ({ symbol, end }) => {
    deps.signal?.throwIfAborted();
    try {
      const rows: SymbolPartial[] = [];
      for (let since = start; since < end; since += WINDOW_MS) {
        await yieldToEventLoop();
        deps.signal?.throwIfAborted();
        const to = Math.min(end, since + WINDOW_MS);
        const page = await source.fetchCandles(symbol, '1h', since, (to - since) / HOUR_MS);
        const first = page[0];
        if (first !== undefined && first.openTime >= end) break;
        const bars = page.filter((b) => b.openTime >= since && b.openTime < to);
        // A venue answering with its first bars after the window (a later listing): go there.
        if (bars.length === 0 && first !== undefined && first.openTime >= to)
          since = utcDayStart(first.openTime) - WINDOW_MS;
        for (const p of closedCheckpointPartials(bars, HOUR_MS, used, now)) rows.push({ symbol, ...p });
      }
      report.fromSource += await partials.upsert(key, rows);
      report.symbolsFetched += 1;
    } catch (error) {
      if (deps.signal?.aborted) throw error;
      report.failed += 1;
      deps.onError?.(`trend partials of ${symbol} not fetched`, error);
    }
  });
  report.elapsedMs = performance.now() - started;
  return report;
}
