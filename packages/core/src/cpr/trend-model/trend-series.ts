import type { Candle } from '../../candles/types.ts';
import type { CprMap } from '../types.ts';
import type { CheckpointOffsets, IntradayCheckpoint, TrendCheckpoint } from './checkpoints.ts';

/*
 * The trend dataset's inputs and rows (dataset.ts builds them; series-days.ts, trend-columns.ts and the
 * fits read them): apart from dataset.ts so that those modules need not import it back.
 */

/** Days of history a symbol needs before it gets a trend probability (docs/analytics.md §2). */
export const TREND_MIN_HISTORY_DAYS = 60;
/** The symbol whose state is the market-wide "BTC" feature. */
export const TREND_MARKET_SYMBOL = 'BTCUSDT';

/** One symbol's input: daily bars and, for the later checkpoints, the day partials. */
export interface TrendSeries {
  symbol: string;
  /**
   * Daily bars, ascending and unique. The newest may be the forming day: of a day not closed by
   * `now` only the open is read.
   */
  daily: readonly Candle[];
  /** Per intraday checkpoint, the day partials (see core `dayPartials`) by day open time. */
  partials?: Partial<Record<IntradayCheckpoint, ReadonlyMap<number, Candle>>>;
}

export interface TrendDatasetOptions {
  map: CprMap;
  /** Market time: a row exists once its checkpoint has passed; its label once its day has closed. */
  now: number;
  offsets?: CheckpointOffsets;
  /** Only rows of days opening at or after this time (serving asks for today only). */
  from?: number;
  marketSymbol?: string;
}

/** One day of one symbol at one checkpoint; `y` is whether the day was a trend day, null while open. */
export interface TrendRow {
  symbol: string;
  time: number;
  x: number[];
  y: 0 | 1 | null;
}

export type TrendDataset = Record<TrendCheckpoint, TrendRow[]>;
