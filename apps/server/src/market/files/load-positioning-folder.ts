import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { DamagedMarketFile } from '@app/contracts';
import type { FundingSettlement, PositioningMetric } from '@app/core';
import type { LoadLogger } from './load-kline-folder.ts';
import {
  FUNDING_COLUMNS,
  headerIndex,
  METRICS_COLUMNS,
  type Parsed,
  parseFundingRow,
  parseMetricsRow,
} from './positioning-csv-rows.ts';
import { type PositioningFile, parsePositioningFileName } from './positioning-file-name.ts';
import { readCsvLines } from './read-csv-lines.ts';

/** A positioning folder in memory: per symbol, settlements and readings ascending by time, unique. */
export interface PositioningDataSet {
  funding: Map<string, FundingSettlement[]>;
  metrics: Map<string, PositioningMetric[]>;
  damagedFiles: DamagedMarketFile[];
  filesRead: number;
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Reads one file's rows; throws (the file is then skipped whole) when it cannot be read or has no usable header. */
async function readFile<T>(
  file: PositioningFile,
  columns: readonly string[],
  parse: (line: string, index: Record<string, number>) => Parsed<T>,
): Promise<{ rows: T[]; bad: number }> {
  const rows: T[] = [];
  let bad = 0;
  let index: Record<string, number> | undefined;
  let headerError: string | undefined;
  await readCsvLines(file.path, file.zipped, (line, lineNumber) => {
    if (headerError !== undefined) return;
    if (index === undefined) {
      if (line.trim() === '' && lineNumber > 1) return;
      const header = headerIndex(line, columns);
      if ('error' in header) headerError = header.error;
      else index = header.index;
      return;
    }
    const row = parse(line, index);
    if (row.kind === 'row') rows.push(row.row);
    else if (row.kind === 'bad') bad += 1;
  });
  if (headerError !== undefined) throw new Error(headerError);
  if (index === undefined) throw new Error('empty file');
  return { rows, bad };
}

function sortedUnique<T extends { time: number }>(byTime: Map<number, T>): T[] {
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/**
 * Reads a folder of exchange-dump positioning files (docs/positioning.md §3), plain or zipped, any
 * cadence. A file that cannot be read or lacks its columns is named in the log and skipped whole; rows
 * that cannot be read are skipped and counted per file. Missing readings stay missing.
 */
export async function loadPositioningFolder(dir: string, logger?: LoadLogger): Promise<PositioningDataSet> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => parsePositioningFileName(e.name, join(e.parentPath, e.name)))
    .filter((f): f is PositioningFile => f !== null)
    .sort((a, b) => a.path.localeCompare(b.path));
  const funding = new Map<string, Map<number, FundingSettlement>>();
  const metrics = new Map<string, Map<number, PositioningMetric>>();
  const damagedFiles: DamagedMarketFile[] = [];
  let filesRead = 0;
  for (const file of files) {
    const name = relative(dir, file.path);
    try {
      const into = file.kind === 'fundingRate' ? funding : metrics;
      const { rows, bad } =
        file.kind === 'fundingRate'
          ? await readFile(file, FUNDING_COLUMNS, parseFundingRow as never)
          : await readFile(file, METRICS_COLUMNS, parseMetricsRow as never);
      const perSymbol = into.get(file.symbol) ?? new Map();
      into.set(file.symbol, perSymbol);
      for (const row of rows as { time: number }[]) perSymbol.set(row.time, row);
      if (bad > 0) {
        damagedFiles.push({ file: name, bad_rows: bad, error: null });
        logger?.warn({ file: name, badRows: bad }, 'positioning file: unreadable rows skipped');
      }
      filesRead += 1;
    } catch (error) {
      damagedFiles.push({ file: name, bad_rows: 0, error: errorText(error) });
      logger?.warn({ file: name, error: errorText(error) }, 'positioning file unreadable: skipped');
    }
  }
  const done = <T extends { time: number }>(m: Map<string, Map<number, T>>) =>
    new Map([...m].map(([symbol, rows]) => [symbol, sortedUnique(rows)]));
  return { funding: done(funding), metrics: done(metrics), damagedFiles, filesRead };
}
