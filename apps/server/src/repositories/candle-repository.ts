import type { Candle, StoredTimeframe } from '@app/core';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { candles } from '../db/market-schema.ts';
import { candlesFromJson, readCandleWindows } from './candle-windows.ts';
import { affectedRows, rowsOf } from './sql-results.ts';

/** A candle of one symbol, as the bulk upsert takes it. */
export interface SymbolCandle {
  symbol: string;
  candle: Candle;
}

export interface CandleRepository {
  /**
   * Inserts or replaces candles keyed by (source, symbol, timeframe, open_time): one
   * `INSERT … SELECT FROM unnest(arrays) ON CONFLICT DO UPDATE` statement per batch of `batchSize`.
   * A key repeated inside one call keeps its last occurrence. Returns the number of rows written.
   */
  upsert(source: string, timeframe: StoredTimeframe, rows: readonly SymbolCandle[]): Promise<number>;
  /** Bars with `from ≤ open_time < to`, ascending. */
  range(
    source: string,
    symbol: string,
    timeframe: StoredTimeframe,
    from: number,
    to: number,
  ): Promise<Candle[]>;
  /**
   * Several ranges of one symbol in one statement (any timeframes): for each part the bars with
   * `from ≤ open_time < to`, ascending, in the parts' order.
   */
  ranges(source: string, symbol: string, parts: readonly RangePart[]): Promise<Candle[][]>;
  /** The newest `limit` bars with open_time < `before`, ascending. */
  latest(
    source: string,
    symbol: string,
    timeframe: StoredTimeframe,
    limit: number,
    before: number,
  ): Promise<Candle[]>;
  /** Open time of each symbol's newest stored bar (symbols with none are absent). */
  newestOpenTimes(
    source: string,
    timeframe: StoredTimeframe,
    symbols: readonly string[],
  ): Promise<Map<string, number>>;
  /** Open time of each symbol's oldest stored bar (symbols with none are absent). */
  oldestOpenTimes(
    source: string,
    timeframe: StoredTimeframe,
    symbols: readonly string[],
  ): Promise<Map<string, number>>;
  /** Open time of the newest stored bar over the given symbols, or null. */
  newestOverall(
    source: string,
    timeframe: StoredTimeframe,
    symbols: readonly string[],
  ): Promise<number | null>;
  /** Deletes bars opening before `cutoff`; returns how many. */
  deleteBefore(source: string, timeframe: StoredTimeframe, cutoff: number): Promise<number>;
}

/** One range of `ranges`. */
export interface RangePart {
  timeframe: StoredTimeframe;
  from: number;
  to: number;
}

const DEFAULT_BATCH = 20_000;

/** Drops repeated keys (last one wins): Postgres refuses to update one row twice in a statement. */
function lastPerKey(rows: readonly SymbolCandle[]): readonly SymbolCandle[] {
  const seen = new Map<string, SymbolCandle>();
  for (const row of rows) seen.set(`${row.symbol}|${row.candle.openTime}`, row);
  return seen.size === rows.length ? rows : [...seen.values()];
}

const toCandle = (r: {
  openTime: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}) => ({
  openTime: r.openTime,
  open: r.open,
  high: r.high,
  low: r.low,
  close: r.close,
  volume: r.volume,
});

