import {
  bucketStart,
  type Candle,
  DAY_MS,
  type StoredTimeframe,
  storedTimeframes,
  timeframeMs,
} from '@app/core';
import type { CandleUpdate, FetchRange, MarketDataSource } from '../../market/market-source.ts';
import type { PublishSource } from '../../push/source-event.ts';
import type { CandleRepository } from '../../repositories/candle-repository.ts';
import type { FormingCandle, FormingCandleRepository } from '../../repositories/forming-candle-repository.ts';
import type { MarketSymbolRepository } from '../../repositories/market-symbol-repository.ts';
import type { TrendPartialsRepository } from '../../repositories/trend-partials-repository.ts';
import { createCandleWriteBuffer } from './candle-write-buffer.ts';
import { startLiveIngest } from './live-ingest.ts';
import {
  backfillTrendPartials,
  TREND_PARTIALS_RETENTION_MS,
  type TrendPartialsBackfillReport,
} from './trend-partials-backfill.ts';

/** History kept per stored timeframe (docs/analytics.md §1: 5m ≥ 21 days, 1h ≥ 60 days, 1d ≥ 400 days). */
export const historyMs: Record<StoredTimeframe, number> = {
  '5m': 21 * DAY_MS,
  '1h': 60 * DAY_MS,
  '1d': 400 * DAY_MS,
};
/** Retention deletes bars older than the history plus one day, so the history is always complete. */
const retentionMs: Record<StoredTimeframe, number> = {
  '5m': historyMs['5m'] + DAY_MS,
  '1h': historyMs['1h'] + DAY_MS,
  '1d': historyMs['1d'] + DAY_MS,
};

export interface IngestReport {
  symbols: number;
  candles: number;
  elapsedMs: number;
  /** Source time the run brought the store up to. */
  asOf: number;
}

export interface CatchUpOptions {
  signal?: AbortSignal;
  /** History wanted this run (default: the service's); a shorter one fetches the recent bars first. */
  history?: Partial<Record<StoredTimeframe, number>>;
  /**
   * Also fetch the bars missing between the history's start and the oldest stored bar (default
   * true; checked once per symbol and timeframe per process, on every source). This completes a
   * recent-first start and a backfill interrupted before its oldest part.
   */
  fillHead?: boolean;
}

export interface MarketIngestService {
  readonly sourceKind: string;
  /** Stores the source's symbol list (caps included) as the active universe; returns the symbols. */
  syncSymbols(): Promise<string[]>;
  /**
   * Brings the stored candles of `timeframes` up to the source's now, resuming after the newest
   * stored bar of each symbol (or the full history when none is stored). Only closed bars are
   * stored; the forming bars replace the forming_candles rows.
   */
  catchUp(timeframes?: readonly StoredTimeframe[], options?: CatchUpOptions): Promise<IngestReport>;
  /**
   * Starts the live feed (closed bars stored, forming bars kept current); after each burst that stored
   * closed 5m bars it publishes `closed` (push/source-event.ts) with the newest one's close time.
   * Resolves to a stop function.
   */
  startLive(): Promise<() => Promise<void>>;
  /** Deletes bars older than the retention of each stored timeframe; returns the count per timeframe. */
  applyRetention(): Promise<Record<StoredTimeframe, number>>;
  /**
   * Fills the trend model's day-partial store (two years) at the checkpoints of the settings:
   * from the stored 1h bars, and once per symbol from the source for the older days (see
   * trend-partials-backfill.ts). Nothing when the service has no partial store.
   */
  backfillTrendPartials(options?: { signal?: AbortSignal }): Promise<TrendPartialsBackfillReport | null>;
  /** Deletes day partials older than their two-year retention; returns how many. */
  applyTrendPartialsRetention(): Promise<number>;
}

export interface MarketIngestDeps {
  source: MarketDataSource;
  /**
   * The `source` key of the stored rows: default the source's kind; the exchange source keys per
   * venue (`exchange:BYBIT`, runtime/source-key.ts) so two venues' candles never mix.
   */
  sourceKey?: string;
  candles: CandleRepository;
  forming: FormingCandleRepository;
  symbols: MarketSymbolRepository;
  /** History fetched when none is stored (tests shorten it); default `historyMs`. */
  history?: Record<StoredTimeframe, number>;
  onError?: (message: string, error: unknown) => void;
  /** Where `closed` goes (the event bus, to every process); default nowhere. */
  publish?: PublishSource;
  /** Stored market caps for symbols the source lists without one (exchange and files sources). */
  caps?: { capsFor(symbols: readonly string[]): Promise<Map<string, number>> };
  /** The trend model's day-partial store and the checkpoint offsets in use (from the settings). */
  trendPartials?: {
    repository: TrendPartialsRepository;
    offsets(): Promise<number[]>;
  };
}

