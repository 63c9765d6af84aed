import type { Candle } from '@app/core';
import { parseKlineCsvRow } from './kline-csv-row.ts';
import type { KlineFile } from './kline-file-name.ts';
import { readCsvLines } from './read-csv-lines.ts';

export interface BadRow {
  file: string;
  line: number;
  reason: string;
}

/** Streams every candle of one kline file (CSV, or the CSVs inside a zip), reporting bad rows by file and line. */
export async function readKlineFile(
  file: KlineFile,
  onCandle: (candle: Candle) => void,
  onBad: (bad: BadRow) => void,
): Promise<void> {
  await readCsvLines(file.path, file.zipped, (line, lineNumber, source) => {
    const row = parseKlineCsvRow(line, lineNumber);
    if (row.kind === 'candle') onCandle(row.candle);
    else if (row.kind === 'bad') onBad({ file: source, line: lineNumber, reason: row.reason });
  });
}