export function createCandleRepository(db: Db, batchSize = DEFAULT_BATCH): CandleRepository {
  const columns = {
    openTime: candles.openTime,
    open: candles.open,
    high: candles.high,
    low: candles.low,
    close: candles.close,
    volume: candles.volume,
  };

  async function upsertBatch(
    source: string,
    timeframe: string,
    batch: readonly SymbolCandle[],
  ): Promise<void> {
    const n = batch.length;
    const symbols = new Array<string>(n);
    const times = new Array<number>(n);
    const o = new Array<number>(n);
    const h = new Array<number>(n);
    const l = new Array<number>(n);
    const c = new Array<number>(n);
    const v = new Array<number>(n);
    batch.forEach((row, i) => {
      symbols[i] = row.symbol;
      times[i] = row.candle.openTime;
      o[i] = row.candle.open;
      h[i] = row.candle.high;
      l[i] = row.candle.low;
      c[i] = row.candle.close;
      v[i] = row.candle.volume;
    });
    // sql.param binds each JS array as ONE array parameter (a bare array would expand to a list).
    await db.execute(sql`
      insert into candles (source, symbol, timeframe, open_time, open, high, low, close, volume)
      select ${source}::text, u.symbol, ${timeframe}::text, u.open_time, u.open, u.high, u.low, u.close, u.volume
      from unnest(
        ${sql.param(symbols)}::text[], ${sql.param(times)}::bigint[], ${sql.param(o)}::float8[],
        ${sql.param(h)}::float8[], ${sql.param(l)}::float8[], ${sql.param(c)}::float8[], ${sql.param(v)}::float8[]
      ) as u(symbol, open_time, open, high, low, close, volume)
      on conflict (source, symbol, timeframe, open_time) do update set
        open = excluded.open, high = excluded.high, low = excluded.low,
        close = excluded.close, volume = excluded.volume`);
  }

  /** One primary-key probe per symbol (forwards or backwards) instead of scanning every bar. */
  async function edgeOpenTimes(
    edge: 'min' | 'max',
    source: string,
    timeframe: string,
    symbols: readonly string[],
  ): Promise<Map<string, number>> {
    if (symbols.length === 0) return new Map();
    const result = await db.execute(sql`
      select s.symbol, (
        select ${sql.raw(edge)}(c.open_time) from candles c
        where c.source = ${source} and c.symbol = s.symbol and c.timeframe = ${timeframe}
      ) as edge
      from unnest(${sql.param([...symbols])}::text[]) as s(symbol)`);
    const out = new Map<string, number>();
    for (const row of rowsOf<{ symbol: string; edge: string | number | null }>(result)) {
      if (row.edge !== null) out.set(row.symbol, Number(row.edge));
    }
    return out;
  }

  return {
    async upsert(source, timeframe, rows) {
      const unique = lastPerKey(rows);
      for (let i = 0; i < unique.length; i += batchSize) {
        await upsertBatch(source, timeframe, unique.slice(i, i + batchSize));
      }
      return unique.length;
    },

    async range(source, symbol, timeframe, from, to) {
      // One JSON text per symbol: PGlite hands over a few long strings much faster than many rows.
      const windows = await readCandleWindows(db, source, timeframe, [{ symbol, from }], to);
      return windows.get(symbol) ?? [];
    },

    async ranges(source, symbol, parts) {
      if (parts.length === 0) return [];
      // As readCandleWindows: each part's bars come back as one JSON text.
      const result = await db.execute(sql`
        select q.i, w.bars from unnest(
          ${sql.param(parts.map((p) => p.timeframe))}::text[],
          ${sql.param(parts.map((p) => p.from))}::bigint[],
          ${sql.param(parts.map((p) => p.to))}::bigint[]
        ) with ordinality as q(timeframe, from_time, to_time, i)
        cross join lateral (
          select json_agg(json_build_array(c.open_time, c.open, c.high, c.low, c.close, c.volume)
            order by c.open_time)::text as bars
          from candles c
          where c.source = ${source} and c.symbol = ${symbol} and c.timeframe = q.timeframe
            and c.open_time >= q.from_time and c.open_time < q.to_time
        ) as w`);
      const out = parts.map((): Candle[] => []);
      for (const row of rowsOf<{ i: string | number; bars: string | null }>(result)) {
        if (row.bars !== null) out[Number(row.i) - 1] = candlesFromJson(row.bars);
      }
      return out;
    },

    async latest(source, symbol, timeframe, limit, before) {
      const rows = await db
        .select(columns)
        .from(candles)
        .where(
          and(
            eq(candles.source, source),
            eq(candles.symbol, symbol),
            eq(candles.timeframe, timeframe),
            lt(candles.openTime, before),
          ),
        )
        .orderBy(desc(candles.openTime))
        .limit(limit);
      return rows.reverse().map(toCandle);
    },

    newestOpenTimes: (source, timeframe, symbols) => edgeOpenTimes('max', source, timeframe, symbols),
    oldestOpenTimes: (source, timeframe, symbols) => edgeOpenTimes('min', source, timeframe, symbols),

    async newestOverall(source, timeframe, symbols) {
      const times = [...(await edgeOpenTimes('max', source, timeframe, symbols)).values()];
      return times.length === 0 ? null : Math.max(...times);
    },

    async deleteBefore(source, timeframe, cutoff) {
      const result = await db.execute(
        sql`delete from candles where source = ${source} and timeframe = ${timeframe} and open_time < ${cutoff}`,
      );
      return affectedRows(result);
    },
  };
}
