import { type Candle, type StoredTimeframe, timeframeMs } from '@app/core';
import type { WindowStart } from '../../repositories/candle-windows.ts';

/** Reads stored bars of many symbols: `from ≤ open_time < to` per symbol, ascending. */
export type ReadWindows = (
  timeframe: StoredTimeframe,
  starts: readonly WindowStart[],
  to: number,
) => Promise<Map<string, Candle[]>>;

export interface BarWindowCache {
  /**
   * Each symbol's stored bars of `timeframe` from its `from` up to `to` (exclusive). A symbol held
   * since an earlier call from at or before `from` reads only its newest bars (the last `OVERLAP`
   * re-read, so a bar rewritten late is picked up); others, and every symbol once per `refreshMs`,
   * are read whole. Answers the windows and the number of rows read.
   */
  windows(
    timeframe: StoredTimeframe,
    starts: readonly WindowStart[],
    to: number,
  ): Promise<{ bars: Map<string, Candle[]>; rowsRead: number }>;
}

/** Bars re-read at the end of a held window on each incremental read. */
export const OVERLAP = 2;

interface Held {
  from: number;
  bars: Candle[];
}

/**
 * An in-process cache of recent bar windows for a job that runs every 5 minutes over every symbol
 * (the ICT scan reads ~800 bars per symbol; re-reading them each run costs seconds on PGlite for
 * 500 symbols, while only one new bar per symbol arrived). Correctness does not depend on it: every
 * window equals a full read of the store up to the stored bars' own rewrites, and it is rebuilt
 * from the store every `refreshMs` of market time.
 */
export function createBarWindowCache(read: ReadWindows, refreshMs = 3_600_000): BarWindowCache {
  const held = new Map<StoredTimeframe, { loadedAt: number; symbols: Map<string, Held> }>();
  return {
    async windows(timeframe, starts, to) {
      const step = timeframeMs(timeframe);
      let cache = held.get(timeframe);
      if (!cache || to - cache.loadedAt >= refreshMs || to < cache.loadedAt) {
        cache = { loadedAt: to, symbols: new Map() };
        held.set(timeframe, cache);
      }
      const symbols = cache.symbols;
      // Incremental where the held window covers the wanted start: from its last bars on.
      const reads = starts.map(({ symbol, from }) => {
        const h = symbols.get(symbol);
        const last = h && h.from <= from ? h.bars.at(-1) : undefined;
        const readFrom = last ? Math.max(from, last.openTime - (OVERLAP - 1) * step) : from;
        return { symbol, from, readFrom, keep: last ? (h?.bars ?? []) : [] };
      });
      const fresh = await read(
        timeframe,
        reads.map(({ symbol, readFrom }) => ({ symbol, from: readFrom })),
        to,
      );
      let rowsRead = 0;
      const out = new Map<string, Candle[]>();
      for (const { symbol, from, readFrom, keep } of reads) {
        const got = fresh.get(symbol) ?? [];
        rowsRead += got.length;
        const bars = [...keep.filter((b) => b.openTime >= from && b.openTime < readFrom), ...got];
        symbols.set(symbol, { from, bars });
        out.set(symbol, bars);
      }
      return { bars: out, rowsRead };
    },
  };
}
