import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

/** One line of a dump file: its text, 1-based number, and the file it came from (`zip!entry.csv` inside a zip). */
export type LineHandler = (line: string, lineNumber: number, source: string) => void;

async function readLines(stream: Readable, source: string, onLine: LineHandler) {
  const lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber += 1;
    onLine(line, lineNumber, source);
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

async function readZip(path: string, onLine: LineHandler): Promise<void> {
  const zip = await openZip(path);
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!entry.fileName.endsWith('.csv')) {
          zip.readEntry();
          return;
        }
        entryStream(zip, entry)
          .then((stream) => readLines(stream, `${path}!${entry.fileName}`, onLine))
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

/**
 * Streams every line of a dump file: a plain CSV, or the CSVs inside a zip. Rejects when the file (or
 * the zip) cannot be read; the caller then skips the file whole.
 */
export async function readCsvLines(path: string, zipped: boolean, onLine: LineHandler): Promise<void> {
  if (zipped) await readZip(path, onLine);
  else await readLines(createReadStream(path), path, onLine);
}
