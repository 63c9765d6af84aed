import type { Candle, StoredTimeframe } from '@app/core';
import fc from 'fast-check';
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
      expect(bars.bars('A')).toEqual(full);
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
    expect(rewritten.bars.bars('A').at(-1)?.close).toBe(999);
    const back = await cache.windows('5m', [{ symbol: 'A', from: 2 * M5 }], 20 * M5);
    expect(back.rowsRead).toBe(18);
    await cache.windows('5m', [{ symbol: 'A', from: 2 * M5 }], 30 * M5);
    expect(s.reads.at(-1)).toEqual([{ symbol: 'A', from: 2 * M5 }]);
  });

  it('equals a full read for any sequence of new bars, late rewrites of the newest and wanted starts', async () => {
    const action = fc.oneof(
      fc.record({ kind: fc.constant('bar' as const), close: fc.double({ noNaN: true }) }),
      fc.record({ kind: fc.constant('rewrite' as const), close: fc.double({ noNaN: true }) }),
      fc.record({
        kind: fc.constant('scan' as const),
        back: fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 2, maxLength: 2 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(action, { maxLength: 60 }),
        fc.integer({ min: 1, max: 50 }),
        async (actions, refresh) => {
          const s = store();
          s.bars.set('A', []);
          s.bars.set('B', []);
          const cache = createBarWindowCache(s.read, refresh * M5);
          let n = 0;
          for (const a of actions) {
            if (a.kind === 'bar') {
              for (const list of s.bars.values()) list.push(bar(n * M5, a.close));
              n += 1;
            } else if (a.kind === 'rewrite' && n > 0) {
              for (const list of s.bars.values()) list[n - 1] = bar((n - 1) * M5, a.close);
            } else if (a.kind === 'scan') {
              const to = n * M5;
              const starts = ['A', 'B'].map((symbol, i) => ({ symbol, from: to - (a.back[i] ?? 0) * M5 }));
              const { bars } = await cache.windows('5m', starts, to);
              for (const { symbol, from } of starts) {
                const full = (s.bars.get(symbol) ?? []).filter((b) => b.openTime >= from && b.openTime < to);
                expect(bars.bars(symbol)).toEqual(full);
                expect(bars.lastOpenTime(symbol)).toBe(full.at(-1)?.openTime);
              }
            }
          }
        },
      ),
    );
  });

  it('answers only the symbols asked for, and refuses a stale answer or overlapping calls', async () => {
    const s = store();
    s.bars.set(
      'A',
      Array.from({ length: 10 }, (_, i) => bar(i * M5)),
    );
    s.bars.set('B', [bar(0)]);
    const cache = createBarWindowCache(s.read);
    const first = await cache.windows('5m', [{ symbol: 'A', from: 0 }], 10 * M5);
    expect(first.bars.bars('B')).toEqual([]);
    expect(first.bars.bars('A')).toHaveLength(10);
    // Another timeframe is another window.
    await cache.windows('1h', [{ symbol: 'A', from: 0 }], 10 * M5);
    expect(first.bars.bars('A')).toHaveLength(10);
    await cache.windows('5m', [{ symbol: 'A', from: 5 * M5 }], 10 * M5);
    expect(() => first.bars.bars('A')).toThrow(/newer call/);
    const a = cache.windows('5m', [{ symbol: 'A', from: 5 * M5 }], 10 * M5);
    const b = cache.windows('5m', [{ symbol: 'A', from: 5 * M5 }], 10 * M5);
    await expect(a).rejects.toThrow(/overlapped/);
    expect((await b).bars.bars('A')).toHaveLength(5);
  });
});
