import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSimMarket, type StoredTimeframe, timeframeMs } from '@app/core';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteDatabase } from '../../src/db/database.ts';
import { resolveSimClock } from '../../src/market/simulated/sim-clock.ts';
import { createCandleRepository } from '../../src/repositories/candle-repository.ts';
import { testHistory } from '../support/sim-market-fixture.ts';

const NOW = Date.UTC(2026, 2, 11, 13, 47, 30);
const child = fileURLToPath(new URL('../support/ingest-child.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'crash-resume-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the ingest child; with `killAfterBatches` it is SIGKILLed right after that many candle writes. */
function runChild(
  killAfterBatches?: number,
): Promise<{ batches: number; done: boolean; signal: string | null }> {
  return new Promise((resolve, reject) => {
    const args = [
      child,
      dataDir,
      String(NOW),
      ...(killAfterBatches === undefined ? [] : [String(killAfterBatches)]),
    ];
    const proc = spawn(process.execPath, ['--import', 'tsx', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let batches = 0;
    let done = false;
    let killed = false;
    let err = '';
    proc.stdout.on('data', (chunk: Buffer) => {
      // One chunk may carry several lines; once the kill is sent, what the child printed after it is ignored.
      for (const line of chunk.toString().split('\n')) {
        if (killed) return;
        if (line.startsWith('BATCH ')) batches = Number(line.slice(6));
        if (line === 'DONE') done = true;
        if (killAfterBatches !== undefined && batches >= killAfterBatches) {
          killed = true;
          proc.kill('SIGKILL');
        }
      }
    });
    proc.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    proc.on('error', reject);
    proc.on('exit', (code, signal) => {
      if (code !== 0 && signal === null) reject(new Error(`ingest child failed (${code}):\n${err}`));
      else resolve({ batches, done, signal });
    });
  });
}

describe('a crash mid-ingest', () => {
  it('is resumed by the next start with no gap and no duplicate, equal to the source', async () => {
    const crashed = await runChild(3);
    expect(crashed.signal).toBe('SIGKILL');
    expect(crashed.done).toBe(false);

    const resumed = await runChild();
    expect(resumed.done).toBe(true);

    const database = pgliteDatabase(await PGlite.create(dataDir));
    try {
      const repo = createCandleRepository(database.db);
      const market = createSimMarket({
        seed: 7,
        symbols: 4,
        listingAnchor: resolveSimClock(undefined, 1, NOW).anchor.listingAnchorMs,
      });
      for (const s of market.symbols) {
        for (const tf of ['5m', '1h', '1d'] as StoredTimeframe[]) {
          const stored = await repo.range('simulated', s.symbol, tf, 0, Number.MAX_SAFE_INTEGER);
          const times = stored.map((c) => c.openTime);
          expect(new Set(times).size, `${s.symbol} ${tf} duplicates`).toBe(times.length);
          const step = timeframeMs(tf);
          expect(
            times.every((t, i) => i === 0 || t - (times[i - 1] ?? 0) === step),
            `${s.symbol} ${tf} gap`,
          ).toBe(true);
          expect(times[0] ?? NOW, `${s.symbol} ${tf} history`).toBeLessThanOrEqual(NOW - testHistory[tf]);
          const first = times[0] ?? 0;
          const closed = market.simCandles(s.symbol, tf, first, NOW).filter((c) => c.openTime + step <= NOW);
          expect(stored, `${s.symbol} ${tf} bars`).toEqual(closed);
        }
      }
    } finally {
      await database.close();
    }
  }, 120_000);
});
