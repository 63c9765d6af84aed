import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { Candle } from '@app/core';
import yauzl from 'yauzl';
import { parseKlineCsvRow } from './kline-csv-row.ts';
import type { KlineFile } from './kline-file-name.ts';

export interface BadRow {
  file: string;
  line: number;
  reason: string;
}

async function readLines(
  stream: Readable,
  source: string,
  onCandle: (c: Candle) => void,
  onBad: (b: BadRow) => void,
) {
  const lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber += 1;
    const row = parseKlineCsvRow(line, lineNumber);
    if (row.kind === 'candle') onCandle(row.candle);
    else if (row.kind === 'bad') onBad({ file: source, line: lineNumber, reason: row.reason });
  }
}

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (err, zip) => (err || !zip ? reject(err) : resolve(zip)));
  });
}

function entryStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => (err || !stream ? reject(err) : resolve(stream)));
  });
}

async function readZip(
  path: string,
  onCandle: (c: Candle) => void,
  onBad: (b: BadRow) => void,
): Promise<void> {
  const zip = await openZip(path);
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!entry.fileName.endsWith('.csv')) {
          zip.readEntry();
          return;
        }
        entryStream(zip, entry)
          .then((stream) => readLines(stream, `${path}!${entry.fileName}`, onCandle, onBad))
          .then(() => zip.readEntry(), reject);
      });
      zip.on('end', resolve);
      zip.on('error', reject);
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
}

/** Streams every candle of one kline file (CSV, or the CSVs inside a zip), reporting bad rows by file and line. */
export async function readKlineFile(
  file: KlineFile,
  onCandle: (candle: Candle) => void,
  onBad: (bad: BadRow) => void,
): Promise<void> {
  if (file.zipped) await readZip(file.path, onCandle, onBad);
  else await readLines(createReadStream(file.path), file.path, onCandle, onBad);
}
