import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Candle, type StoredTimeframe, aggregateCandles, storedTimeframes } from '@app/core';
import { asStoredTimeframe, type KlineFile, parseKlineFileName } from './kline-file-name.ts';
import { type BadRow, readKlineFile } from './read-kline-file.ts';

/** A whole files data set in memory: every symbol's candles per stored timeframe, ascending, unique. */
export interface KlineDataSet {
  candles: Map<string, Map<StoredTimeframe, Candle[]>>;
  badRows: BadRow[];
  skippedFiles: string[];
  filesRead: number;
  candlesRead: number;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

function sortedUnique(byOpenTime: Map<number, Candle>): Candle[] {
  return [...byOpenTime.values()].sort((a, b) => a.openTime - b.openTime);
}

/**
 * Fills the stored timeframes a symbol has no files for by aggregating the finest one it has
 * (a data set of 5m files gets its 1h and 1d bars from them). Coarser files never fill finer ones.
 */
function fillMissingTimeframes(series: Map<StoredTimeframe, Candle[]>): void {
  const finest = storedTimeframes.find((tf) => (series.get(tf)?.length ?? 0) > 0);
  if (!finest) return;
  const source = series.get(finest) ?? [];
  for (const tf of storedTimeframes.slice(storedTimeframes.indexOf(finest) + 1)) {
    if ((series.get(tf)?.length ?? 0) === 0) series.set(tf, aggregateCandles(source, tf));
  }
}

/**
 * Reads a folder of exchange public-data-dump kline files, streaming each file. Bad rows are reported
 * with file and line and skipped; the result is built completely before it is returned, so a caller
 * never serves a half-loaded data set.
 */
export async function loadKlineFolder(dir: string): Promise<KlineDataSet> {
  const raw = new Map<string, Map<StoredTimeframe, Map<number, Candle>>>();
  const badRows: BadRow[] = [];
  const skippedFiles: string[] = [];
  let filesRead = 0;
  let candlesRead = 0;
  const files = (await listFiles(dir))
    .map((path) => parseKlineFileName(path.split('/').pop() ?? '', path))
    .filter((f): f is KlineFile => f !== null)
    .sort((a, b) => a.path.localeCompare(b.path));
  for (const file of files) {
    const tf = asStoredTimeframe(file.interval);
    if (!tf) {
      skippedFiles.push(file.path);
      continue;
    }
    const perSymbol = raw.get(file.symbol) ?? new Map<StoredTimeframe, Map<number, Candle>>();
    raw.set(file.symbol, perSymbol);
    const bars = perSymbol.get(tf) ?? new Map<number, Candle>();
    perSymbol.set(tf, bars);
    await readKlineFile(
      file,
      (candle) => {
        candlesRead += 1;
        bars.set(candle.openTime, candle);
      },
      (bad) => badRows.push(bad),
    );
    filesRead += 1;
  }
  const candles = new Map<string, Map<StoredTimeframe, Candle[]>>();
  for (const [symbol, perTf] of raw) {
    const series = new Map<StoredTimeframe, Candle[]>();
    for (const [tf, bars] of perTf) series.set(tf, sortedUnique(bars));
    fillMissingTimeframes(series);
    candles.set(symbol, series);
  }
  return { candles, badRows, skippedFiles, filesRead, candlesRead };
}