export function createMarketIngestService(deps: MarketIngestDeps): MarketIngestService {
  const { source } = deps;
  const kind = deps.sourceKey ?? source.kind;
  const history = deps.history ?? historyMs;
  let universe: string[] | undefined;
  const headChecked = new Set<string>();

  /** Oldest stored bar of the symbols whose head gap was not checked yet in this process. */
  const unchecked = async (timeframe: StoredTimeframe, symbols: readonly string[]) => {
    const todo = symbols.filter((s) => !headChecked.has(`${timeframe}|${s}`));
    return deps.candles.oldestOpenTimes(kind, timeframe, todo);
  };

  const symbolList = async (): Promise<string[]> => {
    if (!universe) universe = (await deps.symbols.listActive(kind)).map((s) => s.symbol);
    return universe;
  };

  return {
    sourceKind: kind,

    async syncSymbols() {
      let list = await source.listSymbols();
      if (deps.caps) {
        const caps = await deps.caps.capsFor(list.map((s) => s.symbol));
        list = list.map((s) => (s.marketCap === null ? { ...s, marketCap: caps.get(s.symbol) ?? null } : s));
      }
      await deps.symbols.sync(kind, list);
      universe = list.map((s) => s.symbol).sort();
      return universe;
    },

    async catchUp(timeframes = storedTimeframes, options = {}) {
      const { signal } = options;
      const started = performance.now();
      const symbols = await symbolList();
      const now = source.now();
      const buffer = createCandleWriteBuffer(deps.candles, kind);
      const forming: FormingCandle[] = [];
      const write = (symbol: string, tf: StoredTimeframe, bars: Candle[]) => {
        signal?.throwIfAborted();
        return buffer.add(symbol, tf, bars);
      };
      // Coarse first: the daily history (what CPR needs) is in within seconds of a first start.
      const ordered = [...timeframes].sort((a, b) => timeframeMs(b) - timeframeMs(a));
      for (const timeframe of ordered) {
        const span = options.history?.[timeframe] ?? history[timeframe];
        const newest = await deps.candles.newestOpenTimes(kind, timeframe, symbols);
        const start = bucketStart(timeframe, now - span);
        const step = timeframeMs(timeframe);
        const heads =
          options.fillHead === false ? new Map<string, number>() : await unchecked(timeframe, symbols);
        const ranges: FetchRange[] = [];
        for (const symbol of symbols) {
          const last = newest.get(symbol);
          const oldest = heads.get(symbol);
          if (oldest !== undefined && oldest > start)
            ranges.push({ symbol, timeframe, from: start, to: oldest });
          // Resume right after the newest stored bar, however old (a shorter history never leaves a gap).
          ranges.push({ symbol, timeframe, from: last === undefined ? start : last + step });
        }
        // One path for every source (docs/architecture.md §3): it fetches the ranges and writes closed bars.
        const outcome = await source.backfill({
          ranges,
          now,
          write,
          onForming: (symbol, tf, candle) => forming.push({ symbol, timeframe: tf, candle, asOf: now }),
          ...(signal ? { signal } : {}),
        });
        // A pair given up on (the exchange's stale) has its head checked again on the next run.
        const stale = new Set(outcome.stale.map((e) => e.symbol));
        for (const symbol of heads.keys()) if (!stale.has(symbol)) headChecked.add(`${timeframe}|${symbol}`);
        await buffer.flush();
      }
      await deps.forming.replace(kind, forming);
      return {
        symbols: symbols.length,
        candles: buffer.written(),
        elapsedMs: performance.now() - started,
        asOf: now,
      };
    },

    async startLive() {
      const symbols = await symbolList();
      const publish = deps.publish;
      return startLiveIngest({
        source,
        symbols,
        onClosed: (closeTime) => {
          publish?.({ type: 'closed', source: kind, close_time: closeTime }).catch((error: unknown) =>
            deps.onError?.('close not published', error),
          );
        },
        write: async (closed: CandleUpdate[], forming: CandleUpdate[]) => {
          const buffer = createCandleWriteBuffer(deps.candles, kind);
          for (const u of closed) await buffer.add(u.symbol, u.timeframe, [u.candle]);
          await buffer.flush();
          const now = source.now();
          await deps.forming.replace(
            kind,
            forming.map((u) => ({ symbol: u.symbol, timeframe: u.timeframe, candle: u.candle, asOf: now })),
          );
        },
        onError: deps.onError ?? (() => undefined),
      });
    },

    async applyRetention() {
      const now = source.now();
      const out = { '5m': 0, '1h': 0, '1d': 0 } as Record<StoredTimeframe, number>;
      for (const tf of storedTimeframes)
        out[tf] = await deps.candles.deleteBefore(kind, tf, now - retentionMs[tf]);
      return out;
    },

    async backfillTrendPartials(options = {}) {
      const partials = deps.trendPartials;
      if (partials === undefined) return null;
      return backfillTrendPartials(
        {
          source,
          sourceKey: kind,
          partials: partials.repository,
          candles: deps.candles,
          ...(options.signal ? { signal: options.signal } : {}),
          ...(deps.onError ? { onError: deps.onError } : {}),
        },
        await symbolList(),
        await partials.offsets(),
      );
    },

    async applyTrendPartialsRetention() {
      const partials = deps.trendPartials;
      if (partials === undefined) return 0;
      return partials.repository.deleteBefore(kind, source.now() - TREND_PARTIALS_RETENTION_MS);
    },
  };
}
