import type { Candle, StoredTimeframe } from '@app/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { formingCandles } from '../db/market-schema.ts';

export interface FormingCandle {
  symbol: string;
  timeframe: StoredTimeframe;
  candle: Candle;
  /** Market time (epoch ms) the bar stood at. */
  asOf: number;
}

export interface FormingCandleRepository {
  /** Replaces the forming bar of each (symbol, timeframe) in one statement (last one wins). */
  replace(source: string, bars: readonly FormingCandle[]): Promise<void>;
  get(source: string, symbol: string, timeframe: StoredTimeframe): Promise<FormingCandle | undefined>;
  /** Drops the forming bars of a timeframe that opened before `before` (they have closed). */
  deleteOpenedBefore(source: string, timeframe: StoredTimeframe, before: number): Promise<void>;
}

export function createFormingCandleRepository(db: Db): FormingCandleRepository {
  return {
    async replace(source, bars) {
      const unique = [...new Map(bars.map((b) => [`${b.symbol}|${b.timeframe}`, b])).values()];
      if (unique.length === 0) return;
      const col = <T>(pick: (b: FormingCandle) => T) => sql.param(unique.map(pick));
      await db.execute(sql`
        insert into forming_candles (source, symbol, timeframe, open_time, open, high, low, close, volume, as_of)
        select ${source}::text, u.* from unnest(
          ${col((b) => b.symbol)}::text[], ${col((b) => b.timeframe)}::text[],
          ${col((b) => b.candle.openTime)}::bigint[], ${col((b) => b.candle.open)}::float8[],
          ${col((b) => b.candle.high)}::float8[], ${col((b) => b.candle.low)}::float8[],
          ${col((b) => b.candle.close)}::float8[], ${col((b) => b.candle.volume)}::float8[],
          ${col((b) => b.asOf)}::bigint[]
        ) as u(symbol, timeframe, open_time, open, high, low, close, volume, as_of)
        on conflict (source, symbol, timeframe) do update set
          open_time = excluded.open_time, open = excluded.open, high = excluded.high, low = excluded.low,
          close = excluded.close, volume = excluded.volume, as_of = excluded.as_of
        where forming_candles.as_of <= excluded.as_of`);
    },

    async get(source, symbol, timeframe) {
      const [row] = await db
        .select()
        .from(formingCandles)
        .where(
          and(
            eq(formingCandles.source, source),
            eq(formingCandles.symbol, symbol),
            eq(formingCandles.timeframe, timeframe),
          ),
        );
      if (!row) return undefined;
      const { openTime, open, high, low, close, volume } = row;
      return { symbol, timeframe, asOf: row.asOf, candle: { openTime, open, high, low, close, volume } };
    },

    async deleteOpenedBefore(source, timeframe, before) {
      await db.execute(
        sql`delete from forming_candles where source = ${source} and timeframe = ${timeframe} and open_time < ${before}`,
      );
    },
  };
}
