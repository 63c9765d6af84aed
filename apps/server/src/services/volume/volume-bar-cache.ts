import { HOUR_MS, timeframeMs, type VolumeBar } from '@app/core';
import type { OpenTimeRange } from '../../repositories/volume-bars.ts';

const STEP = timeframeMs('5m');
/** 5m bars re-read at the end of a held range on each incremental read (a bar rewritten late). */
const VOLUME_OVERLAP = 2;

/** Reads the open time and volume of stored 5m bars of many symbols in the given (disjoint) ranges. */
export type ReadVolumeBars = (
  symbols: readonly string[],
  ranges: readonly OpenTimeRange[],
) => Promise<{ bars: Map<string, VolumeBar[]>; rowsRead: number }>;

interface Held {
  /** End (exclusive) the range was read up to. */
  readTo: number;
  bars: Map<string, VolumeBar[]>;
}

/**
 * An in-process cache of the classification's ranges (this session's bars and the previous session's
 * share): their start stays put through a session while their end grows by one bar a close, so a
 * range held since the last run is read only from its last `VOLUME_OVERLAP` bars on. Every answer
 * equals a whole read of the store but for bars rewritten more than `VOLUME_OVERLAP` bars back,
 * and everything is read whole again every `refreshMs` of market time (and whenever the symbols
 * change), which bounds that.
 */
export function createVolumeBarCache(read: ReadVolumeBars, refreshMs = HOUR_MS): ReadVolumeBars {
  let held = new Map<number, Held>();
  let symbolsKey = '';
  let loadedAt = Number.NEGATIVE_INFINITY;
  return async (symbols, ranges) => {
    const clock = Math.max(...ranges.map((r) => r.to));
    const key = symbols.join(',');
    if (key !== symbolsKey || clock - loadedAt >= refreshMs || clock < loadedAt) {
      held = new Map();
      symbolsKey = key;
      loadedAt = clock;
    }
    const plans = ranges.map((r) => {
      const h = held.get(r.from);
      const readFrom = h && h.readTo <= r.to ? Math.max(r.from, h.readTo - VOLUME_OVERLAP * STEP) : r.from;
      return { range: r, readFrom, keep: readFrom > r.from ? h : undefined };
    });
    const fresh = await read(
      symbols,
      plans.map((p) => ({ from: p.readFrom, to: p.range.to })),
    );
    const next = new Map<number, Held>();
    const out = new Map<string, VolumeBar[]>();
    for (const { range, readFrom, keep } of plans) {
      const bars = new Map<string, VolumeBar[]>();
      for (const symbol of symbols) {
        const old = (keep?.bars.get(symbol) ?? []).filter((b) => b.openTime < readFrom);
        const got = (fresh.bars.get(symbol) ?? []).filter(
          (b) => b.openTime >= readFrom && b.openTime < range.to,
        );
        const all = [...old, ...got];
        bars.set(symbol, all);
        out.set(symbol, [...(out.get(symbol) ?? []), ...all]);
      }
      next.set(range.from, { readTo: range.to, bars });
    }
    held = next;
    for (const [symbol, list] of out) {
      list.sort((a, b) => a.openTime - b.openTime);
      if (list.length === 0) out.delete(symbol);
    }
    return { bars: out, rowsRead: fresh.rowsRead };
  };
}
