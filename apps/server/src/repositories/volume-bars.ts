import type { VolumeBar } from '@app/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rowsOf } from './sql-results.ts';

/** A time range `[from, to)` of bar open times (epoch ms). */
export interface OpenTimeRange {
  from: number;
  to: number;
}

/**
 * The open time and quote volume of the stored 5m bars of each symbol whose open time lies in any of
 * `ranges`, ascending, in one statement (each symbol's bars as one JSON text, one index range scan
 * per symbol and range; see candle-windows.ts for why JSON). Answers the bars and the rows read.
 */
export async function readVolumeBars(
  db: Db,
  source: string,
  symbols: readonly string[],
  ranges: readonly OpenTimeRange[],
): Promise<{ bars: Map<string, VolumeBar[]>; rowsRead: number }> {
  const bars = new Map<string, VolumeBar[]>();
  const live = ranges.filter((r) => r.to > r.from);
  if (symbols.length === 0 || live.length === 0) return { bars, rowsRead: 0 };
  const result = await db.execute(sql`
    select q.symbol, w.bars from unnest(${sql.param([...symbols])}::text[]) as q(symbol)
    cross join lateral (
      select json_agg(json_build_array(c.open_time, c.volume) order by c.open_time)::text as bars
      from unnest(${sql.param(live.map((r) => r.from))}::bigint[], ${sql.param(live.map((r) => r.to))}::bigint[])
        as r(from_time, to_time)
      join candles c on c.source = ${source} and c.symbol = q.symbol and c.timeframe = '5m'
        and c.open_time >= r.from_time and c.open_time < r.to_time
    ) as w
    where w.bars is not null`);
  let rowsRead = 0;
  for (const row of rowsOf<{ symbol: string; bars: string }>(result)) {
    const pairs = JSON.parse(row.bars) as [number, number][];
    rowsRead += pairs.length;
    bars.set(
      row.symbol,
      pairs.map(([openTime, volume]) => ({ openTime, volume })),
    );
  }
  return { bars, rowsRead };
}
