import type { DamagedMarketFile, ExchangeStatus, MarketSource } from '@app/contracts';
import type { Candle, StoredTimeframe } from '@app/core';
import type { PositioningSource } from './positioning/positioning-source.ts';

/** A tradable USDT-margined linear perpetual, in the exchange-native display form (`BTCUSDT`). */
export interface MarketSymbol {
  symbol: string;
  base: string;
  /** Market capitalisation in USD of the base asset, or null when unknown. */
  marketCap: number | null;
}

/** A candle update pushed by a live source; `closed` is false while the bar is still forming. */
export interface CandleUpdate {
  symbol: string;
  timeframe: StoredTimeframe;
  candle: Candle;
  closed: boolean;
}

/**
 * Bars of one symbol and timeframe to fetch: open times from `from`, before `to` (a gap before the
 * oldest stored bar) or, without `to`, up to now (the tail, whose forming bar is reported).
 */
export interface FetchRange {
  symbol: string;
  timeframe: StoredTimeframe;
  from: number;
  to?: number;
}

/** A (symbol, timeframe) whose requests kept failing: what was written stays, the rest waits. */
export interface StaleEntry {
  symbol: string;
  timeframe: StoredTimeframe;
  error: string;
}

export interface BackfillInput {
  ranges: readonly FetchRange[];
  /** The source time closed bars are judged against; default the source's `now()`. */
  now?: number;
  /** Receives closed bars only, ascending, a page at a time. Must be an idempotent upsert. */
  write(symbol: string, timeframe: StoredTimeframe, candles: Candle[]): Promise<void>;
  /** The forming bar met at the end of a tail range, never passed to `write`. */
  onForming?(symbol: string, timeframe: StoredTimeframe, candle: Candle): void;
  /** Called for each (symbol, timeframe) given up on (the exchange source; the others throw). */
  onStale?(entry: StaleEntry): void;
  signal?: AbortSignal;
}

export interface BackfillOutcome {
  /** The (symbol, timeframe) pairs whose ranges did not complete this run. */
  stale: StaleEntry[];
}

/**
 * Where market data comes from: the simulated market, an exchange through ccxt, or kline files.
 * Every source answers the same questions, so the candle store and jobs do not care which one runs.
 */
export interface MarketDataSource {
  readonly kind: MarketSource;
  /** Active linear USDT perpetuals. */
  listSymbols(): Promise<MarketSymbol[]>;
  /**
   * Candles with `openTime >= since` (ascending), at most `limit` of them, including the forming bar
   * when it is reached.
   */
  fetchCandles(symbol: string, timeframe: StoredTimeframe, since: number, limit: number): Promise<Candle[]>;
  /**
   * Fetches the bars of each range and writes the closed ones (the one backfill path, called by
   * services/market/market-ingest-service.ts with the ranges it computed). The simulated and files
   * sources page through `fetchCandles` (paged-backfill.ts); the exchange source runs its ranges
   * concurrently with retries and stale tracking (exchange/backfill.ts).
   */
  backfill(input: BackfillInput): Promise<BackfillOutcome>;
  /** The source's clock in epoch ms: wall time for live sources, the newest bar for files. */
  now(): number;
  /** Live updates; resolves to an unsubscribe function. Sources without live data never call back. */
  watch(symbols: string[], onUpdate: (update: CandleUpdate) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** Exchange source: how the venue answers now (a ban, a region block, a back-off). */
  exchangeStatus?(): ExchangeStatus;
  /** Files source: the files skipped or with unreadable rows. */
  damagedFiles?(): DamagedMarketFile[];
  /** Exchange source: its positioning through the same ccxt instance (docs/positioning.md §3). */
  positioning?(onError?: (message: string, error: unknown) => void): PositioningSource;
}
