import type { Candle, StoredTimeframe } from '@app/core';
import { yieldToEventLoop } from '../../lib/event-loop-turns.ts';
import type { CandleRepository, SymbolCandle } from '../../repositories/candle-repository.ts';

/**
 * Collects closed candles and writes them in large batches (one bulk upsert per timeframe and
 * `flushAt` rows), one write at a time, so many small producers (per-symbol pages, concurrent
 * exchange jobs) still hit the database with few big statements.
 */
export interface CandleWriteBuffer {
  add(symbol: string, timeframe: StoredTimeframe, candles: readonly Candle[]): Promise<void>;
  /** Writes everything buffered; resolves when it is stored. */
  flush(): Promise<void>;
  /** Rows written so far. */
  written(): number;
}

/** Lets timers and I/O run (lib/event-loop-turns.ts). */
export { yieldToEventLoop };

export function createCandleWriteBuffer(
  repo: CandleRepository,
  source: string,
  flushAt = 20_000,
): CandleWriteBuffer {
  const pending = new Map<StoredTimeframe, SymbolCandle[]>();
  let size = 0;
  let written = 0;
  let chain: Promise<void> = Promise.resolve();

  const drain = (): Promise<void> => {
    const batches = [...pending.entries()];
    pending.clear();
    size = 0;
    chain = chain.then(async () => {
      for (const [timeframe, rows] of batches) {
        written += await repo.upsert(source, timeframe, rows);
        await yieldToEventLoop();
      }
    });
    return chain;
  };

  return {
    async add(symbol, timeframe, candles) {
      if (candles.length === 0) return;
      let rows = pending.get(timeframe);
      if (!rows) {
        rows = [];
        pending.set(timeframe, rows);
      }
      for (const candle of candles) rows.push({ symbol, candle });
      size += candles.length;
      if (size >= flushAt) await drain();
    },
    flush: drain,
    written: () => written,
  };
}
