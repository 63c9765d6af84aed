import type { Candle, StoredTimeframe } from '@app/core';
import { describe, expect, it } from 'vitest';
import type { WindowStart } from '../../../src/repositories/candle-windows.ts';
import { createBarWindowCache } from '../../../src/services/ict/bar-window-cache.ts';

const M5 = 300_000;
const bar = (openTime: number, close = openTime / M5): Candle => ({
  openTime,
  open: close,
  high: close,
  low: close,
  close,
  volume: 1,
});

/** A store of 5m bars per symbol that records what each read asked for. */
function store() {
  const bars = new Map<string, Candle[]>();
  const reads: WindowStart[][] = [];
  const read = async (_tf: StoredTimeframe, starts: readonly WindowStart[], to: number) => {
    reads.push([...starts]);
    return new Map(
      starts.map(({ symbol, from }) => [
        symbol,
        (bars.get(symbol) ?? []).filter((b) => b.openTime >= from && b.openTime < to),
      ]),
    );
  };
  return { bars, reads, read };
}

describe('bar window cache', () => {
  it('equals a full read of the store at every step while reading only the newest bars', async () => {
    const s = store();
    s.bars.set(
      'A',
      Array.from({ length: 100 }, (_, i) => bar(i * M5)),
    );
    const cache = createBarWindowCache(s.read, 1e12);
    for (let n = 50; n <= 100; n += 1) {
      const to = n * M5;
      const from = Math.max(0, to - 40 * M5);
      const { bars, rowsRead } = await cache.windows('5m', [{ symbol: 'A', from }], to);
      const full = (s.bars.get('A') ?? []).filter((b) => b.openTime >= from && b.openTime < to);
      expect(bars.get('A')).toEqual(full);
      // The first read is whole; then the two last held bars (re-read) and the new one.
      expect(rowsRead).toBe(n === 50 ? 40 : 3);
    }
  });

  it('picks up a rewritten last bar, reads whole when the wanted start moves back, and refreshes', async () => {
    const s = store();
    s.bars.set(
      'A',
      Array.from({ length: 20 }, (_, i) => bar(i * M5)),
    );
    const cache = createBarWindowCache(s.read, 10 * M5);
    await cache.windows('5m', [{ symbol: 'A', from: 5 * M5 }], 20 * M5);
    s.bars.set('A', [...(s.bars.get('A') ?? []).slice(0, 19), bar(19 * M5, 999)]);
    const rewritten = await cache.windows('5m', [{ symbol: 'A', from: 5 * M5 }], 20 * M5);
    expect(rewritten.bars.get('A')?.at(-1)?.close).toBe(999);
    const back = await cache.windows('5m', [{ symbol: 'A', from: 2 * M5 }], 20 * M5);
    expect(back.rowsRead).toBe(18);
    await cache.windows('5m', [{ symbol: 'A', from: 2 * M5 }], 30 * M5);
    expect(s.reads.at(-1)).toEqual([{ symbol: 'A', from: 2 * M5 }]);
  });
});
