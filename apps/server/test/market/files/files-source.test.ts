import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { createFilesSource } from '../../../src/market/files/files-source.ts';

const HOUR = 3_600_000;
const FIVE_MIN = 300_000;
const day0 = Date.UTC(2025, 3, 1); // 2025-04-01, a Tuesday
const header =
  'open_time,open,high,low,close,volume,close_time,quote_volume,count,taker_buy_volume,taker_buy_quote_volume,ignore';

/** n bars of 5m from `start`: open = 100 + i, high +2, low −1, close +1, quote volume 10·(i+1). */
function fiveMinuteRows(start: number, n: number, micro = false): string[] {
  return Array.from({ length: n }, (_, i) => {
    const t = start + i * FIVE_MIN;
    const time = micro ? t * 1000 : t;
    const o = 100 + i;
    return `${time},${o},${o + 2},${o - 1},${o + 1},1,${time + FIVE_MIN - 1},${10 * (i + 1)},0,0,0,0`;
  });
}

function writeZip(path: string, name: string, content: string): Promise<void> {
  return new Promise((resolve) => {
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.from(content), name);
    zip.end();
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => {
      writeFileSync(path, Buffer.concat(chunks));
      resolve();
    });
  });
}

describe('files market source', () => {
  let dir = '';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'klines-'));
    // AAAUSDT: one day of 5m bars, header, in two files (one zipped, one with µs times and a bad row).
    const first = fiveMinuteRows(day0, 144);
    const second = fiveMinuteRows(day0 + 144 * FIVE_MIN, 144).map((row, i) => {
      const [t, ...rest] = row.split(',');
      return i === 0 ? row : [`${Number(t) * 1000}`, ...rest].join(',');
    });
    second.splice(5, 0, '1743465600000,abc,1,1,1,1,1,1,0,0,0,0');
    await writeZip(
      join(dir, 'AAAUSDT-5m-2025-04-01.zip'),
      'AAAUSDT-5m-2025-04-01.csv',
      [header, ...first].join('\n'),
    );
    writeFileSync(join(dir, 'AAAUSDT-5m-2025-04-01b.csv'), 'ignored: not the dump naming');
    writeFileSync(join(dir, 'AAAUSDT-5m-2025-04-02.csv'), second.join('\n'));
    // BBBUSDT: daily files only, no header, plus an unsupported interval that is skipped.
    writeFileSync(join(dir, 'BBBUSDT-1d-2025-03.csv'), `${day0 - 24 * HOUR},5,6,4,5.5,1,0,1000,0,0,0,0\n`);
    writeFileSync(join(dir, 'BBBUSDT-3m-2025-03.csv'), `${day0},5,6,4,5.5,1,0,1000,0,0,0,0\n`);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads csv and zip files, ms and µs times, and reports bad rows by file and line', async () => {
    const source = await createFilesSource(dir);
    expect(source.data.filesRead).toBe(3);
    expect(source.data.skippedFiles).toEqual([join(dir, 'BBBUSDT-3m-2025-03.csv')]);
    expect(source.data.badRows).toEqual([
      { file: join(dir, 'AAAUSDT-5m-2025-04-02.csv'), line: 6, reason: 'a column is not a number' },
    ]);
    expect((await source.listSymbols()).map((s) => s.symbol)).toEqual(['AAAUSDT', 'BBBUSDT']);
    const bars = await source.fetchCandles('AAAUSDT', '5m', 0, 10_000);
    expect(bars).toHaveLength(288);
    expect(bars.every((b, i) => i === 0 || b.openTime - (bars[i - 1]?.openTime ?? 0) === FIVE_MIN)).toBe(
      true,
    );
    expect(bars[144]).toEqual({
      openTime: day0 + 144 * FIVE_MIN,
      open: 100,
      high: 102,
      low: 99,
      close: 101,
      volume: 10,
    });
  });

  it('aggregates missing stored timeframes from the finest one present, using quote volume', async () => {
    const source = await createFilesSource(dir);
    const hours = await source.fetchCandles('AAAUSDT', '1h', 0, 100);
    expect(hours).toHaveLength(24);
    // first hour: 5m bars i = 0..11 → open 100, high 113, low 99, close 112, volume 10·(1+…+12) = 780
    expect(hours[0]).toEqual({ openTime: day0, open: 100, high: 113, low: 99, close: 112, volume: 780 });
    const days = await source.fetchCandles('AAAUSDT', '1d', 0, 100);
    expect(days).toHaveLength(1);
    expect(days[0]?.volume).toBe(2 * 10 * ((144 * 145) / 2));
    expect(await source.fetchCandles('BBBUSDT', '5m', 0, 100)).toEqual([]);
  });

  it('pages with since/limit and stands its clock at the newest bar', async () => {
    const source = await createFilesSource(dir);
    const page = await source.fetchCandles('AAAUSDT', '5m', day0 + 10 * FIVE_MIN + 1, 3);
    expect(page.map((b) => b.openTime)).toEqual([11, 12, 13].map((i) => day0 + i * FIVE_MIN));
    expect(source.now()).toBe(day0 + 288 * FIVE_MIN);
  });

  it('serves no bar that closes after the clock (no look-ahead from coarser files)', async () => {
    const other = mkdtempSync(join(tmpdir(), 'klines-'));
    try {
      writeFileSync(join(other, 'CCCUSDT-5m-2025-04-01.csv'), fiveMinuteRows(day0, 300).join('\n'));
      const daily = [0, 1].map((d) => `${day0 + d * 24 * HOUR},1,2,0.5,1.5,1,0,50,0,0,0,0`);
      writeFileSync(join(other, 'CCCUSDT-1d-2025-04.csv'), daily.join('\n'));
      const source = await createFilesSource(other);
      expect(source.now()).toBe(day0 + 300 * FIVE_MIN);
      expect((await source.fetchCandles('CCCUSDT', '1d', 0, 10)).map((b) => b.openTime)).toEqual([day0]);
      expect(await source.fetchCandles('CCCUSDT', '1h', 0, 100)).toHaveLength(25);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
