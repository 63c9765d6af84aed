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
 * Where market data comes from: the simulated market, an exchange through ccxt, or kline files.
 * Every source answers the same questions, so the candle store and jobs do not care which one runs.
 */
export interface MarketDataSource {
  readonly kind: MarketSource;
  /** Active linear USDT perpetuals. */
  listSymbols(): Promise<MarketSymbol[]>;
  /**
   * Candles with `openTime >= since` (ascending), at most `limit` of them, including the forming bar
   * when it is reached. Backfill calls this repeatedly, resuming from the newest stored candle.
   */
  fetchCandles(symbol: string, timeframe: StoredTimeframe, since: number, limit: number): Promise<Candle[]>;
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
