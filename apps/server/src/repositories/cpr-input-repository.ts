import { type Candle, DAY_MS } from '@app/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { readCandleWindows } from './candle-windows.ts';
import { rowsOf } from './sql-results.ts';

/** Today's (or any day's) 5m bars of one symbol aggregated to one bar per UTC day. */
export interface IntradayDay {
  /** The day's open time (00:00 UTC); the bar aggregates the day's closed 5m bars. */
  candle: Candle;
  /** Open time of the newest 5m bar in it. */
  lastOpenTime: number;
}

/** The forming 5m bar of one symbol and the market time it stood at. */
export interface Forming5m {
  candle: Candle;
  asOf: number;
}

/**
 * Bulk reads of the candle store for the CPR computation: one statement per kind for every symbol
 * (no query per symbol), so a full recompute of ~150 symbols reads in a few hundred milliseconds.
 */
export interface CprInputRepository {
  /** Stored daily bars with `from ≤ open_time < to` of the given symbols, ascending per symbol. */
  dailyCandles(
    source: string,
    symbols: readonly string[],
    from: number,
    to: number,
  ): Promise<Map<string, Candle[]>>;
  /**
   * Stored 5m bars of each symbol with `from ≤ open_time < to` (`from` per symbol), aggregated per
   * UTC day in SQL (first open, max high, min low, last close, summed volume), ascending.
   */
  intradayDays(
    source: string,
    ranges: readonly { symbol: string; from: number }[],
    to: number,
  ): Promise<Map<string, IntradayDay[]>>;
  /** The forming 5m bar of every symbol of `source` that has one. */
  forming5m(source: string): Promise<Map<string, Forming5m>>;
  /** Stored 5m bars with `from ≤ open_time < to` of the given symbols, ascending per symbol. */
  fiveMinuteCandles(
    source: string,
    symbols: readonly string[],
    from: number,
    to: number,
  ): Promise<Map<string, Candle[]>>;
}

const num = (v: unknown) => Number(v);

export function createCprInputRepository(db: Db): CprInputRepository {
  return {
    dailyCandles: (source, symbols, from, to) =>
      readCandleWindows(
        db,
        source,
        '1d',
        symbols.map((symbol) => ({ symbol, from })),
        to,
      ),
    fiveMinuteCandles: (source, symbols, from, to) =>
      readCandleWindows(
        db,
        source,
        '5m',
        symbols.map((symbol) => ({ symbol, from })),
        to,
      ),

    async intradayDays(source, ranges, to) {
      const out = new Map<string, IntradayDay[]>();
      if (ranges.length === 0) return out;
      // LATERAL: one index range scan per symbol whatever the planner's statistics (without them it
      // hash-joins every stored 5m bar).
      const result = await db.execute(sql`
        select q.symbol, d.* from unnest(
          ${sql.param(ranges.map((r) => r.symbol))}::text[], ${sql.param(ranges.map((r) => r.from))}::bigint[]
        ) as q(symbol, from_time)
        cross join lateral (
          select (c.open_time / ${DAY_MS}) * ${DAY_MS} as day,
            (array_agg(c.open order by c.open_time))[1] as open, max(c.high) as high, min(c.low) as low,
            (array_agg(c.close order by c.open_time desc))[1] as close, sum(c.volume) as volume,
            max(c.open_time) as last_open
          from candles c
          where c.source = ${source} and c.symbol = q.symbol and c.timeframe = '5m'
            and c.open_time >= q.from_time and c.open_time < ${to}
          group by day
        ) as d
        order by q.symbol, d.day`);
      type Row = Record<'day' | 'open' | 'high' | 'low' | 'close' | 'volume' | 'last_open', unknown> & {
        symbol: string;
      };
      for (const r of rowsOf<Row>(result)) {
        const day: IntradayDay = {
          candle: {
            openTime: num(r.day),
            open: num(r.open),
            high: num(r.high),
            low: num(r.low),
            close: num(r.close),
            volume: num(r.volume),
          },
          lastOpenTime: num(r.last_open),
        };
        const list = out.get(r.symbol);
        if (list) list.push(day);
        else out.set(r.symbol, [day]);
      }
      return out;
    },

    async forming5m(source) {
      const result = await db.execute(sql`
        select symbol, open_time, open, high, low, close, volume, as_of
        from forming_candles where source = ${source} and timeframe = '5m'`);
      type Row = Record<'open_time' | 'open' | 'high' | 'low' | 'close' | 'volume' | 'as_of', unknown> & {
        symbol: string;
      };
      const out = new Map<string, Forming5m>();
      for (const r of rowsOf<Row>(result)) {
        out.set(r.symbol, {
          candle: {
            openTime: num(r.open_time),
            open: num(r.open),
            high: num(r.high),
            low: num(r.low),
            close: num(r.close),
            volume: num(r.volume),
          },
          asOf: num(r.as_of),
        });
      }
      return out;
    },
  };
}
