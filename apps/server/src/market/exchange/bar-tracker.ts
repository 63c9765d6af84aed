import { type Candle, type StoredTimeframe, timeframeMs } from '@app/core';
import type { CandleUpdate } from '../market-source.ts';

/**
 * Turns a stream of bar snapshots (websocket or polled) into CandleUpdates with a correct `closed`
 * flag. A bar is closed when a newer bar's open time appears or its close time (+ grace) has
 * passed; in the latter case its final values are first confirmed (a REST read), because the last
 * snapshot seen may predate the bar's final trades. A late snapshot of the bar just closed re-emits
 * it closed with the new values; the store upserts, so the last word wins. Older snapshots are dropped.
 */
export interface BarTracker {
  update(symbol: string, timeframe: StoredTimeframe, candle: Candle): void;
  /** Closes bars whose close time + grace has passed without a newer bar showing up. */
  tick(): void;
}

interface Slot {
  current: Candle;
  currentClosed: boolean;
  confirming?: boolean;
  previous?: Candle;
}

const same = (a: Candle, b: Candle): boolean =>
  a.open === b.open && a.high === b.high && a.low === b.low && a.close === b.close && a.volume === b.volume;

export function createBarTracker(options: {
  now: () => number;
  emit: (update: CandleUpdate) => void;
  /** Wait this long past a bar's close time for its final snapshot before closing it. Default 2 s. */
  graceMs?: number;
  /** The bar's final values, read from the exchange; undefined keeps the last snapshot. */
  confirm?: (symbol: string, timeframe: StoredTimeframe, openTime: number) => Promise<Candle | undefined>;
}): BarTracker {
  const slots = new Map<string, Slot>();
  const grace = options.graceMs ?? 2_000;
  const hasClosed = (tf: StoredTimeframe, c: Candle, extra: number): boolean =>
    c.openTime + timeframeMs(tf) + extra <= options.now();
  const emit = (symbol: string, timeframe: StoredTimeframe, candle: Candle, closed: boolean): void =>
    options.emit({ symbol, timeframe, candle, closed });

  return {
    update(symbol, timeframe, candle) {
      const key = `${symbol}|${timeframe}`;
      const slot = slots.get(key);
      if (slot === undefined) {
        const closed = hasClosed(timeframe, candle, 0);
        slots.set(key, { current: candle, currentClosed: closed });
        return emit(symbol, timeframe, candle, closed);
      }
      if (candle.openTime > slot.current.openTime) {
        if (!slot.currentClosed) emit(symbol, timeframe, slot.current, true);
        slot.previous = slot.current;
        slot.current = candle;
        slot.currentClosed = hasClosed(timeframe, candle, 0);
        return emit(symbol, timeframe, candle, slot.currentClosed);
      }
      if (candle.openTime === slot.current.openTime) {
        if (same(candle, slot.current) && (slot.currentClosed || !hasClosed(timeframe, candle, 0))) return;
        slot.current = candle;
        slot.currentClosed = slot.currentClosed || hasClosed(timeframe, candle, 0);
        return emit(symbol, timeframe, candle, slot.currentClosed);
      }
      if (
        slot.previous !== undefined &&
        candle.openTime === slot.previous.openTime &&
        !same(candle, slot.previous)
      ) {
        slot.previous = candle;
        emit(symbol, timeframe, candle, true);
      }
    },
    tick() {
      for (const [key, slot] of slots) {
        const [symbol, timeframe] = key.split('|') as [string, StoredTimeframe];
        if (slot.currentClosed || slot.confirming || !hasClosed(timeframe, slot.current, grace)) continue;
        const openTime = slot.current.openTime;
        slot.confirming = true;
        void (options.confirm?.(symbol, timeframe, openTime) ?? Promise.resolve(undefined))
          .catch(() => undefined)
          .then((final) => {
            slot.confirming = false;
            // A newer bar or a later snapshot may have closed it meanwhile.
            if (slot.currentClosed || slot.current.openTime !== openTime) return;
            if (final?.openTime === openTime) slot.current = final;
            slot.currentClosed = true;
            emit(symbol, timeframe, slot.current, true);
          });
      }
    },
  };
}
