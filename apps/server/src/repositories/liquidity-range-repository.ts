import type { SessionId, SessionRange } from '@app/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { affectedRows, rowsOf } from './sql-results.ts';

/** One symbol's session instance `[start, end)` (epoch ms). */
export interface SymbolSpan {
  symbol: string;
  session: SessionId;
  start: number;
  end: number;
}

/** A completed session range of one symbol. */
export type SymbolRange = SessionRange & { symbol: string };

type Packed = [SessionId, number, number, number, number, number, number, number];

/**
 * The stored ranges of completed session instances (`liquidity_session_ranges`) and their build
 * from the 5m candles: the history behind the 20-day average ranges of the A/M/D labels.
 */
export interface LiquidityRangeRepository {
  /** Every stored range of `source` whose instance starts in `[from, to)`, per symbol, by start. */
  readRanges(source: string, from: number, to: number): Promise<Map<string, SessionRange[]>>;
  /**
   * The range of each span over its stored 5m bars (open of the first, max high, min low, close of
   * the last, count), one statement for all spans; spans without bars are left out.
   */
  aggregateRanges(source: string, spans: readonly SymbolSpan[]): Promise<SymbolRange[]>;
  /**
   * Upserts ranges and deletes those starting before `keepFrom`; with `replaceFrom`, first deletes
   * every range starting at or after it (a rebuild). Answers the rows changed.
   */
  writeRanges(
    source: string,
    ranges: readonly SymbolRange[],
    keepFrom: number,
    replaceFrom?: number,
  ): Promise<number>;
}

export function createLiquidityRangeRepository(db: Db): LiquidityRangeRepository {
  return {
    async readRanges(source, from, to) {
      const result = await db.execute(sql`
        select symbol, json_agg(json_build_array(session, start_time, end_time, open, high, low, close, bars)
          order by start_time)::text as ranges
        from liquidity_session_ranges
        where source = ${source} and start_time >= ${from} and start_time < ${to}
        group by symbol`);
      const out = new Map<string, SessionRange[]>();
      for (const row of rowsOf<{ symbol: string; ranges: string }>(result)) {
        const packed = JSON.parse(row.ranges) as Packed[];
        out.set(
          row.symbol,
          packed.map(([session, start, end, open, high, low, close, bars]) => ({
            session,
            start,
            end,
            open,
            high,
            low,
            close,
            bars,
          })),
        );
      }
      return out;
    },

    async aggregateRanges(source, spans) {
      if (spans.length === 0) return [];
      const p = <T>(pick: (s: SymbolSpan) => T) => sql.param(spans.map(pick));
      // LATERAL: one index range scan of the candles per span.
      const result = await db.execute(sql`
        select q.symbol, q.session, q.start_time, q.end_time, a.* from unnest(
          ${p((s) => s.symbol)}::text[], ${p((s) => s.session)}::text[],
          ${p((s) => s.start)}::bigint[], ${p((s) => s.end)}::bigint[]
        ) as q(symbol, session, start_time, end_time)
        cross join lateral (
          select (array_agg(c.open order by c.open_time))[1] as open, max(c.high) as high, min(c.low) as low,
            (array_agg(c.close order by c.open_time desc))[1] as close, count(*)::int as bars
          from candles c
          where c.source = ${source} and c.symbol = q.symbol and c.timeframe = '5m'
            and c.open_time >= q.start_time and c.open_time < q.end_time
        ) as a
        where a.bars > 0`);
      type Row = Record<'start_time' | 'end_time' | 'open' | 'high' | 'low' | 'close' | 'bars', unknown> & {
        symbol: string;
        session: SessionId;
      };
      return rowsOf<Row>(result).map((r) => ({
        symbol: r.symbol,
        session: r.session,
        start: Number(r.start_time),
        end: Number(r.end_time),
        open: Number(r.open),
        high: Number(r.high),
        low: Number(r.low),
        close: Number(r.close),
        bars: Number(r.bars),
      }));
    },

    writeRanges(source, ranges, keepFrom, replaceFrom) {
      const p = <T>(pick: (r: SymbolRange) => T) => sql.param(ranges.map(pick));
      return db.transaction(async (tx) => {
        let changed = affectedRows(
          await tx.execute(
            sql`delete from liquidity_session_ranges where source = ${source} and start_time < ${keepFrom}`,
          ),
        );
        if (replaceFrom !== undefined) {
          changed += affectedRows(
            await tx.execute(
              sql`delete from liquidity_session_ranges where source = ${source} and start_time >= ${replaceFrom}`,
            ),
          );
        }
        if (ranges.length === 0) return changed;
        changed += affectedRows(
          await tx.execute(sql`
          insert into liquidity_session_ranges (source, symbol, session, start_time, end_time, open, high, low,
            close, bars)
          select ${source}::text, u.* from unnest(
            ${p((r) => r.symbol)}::text[], ${p((r) => r.session)}::text[], ${p((r) => r.start)}::bigint[],
            ${p((r) => r.end)}::bigint[], ${p((r) => r.open)}::float8[], ${p((r) => r.high)}::float8[],
            ${p((r) => r.low)}::float8[], ${p((r) => r.close)}::float8[], ${p((r) => r.bars)}::int[]
          ) as u
          on conflict (source, symbol, session, start_time, end_time) do update set
            open = excluded.open, high = excluded.high, low = excluded.low, close = excluded.close,
            bars = excluded.bars, computed_at = now()
          where (liquidity_session_ranges.open, liquidity_session_ranges.high, liquidity_session_ranges.low,
              liquidity_session_ranges.close, liquidity_session_ranges.bars)
            is distinct from (excluded.open, excluded.high, excluded.low, excluded.close, excluded.bars)`),
        );
        return changed;
      });
    },
  };
}
