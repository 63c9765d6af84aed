import { type Candle, type CheckpointPartial, DAY_MS, timeframeMs } from '@app/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { candlesFromJson } from './candle-windows.ts';
import { affectedRows, rowsOf } from './sql-results.ts';

const STEP_MS = { '5m': timeframeMs('5m'), '1h': timeframeMs('1h') } as const;
const num = (v: unknown) => Number(v);
const BATCH = 20_000;
/**
 * Symbols per statement of the partials' bulk reads and writes: on PGlite one statement holds the
 * event loop (docs/reliability.md, Soak), and two years of one symbol's partials take a few ms.
 */
export const PARTIALS_CHUNK = 20;

/** `run` on `symbols` in chunks of `PARTIALS_CHUNK`, one after the other. */
async function inChunks(symbols: readonly string[], run: (chunk: string[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < symbols.length; i += PARTIALS_CHUNK) await run(symbols.slice(i, i + PARTIALS_CHUNK));
}

/** Day partials by symbol, then offset (ms after 00:00 UTC), then day open time. */
export type DayPartialsBySymbol = Map<string, Map<number, Map<number, Candle>>>;

/** One symbol's partial of one day at one checkpoint offset, as stored. */
export interface SymbolPartial extends CheckpointPartial {
  symbol: string;
}

/**
 * The trend model's day partials (core `dayPartials`, `closedCheckpointPartials`): computed from the
 * candle store's intraday bars, and the `trend_day_partials` store that keeps them two years.
 */
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
  /**
   * Stores (upserts) the partials of `symbols` computed from the candle store's `timeframe` bars of
   * days opening at or after `from`, for the checkpoints that have passed by `to` (a partial is stored
   * only once its checkpoint is over), skipping a symbol's first stored day when the store holds it
   * only from its middle on. One statement per `PARTIALS_CHUNK` symbols; returns the rows written
   * (unchanged rows are not).
   */
  storeFromCandles(
    source: string,
    timeframe: '5m' | '1h',
    symbols: readonly string[],
    offsets: readonly number[],
    from: number,
    to: number,
  ): Promise<number>;
  /** Upserts partials (a repeated key keeps its last occurrence); returns the rows written. */
  upsert(source: string, rows: readonly SymbolPartial[]): Promise<number>;
  /**
   * The stored partials of `symbols` at `offsets` of days opening in [from, to): one statement per
   * `PARTIALS_CHUNK` symbols, each symbol and offset's days as one JSON text (see `readCandleWindows`).
   */
  stored(
    source: string,
    symbols: readonly string[],
    offsets: readonly number[],
    from: number,
    to: number,
  ): Promise<DayPartialsBySymbol>;
  /** The oldest stored day per symbol and offset (a primary-key probe each). */
  oldestDays(
    source: string,
    symbols: readonly string[],
    offsets: readonly number[],
  ): Promise<Map<string, Map<number, number>>>;
  /** Deletes the partials of days opening before `cutoff`; returns how many. */
  deleteBefore(source: string, cutoff: number): Promise<number>;
}

type PartialRow = Record<'off' | 'day' | 'open' | 'high' | 'low' | 'close' | 'volume', unknown> & {
  symbol: string;
};

