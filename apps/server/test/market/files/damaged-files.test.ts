import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { createFilesSource } from '../../../src/market/files/files-source.ts';

const FIVE_MIN = 300_000;
const day0 = Date.UTC(2025, 3, 1);

/** n 5m rows from `start`: open 100 + i, high +2, low −1, close +1, quote volume 10·(i+1). */
function rows(start: number, n: number): string[] {
  return Array.from({ length: n }, (_, i) => {
    const t = start + i * FIVE_MIN;
    const o = 100 + i;
    return `${t},${o},${o + 2},${o - 1},${o + 1},1,${t + FIVE_MIN - 1},${10 * (i + 1)},0,0,0,0`;
  });
}

function zipBytes(name: string, content: string): Promise<Buffer> {
  return new Promise((resolve) => {
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.from(content), name);
    zip.end();
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

interface Logged {
  details: Record<string, unknown>;
  message: string;
}

describe('files source: damaged files and rows', () => {
  let dir = '';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'klines-damaged-'));
    // A zip cut short (as an interrupted download leaves it): no end of central directory record.
    const whole = await zipBytes('AAAUSDT-5m-2025-04-01.csv', rows(day0, 288).join('\n'));
    writeFileSync(join(dir, 'AAAUSDT-5m-2025-04-01.zip'), whole.subarray(0, Math.floor(whole.length / 2)));
    // A CSV with 3 malformed rows among 12 good ones.
    const mixed = rows(day0, 12);
    mixed.splice(2, 0, `${day0 + 99 * FIVE_MIN},1,2,3`); // too few columns
    mixed.splice(6, 0, `${day0 + 98 * FIVE_MIN},abc,1,1,1,1,1,1,0,0,0,0`); // not a number
    mixed.splice(9, 0, `${day0 + 97 * FIVE_MIN},10,9,8,10,1,1,1,0,0,0,0`); // high below open
    writeFileSync(join(dir, 'BBBUSDT-5m-2025-04-01.csv'), mixed.join('\n'));
    // A good file beside them, zipped.
    const good = await zipBytes('CCCUSDT-5m-2025-04-01.csv', rows(day0, 24).join('\n'));
    writeFileSync(join(dir, 'CCCUSDT-5m-2025-04-01.zip'), good);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names a truncated zip in one log line and skips it; the other files are served', async () => {
    const logged: Logged[] = [];
    const source = await createFilesSource(dir, {
      warn: (details, message) => logged.push({ details: details as Record<string, unknown>, message }),
    });
    expect((await source.listSymbols()).map((s) => s.symbol)).toEqual(['BBBUSDT', 'CCCUSDT']);
    expect(await source.fetchCandles('CCCUSDT', '5m', 0, 1000)).toHaveLength(24);
    expect(await source.fetchCandles('AAAUSDT', '5m', 0, 1000)).toEqual([]);
    const unreadable = logged.filter((l) => l.message === 'market file unreadable: skipped');
    expect(unreadable).toHaveLength(1);
    expect(unreadable[0]?.details.file).toBe('AAAUSDT-5m-2025-04-01.zip');
    expect(String(unreadable[0]?.details.error)).toMatch(/central directory/i);
  });

  it('counts bad rows per file, logs them once, serves the good rows and lists both in damagedFiles', async () => {
    const logged: Logged[] = [];
    const source = await createFilesSource(dir, {
      warn: (details, message) => logged.push({ details: details as Record<string, unknown>, message }),
    });
    const bars = await source.fetchCandles('BBBUSDT', '5m', 0, 1000);
    expect(bars.map((b) => b.openTime)).toEqual(rows(day0, 12).map((r) => Number(r.split(',')[0])));
    const rowsLogged = logged.filter((l) => l.message === 'market files: unreadable rows skipped');
    expect(rowsLogged).toHaveLength(1);
    expect(rowsLogged[0]?.details.files).toEqual([{ file: 'BBBUSDT-5m-2025-04-01.csv', badRows: 3 }]);
    expect(logged).toHaveLength(2);
    const damaged = source.damagedFiles?.() ?? [];
    expect(damaged).toHaveLength(2);
    expect(damaged[0]).toMatchObject({ file: 'AAAUSDT-5m-2025-04-01.zip', bad_rows: 0 });
    expect(damaged[0]?.error).toMatch(/central directory/i);
    expect(damaged[1]).toEqual({ file: 'BBBUSDT-5m-2025-04-01.csv', bad_rows: 3, error: null });
    expect(source.data.badRows.map((b) => b.line)).toEqual([3, 7, 10]);
  });
});
