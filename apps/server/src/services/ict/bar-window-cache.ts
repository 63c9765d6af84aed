import { type Candle, CandleWindow, HOUR_MS, type StoredTimeframe, timeframeMs } from '@app/core';
import type { WindowStart } from '../../repositories/candle-windows.ts';

/** Reads stored bars of many symbols: `from ≤ open_time < to` per symbol, ascending. */
export type ReadWindows = (
  timeframe: StoredTimeframe,
  starts: readonly WindowStart[],
  to: number,
) => Promise<Map<string, Candle[]>>;

/**
 * The windows of one `BarWindowCache.windows` call. Each symbol's bars are built as `Candle` objects
 * only when asked for, one symbol at a time, so a run keeps one symbol's objects alive rather than
 * every symbol's. Valid until the next `windows` call of the same timeframe (the held windows change
 * in place): reading it afterwards throws.
 */
export interface BarWindows {
  /** The bars of `symbol`, ascending, as new objects (empty when it has none). */
  bars(symbol: string): Candle[];
  /** The open time of the newest bar of `symbol`, if any. */
  lastOpenTime(symbol: string): number | undefined;
}

export interface BarWindowCache {
  /**
   * Each symbol's stored bars of `timeframe` from its `from` up to `to` (exclusive). A symbol held
   * since an earlier call from at or before `from` reads only its newest bars (the last `OVERLAP`
   * re-read, so a bar rewritten late is picked up); others, and every symbol once per `refreshMs`,
   * are read whole. Answers the windows and the number of rows read. One caller at a time: the
   * answer of a call is valid until the next call of the same timeframe.
   */
  windows(
    timeframe: StoredTimeframe,
    starts: readonly WindowStart[],
    to: number,
  ): Promise<{ bars: BarWindows; rowsRead: number }>;
}

/** Bars re-read at the end of a held window on each incremental read. */
const OVERLAP = 2;

interface Held {
  from: number;
  bars: CandleWindow;
}

interface TimeframeCache {
  loadedAt: number;
  symbols: Map<string, Held>;
  /** Counts the calls, so that an answer read after a newer call is caught. */
  generation: number;
}

/**
 * An in-process cache of recent bar windows for a job that runs every 5 minutes over every symbol
 * (the ICT scan reads ~800 bars per symbol; re-reading them each run costs seconds on PGlite for
 * 500 symbols, while only one new bar per symbol arrived). The windows are held as typed-array
 * columns (`CandleWindow`, 48 bytes a bar; as `Candle` objects they took about 107 MB at 500
 * symbols, docs/performance.md "Memory"). Correctness does not depend on the cache: every window
 * equals a full read of the store up to the stored bars' own rewrites, and it is rebuilt from the
 * store every `refreshMs` of market time.
 */
export function createBarWindowCache(read: ReadWindows, refreshMs = HOUR_MS): BarWindowCache {
  const held = new Map<StoredTimeframe, TimeframeCache>();
  return {
    async windows(timeframe, starts, to) {
      const step = timeframeMs(timeframe);
      const previous = held.get(timeframe);
      let cache = previous;
      if (!cache || to - cache.loadedAt >= refreshMs || to < cache.loadedAt) {
        cache = { loadedAt: to, symbols: new Map(), generation: (previous?.generation ?? 0) + 1 };
        held.set(timeframe, cache);
      } else cache.generation += 1;
      const generation = cache.generation;
      const symbols = cache.symbols;
      // Incremental where the held window covers the wanted start: from its last bars on.
      const reads = starts.map(({ symbol, from }) => {
        const h = symbols.get(symbol);
        const last = h && h.from <= from ? h.bars.lastOpenTime() : undefined;
        const readFrom = last !== undefined ? Math.max(from, last - (OVERLAP - 1) * step) : from;
        return { symbol, from, readFrom, keep: last !== undefined ? h?.bars : undefined };
      });
      const fresh = await read(
        timeframe,
        reads.map(({ symbol, readFrom }) => ({ symbol, from: readFrom })),
        to,
      );
      if (cache.generation !== generation)
        throw new Error(`bar windows of ${timeframe}: two calls overlapped (one caller at a time)`);
      let rowsRead = 0;
      for (const { symbol, from, readFrom, keep } of reads) {
        const got = fresh.get(symbol) ?? [];
        rowsRead += got.length;
        if (keep) {
          keep.keepWithin(from, readFrom);
          keep.append(got);
        }
        symbols.set(symbol, { from, bars: keep ?? new CandleWindow(got) });
      }
      const current = cache;
      const wanted = new Set(starts.map((s) => s.symbol));
      const window = (symbol: string) => {
        if (current.generation !== generation || held.get(timeframe) !== current)
          throw new Error(`bar windows of ${timeframe} read after a newer call`);
        return wanted.has(symbol) ? current.symbols.get(symbol)?.bars : undefined;
      };
      return {
        bars: {
          bars: (symbol) => window(symbol)?.toCandles() ?? [],
          lastOpenTime: (symbol) => window(symbol)?.lastOpenTime(),
        },
        rowsRead,
      };
    },
  };
}
