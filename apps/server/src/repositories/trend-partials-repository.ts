import { type Candle, DAY_MS } from '@app/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rowsOf } from './sql-results.ts';

const STEP_MS = { '5m': 300_000, '1h': 3_600_000 } as const;
const num = (v: unknown) => Number(v);

/** Day partials by symbol, then offset (ms after 00:00 UTC), then day open time. */
export type DayPartialsBySymbol = Map<string, Map<number, Map<number, Candle>>>;

/** Reads of the trend model's day partials (core `dayPartials`) from the candle store. */
export interface TrendPartialsRepository {
  /**
   * For each symbol, day and offset: the aggregate (first open, max high, min low, last close, summed
   * volume) of the stored `timeframe` bars of that day with `from ≤ open_time`, closed by the day's
   * 00:00 + offset and by `to`. One statement for every symbol and offset.
   */
  dayPartials(
    source: string,
    timeframe: '5m' | '1h',
    symbols: readonly string[],
    offsets: readonly number[],
    from: number,
    to: number,
  ): Promise<DayPartialsBySymbol>;
}

export function createTrendPartialsRepository(db: Db): TrendPartialsRepository {
  return {
    async dayPartials(source, timeframe, symbols, offsets, from, to) {
      const out: DayPartialsBySymbol = new Map();
      if (symbols.length === 0 || offsets.length === 0) return out;
      const step = STEP_MS[timeframe];
      const result = await db.execute(sql`
        select q.symbol, o.off, d.* from unnest(${sql.param([...symbols])}::text[]) as q(symbol)
        cross join unnest(${sql.param([...offsets])}::bigint[]) as o(off)
        cross join lateral (
          select (c.open_time / ${DAY_MS}) * ${DAY_MS} as day,
            (array_agg(c.open order by c.open_time))[1] as open, max(c.high) as high, min(c.low) as low,
            (array_agg(c.close order by c.open_time desc))[1] as close, sum(c.volume) as volume
          from candles c
          where c.source = ${source} and c.symbol = q.symbol and c.timeframe = ${timeframe}
            and c.open_time >= ${from} and c.open_time + ${step} <= ${to}
            and c.open_time % ${DAY_MS} + ${step} <= o.off
          group by day
        ) as d
        order by q.symbol, o.off, d.day`);
      type Row = Record<'off' | 'day' | 'open' | 'high' | 'low' | 'close' | 'volume', unknown> & {
        symbol: string;
      };
      for (const r of rowsOf<Row>(result)) {
        const bySymbol = out.get(r.symbol) ?? new Map<number, Map<number, Candle>>();
        out.set(r.symbol, bySymbol);
        const byDay = bySymbol.get(num(r.off)) ?? new Map<number, Candle>();
        bySymbol.set(num(r.off), byDay);
        byDay.set(num(r.day), {
          openTime: num(r.day),
          open: num(r.open),
          high: num(r.high),
          low: num(r.low),
          close: num(r.close),
          volume: num(r.volume),
        });
      }
      return out;
    },
  };
}