function bySymbol(rows: readonly PartialRow[]): DayPartialsBySymbol {
  const out: DayPartialsBySymbol = new Map();
  for (const r of rows) {
    const symbol = out.get(r.symbol) ?? new Map<number, Map<number, Candle>>();
    out.set(r.symbol, symbol);
    const byDay = symbol.get(num(r.off)) ?? new Map<number, Candle>();
    symbol.set(num(r.off), byDay);
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
}

/** Drops repeated keys (last one wins): Postgres refuses to update one row twice in a statement. */
function lastPerKey(rows: readonly SymbolPartial[]): SymbolPartial[] {
  const seen = new Map<string, SymbolPartial>();
  for (const r of rows) seen.set(`${r.symbol}|${r.offset}|${r.day}`, r);
  return [...seen.values()];
}

export function createTrendPartialsRepository(db: Db): TrendPartialsRepository {
  /** The aggregate query over the candle store (see `dayPartials`), as a subquery. */
  const fromCandles = (
    source: string,
    timeframe: '5m' | '1h',
    symbols: readonly string[],
    offsets: readonly number[],
    from: number,
    to: number,
    fullDaysOnly = false,
  ) => {
    const step = STEP_MS[timeframe];
    // A day the store holds only from its middle on (its oldest bar) has no true partial.
    const fullDays = fullDaysOnly
      ? sql`and (c.open_time / ${DAY_MS}) * ${DAY_MS} >= (select min(c2.open_time) from candles c2
          where c2.source = ${source} and c2.symbol = q.symbol and c2.timeframe = ${timeframe})`
      : sql``;
    return sql`
      select q.symbol, o.off, d.* from unnest(${sql.param([...symbols])}::text[]) as q(symbol)
      cross join unnest(${sql.param([...offsets])}::bigint[]) as o(off)
      cross join lateral (
        select (c.open_time / ${DAY_MS}) * ${DAY_MS} as day,
          (array_agg(c.open order by c.open_time))[1] as open, max(c.high) as high, min(c.low) as low,
          (array_agg(c.close order by c.open_time desc))[1] as close, sum(c.volume) as volume
        from candles c
        where c.source = ${source} and c.symbol = q.symbol and c.timeframe = ${timeframe}
          and c.open_time >= ${from} and c.open_time + ${step} <= ${to}
          and c.open_time % ${DAY_MS} + ${step} <= o.off ${fullDays}
        group by day
      ) as d`;
  };

  /** `storeFromCandles` of one chunk of symbols: one statement. */
  const storeChunk = async (
    source: string,
    timeframe: '5m' | '1h',
    symbols: readonly string[],
    offsets: readonly number[],
    from: number,
    to: number,
  ) => {
    const result = await db.execute(sql`
      insert into trend_day_partials (source, symbol, offset_ms, day, open, high, low, close, volume)
      select ${source}, p.symbol, p.off, p.day, p.open, p.high, p.low, p.close, p.volume
      from (${fromCandles(source, timeframe, symbols, offsets, from, to, true)}) as p
      where p.day + p.off <= ${to}
      on conflict (source, symbol, offset_ms, day) do update set
        open = excluded.open, high = excluded.high, low = excluded.low,
        close = excluded.close, volume = excluded.volume
      where (trend_day_partials.open, trend_day_partials.high, trend_day_partials.low,
        trend_day_partials.close, trend_day_partials.volume)
        is distinct from (excluded.open, excluded.high, excluded.low, excluded.close, excluded.volume)`);
    return affectedRows(result);
  };

  /** `stored` of one chunk of symbols into `out`: one statement, a JSON text per symbol and offset. */
  const storedChunk = async (
    source: string,
    symbols: readonly string[],
    offsets: readonly number[],
    from: number,
    to: number,
    out: DayPartialsBySymbol,
  ) => {
    const result = await db.execute(sql`
      select q.symbol, o.off, w.days from unnest(${sql.param([...symbols])}::text[]) as q(symbol)
      cross join unnest(${sql.param([...offsets])}::integer[]) as o(off)
      cross join lateral (
        select json_agg(json_build_array(p.day, p.open, p.high, p.low, p.close, p.volume)
          order by p.day)::text as days
        from trend_day_partials p
        where p.source = ${source} and p.symbol = q.symbol and p.offset_ms = o.off
          and p.day >= ${from} and p.day < ${to}
      ) as w
      where w.days is not null`);
    for (const r of rowsOf<{ symbol: string; off: unknown; days: string }>(result)) {
      const symbol = out.get(r.symbol) ?? new Map<number, Map<number, Candle>>();
      out.set(r.symbol, symbol);
      symbol.set(num(r.off), new Map(candlesFromJson(r.days).map((c) => [c.openTime, c])));
    }
  };

  return {
    async dayPartials(source, timeframe, symbols, offsets, from, to) {
      if (symbols.length === 0 || offsets.length === 0) return new Map();
      const result = await db.execute(
        sql`${fromCandles(source, timeframe, symbols, offsets, from, to)} order by q.symbol, o.off, d.day`,
      );
      return bySymbol(rowsOf<PartialRow>(result));
    },

    async storeFromCandles(source, timeframe, symbols, offsets, from, to) {
      if (offsets.length === 0) return 0;
      let written = 0;
      await inChunks(symbols, async (chunk) => {
        written += await storeChunk(source, timeframe, chunk, offsets, from, to);
      });
      return written;
    },

    async upsert(source, rows) {
      const unique = lastPerKey(rows);
      let written = 0;
      for (let i = 0; i < unique.length; i += BATCH) {
        const batch = unique.slice(i, i + BATCH);
        const col = <T>(pick: (r: SymbolPartial) => T) => sql.param(batch.map(pick));
        const result = await db.execute(sql`
          insert into trend_day_partials (source, symbol, offset_ms, day, open, high, low, close, volume)
          select ${source}, u.* from unnest(
            ${col((r) => r.symbol)}::text[], ${col((r) => r.offset)}::integer[], ${col((r) => r.day)}::bigint[],
            ${col((r) => r.partial.open)}::float8[], ${col((r) => r.partial.high)}::float8[],
            ${col((r) => r.partial.low)}::float8[], ${col((r) => r.partial.close)}::float8[],
            ${col((r) => r.partial.volume)}::float8[]
          ) as u(symbol, offset_ms, day, open, high, low, close, volume)
          on conflict (source, symbol, offset_ms, day) do update set
            open = excluded.open, high = excluded.high, low = excluded.low,
            close = excluded.close, volume = excluded.volume`);
        written += affectedRows(result);
      }
      return written;
    },

    async stored(source, symbols, offsets, from, to) {
      const out: DayPartialsBySymbol = new Map();
      if (offsets.length === 0) return out;
      await inChunks(symbols, (chunk) => storedChunk(source, chunk, offsets, from, to, out));
      return out;
    },

    async oldestDays(source, symbols, offsets) {
      const out = new Map<string, Map<number, number>>();
      if (symbols.length === 0 || offsets.length === 0) return out;
      const result = await db.execute(sql`
        select q.symbol, o.off, (
          select min(p.day) from trend_day_partials p
          where p.source = ${source} and p.symbol = q.symbol and p.offset_ms = o.off
        ) as day
        from unnest(${sql.param([...symbols])}::text[]) as q(symbol)
        cross join unnest(${sql.param([...offsets])}::integer[]) as o(off)`);
      for (const r of rowsOf<{ symbol: string; off: unknown; day: unknown }>(result)) {
        if (r.day === null) continue;
        const m = out.get(r.symbol) ?? new Map<number, number>();
        out.set(r.symbol, m);
        m.set(num(r.off), num(r.day));
      }
      return out;
    },

    async deleteBefore(source, cutoff) {
      const result = await db.execute(
        sql`delete from trend_day_partials where source = ${source} and day < ${cutoff}`,
      );
      return affectedRows(result);
    },
  };
}
