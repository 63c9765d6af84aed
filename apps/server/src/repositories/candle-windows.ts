import type { Candle, StoredTimeframe } from '@app/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rowsOf } from './sql-results.ts';

/** Where one symbol's window of bars starts (inclusive, open time in epoch ms). */
export interface WindowStart {
  symbol: string;
  from: number;
}

/**
 * Symbols per statement: on PGlite one statement holds the event loop (docs/reliability.md, Soak). At
 * the market day's roll a statement of 40 symbols held it 764–811 ms; 10 keep each under about 200 ms.
 */
export const WINDOW_CHUNK = 10;

/**
 * Stored bars of `timeframe` with `from ≤ open_time < to` (`from` per symbol), ascending, for many
 * symbols in one statement per `WINDOW_CHUNK` symbols (the loop turns between them on PGlite: a
 * statement for all 153 symbols held it up to 0.5 s at each close, one of 40 up to 0.8 s at the roll). Each symbol's bars come back as
 * one JSON text: PGlite hands over 20k rows × 7 columns 4× slower than a few hundred strings, and
 * float8 prints round-trip exactly, so `JSON.parse` gives back the stored doubles. LATERAL makes it
 * one index range scan per symbol whatever the planner's statistics.
 */
export async function readCandleWindows(
  db: Db,
  source: string,
  timeframe: StoredTimeframe,
  starts: readonly WindowStart[],
  to: number,
): Promise<Map<string, Candle[]>> {
  const out = new Map<string, Candle[]>();
  for (let i = 0; i < starts.length; i += WINDOW_CHUNK)
    await readChunk(db, source, timeframe, starts.slice(i, i + WINDOW_CHUNK), to, out);
  return out;
}

async function readChunk(
  db: Db,
  source: string,
  timeframe: StoredTimeframe,
  starts: readonly WindowStart[],
  to: number,
  out: Map<string, Candle[]>,
): Promise<void> {
  const result = await db.execute(sql`
    select q.symbol, w.bars from unnest(
      ${sql.param(starts.map((s) => s.symbol))}::text[], ${sql.param(starts.map((s) => s.from))}::bigint[]
    ) as q(symbol, from_time)
    cross join lateral (
      select json_agg(json_build_array(c.open_time, c.open, c.high, c.low, c.close, c.volume)
        order by c.open_time)::text as bars
      from candles c
      where c.source = ${source} and c.symbol = q.symbol and c.timeframe = ${timeframe}
        and c.open_time >= q.from_time and c.open_time < ${to}
    ) as w
    where w.bars is not null`);
  for (const row of rowsOf<{ symbol: string; bars: string }>(result))
    out.set(row.symbol, candlesFromJson(row.bars));
}

/** Bars from the JSON text of `json_agg(json_build_array(open_time, open, high, low, close, volume))`. */
export function candlesFromJson(text: string): Candle[] {
  const bars = JSON.parse(text) as [number, number, number, number, number, number][];
  return bars.map(([openTime, open, high, low, close, volume]) => ({
    openTime,
    open,
    high,
    low,
    close,
    volume,
  }));
}
