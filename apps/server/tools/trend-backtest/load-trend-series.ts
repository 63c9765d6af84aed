import {
  type Candle,
  type CheckpointOffsets,
  dayPartials,
  type IntradayCheckpoint,
  intradayCheckpoints,
  type StoredTimeframe,
  type TrendSeries,
  timeframeMs,
} from '@app/core';
import { KlineFolderInputError, loadCheckedKlineFolder } from '../checked-kline-folder.ts';

/** A kline folder the backtest cannot use: the message names the folder, or the file and line. */
export const TrendBacktestInputError = KlineFolderInputError;

export interface LoadedTrendSeries {
  series: TrendSeries[];
  /** Whether any symbol had intraday (5m or 1h) files, so the later checkpoints exist. */
  intraday: boolean;
  /** Rows that parsed but hold impossible values (a zero price at a listing), skipped. */
  skippedRows: string[];
  filesRead: number;
}

const intradayFrames: StoredTimeframe[] = ['5m', '1h'];

/**
 * Reads a kline folder in the files-source layout into trend-model series: daily bars (from 1d files,
 * else aggregated from the finest intraday files) and, from the finest intraday files, each day's
 * partial at the asia_close and london_close checkpoints. Bad input stops it as
 * `loadCheckedKlineFolder` says; rows skipped as impossible candles are reported.
 */
export async function loadTrendSeries(dir: string, offsets: CheckpointOffsets): Promise<LoadedTrendSeries> {
  const data = await loadCheckedKlineFolder(dir);
  const series: TrendSeries[] = [];
  let intraday = false;
  for (const symbol of [...data.candles.keys()].sort()) {
    const perTf = data.candles.get(symbol) as Map<StoredTimeframe, Candle[]>;
    const tf = intradayFrames.find((t) => (perTf.get(t)?.length ?? 0) > 0);
    const partials: Partial<Record<IntradayCheckpoint, Map<number, Candle>>> = {};
    if (tf !== undefined) {
      intraday = true;
      const bars = perTf.get(tf) as Candle[];
      for (const c of intradayCheckpoints)
        if (Number.isFinite(offsets[c])) partials[c] = dayPartials(bars, timeframeMs(tf), offsets[c]);
    }
    series.push({ symbol, daily: perTf.get('1d') ?? [], partials });
  }
  return {
    series,
    intraday,
    skippedRows: data.badRows.map((b) => `${b.file}:${b.line}: ${b.reason}`),
    filesRead: data.filesRead,
  };
}
