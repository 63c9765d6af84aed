import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { DamagedMarketFile } from '@app/contracts';
import { aggregateCandles, type Candle, type StoredTimeframe, storedTimeframes } from '@app/core';
import { asStoredTimeframe, type KlineFile, parseKlineFileName } from './kline-file-name.ts';
import { type BadRow, readKlineFile } from './read-kline-file.ts';

/** A whole files data set in memory: every symbol's candles per stored timeframe, ascending, unique. */
export interface KlineDataSet {
  candles: Map<string, Map<StoredTimeframe, Candle[]>>;
  badRows: BadRow[];
  /** Files of an interval the app does not store (e.g. 3m), left out. */
  skippedFiles: string[];
  /**
   * Per file (path relative to the folder): rows that could not be read, and for a file that could
   * not be read at all (a truncated zip) the reason it was skipped. Files without problems are absent.
   */
  damagedFiles: DamagedMarketFile[];
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

export interface LoadLogger {
  warn(details: object, message: string): void;
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Reads a folder of exchange public-data-dump kline files, streaming each file. A file that cannot be
 * read (a truncated or corrupt zip) is named in one log line and skipped whole, none of its rows
 * kept; the other files are served. Bad rows are skipped, counted per file, listed with file and line
 * in `badRows`, and logged once (one line for the whole folder). The result is built completely
 * before it is returned, so a caller never serves a half-loaded data set.
 */
export async function loadKlineFolder(dir: string, logger?: LoadLogger): Promise<KlineDataSet> {
  const raw = new Map<string, Map<StoredTimeframe, Map<number, Candle>>>();
  const badRows: BadRow[] = [];
  const skippedFiles: string[] = [];
  const damagedFiles: DamagedMarketFile[] = [];
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
    const name = relative(dir, file.path);
    const read: Candle[] = [];
    const bad: BadRow[] = [];
    try {
      await readKlineFile(
        file,
        (candle) => read.push(candle),
        (row) => bad.push(row),
      );
    } catch (error) {
      damagedFiles.push({ file: name, bad_rows: bad.length, error: errorText(error) });
      logger?.warn({ file: name, error: errorText(error) }, 'market file unreadable: skipped');
      continue;
    }
    const perSymbol = raw.get(file.symbol) ?? new Map<StoredTimeframe, Map<number, Candle>>();
    raw.set(file.symbol, perSymbol);
    const bars = perSymbol.get(tf) ?? new Map<number, Candle>();
    perSymbol.set(tf, bars);
    for (const candle of read) bars.set(candle.openTime, candle);
    candlesRead += read.length;
    badRows.push(...bad);
    if (bad.length > 0) damagedFiles.push({ file: name, bad_rows: bad.length, error: null });
    filesRead += 1;
  }
  const withBadRows = damagedFiles.filter((f) => f.error === null);
  if (withBadRows.length > 0) {
    logger?.warn(
      {
        badRows: badRows.length,
        files: withBadRows.map((f) => ({ file: f.file, badRows: f.bad_rows })),
        first: badRows[0],
      },
      'market files: unreadable rows skipped',
    );
  }
  const candles = new Map<string, Map<StoredTimeframe, Candle[]>>();
  for (const [symbol, perTf] of raw) {
    const series = new Map<StoredTimeframe, Candle[]>();
    for (const [tf, bars] of perTf) series.set(tf, sortedUnique(bars));
    fillMissingTimeframes(series);
    candles.set(symbol, series);
  }
  return { candles, badRows, skippedFiles, damagedFiles, filesRead, candlesRead };
}
