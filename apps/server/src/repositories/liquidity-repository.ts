import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { type LiquiditySummaryRow, liquiditySummaries, type StoredHitEvent } from '../db/liquidity-schema.ts';
import { affectedRows } from './sql-results.ts';

export type { LiquiditySummaryRow, StoredHitEvent };

/**
 * The column groups of a liquidity row, each recomputed by one SniperFlow run: `levels` (levels,
 * sweeps, hit times and events, price, as-of), `bias`, `cpr` and `session` (the A/M/D labels).
 */
export const liquidityParts = ['levels', 'bias', 'cpr', 'session'] as const;
export type LiquidityPart = (typeof liquidityParts)[number];

/** One symbol's row as a run writes it (snake_case, times as ISO strings or null). */
export interface LiquiditySummaryWrite {
  symbol: string;
  day: string;
  as_of: string | null;
  price: number | null;
  pdh: number | null;
  pdl: number | null;
  asia_high: number | null;
  asia_low: number | null;
  london_high: number | null;
  london_low: number | null;
  pdh_swept: boolean;
  pdl_swept: boolean;
  asia_high_swept: boolean;
  asia_low_swept: boolean;
  london_high_swept: boolean;
  london_low_swept: boolean;
  pdh_hit_at: string | null;
  pdl_hit_at: string | null;
  asia_high_hit_at: string | null;
  asia_low_hit_at: string | null;
  london_high_hit_at: string | null;
  london_low_hit_at: string | null;
  hit_events: StoredHitEvent[];
  bias: string;
  bias_reason: string;
  cpr_top: number | null;
  cpr_mid: number | null;
  cpr_bottom: number | null;
  session_bias: Record<string, string>;
}

const levelColumns = [
  'day',
  'as_of',
  'price',
  ...['pdh', 'pdl', 'asia_high', 'asia_low', 'london_high', 'london_low'].flatMap((l) => [
    l,
    `${l}_swept`,
    `${l}_hit_at`,
  ]),
  'hit_events',
];
/** The columns of each part (a fixed list: only these names are ever put into SQL). */
const partColumns: Record<LiquidityPart, readonly string[]> = {
  levels: levelColumns,
  bias: ['bias', 'bias_reason'],
  cpr: ['cpr_top', 'cpr_mid', 'cpr_bottom'],
  session: ['session_bias'],
};

/** `json_to_recordset` column types of a write row. */
const recordType = sql.raw(
  [
    'symbol text',
    'day timestamptz',
    'as_of timestamptz',
    'price float8',
    ...['pdh', 'pdl', 'asia_high', 'asia_low', 'london_high', 'london_low'].flatMap((l) => [
      `${l} float8`,
      `${l}_swept bool`,
      `${l}_hit_at timestamptz`,
    ]),
    'hit_events jsonb',
    'bias text',
    'bias_reason text',
    'cpr_top float8',
    'cpr_mid float8',
    'cpr_bottom float8',
    'session_bias jsonb',
  ].join(', '),
);
const allColumns = [...levelColumns, ...partColumns.bias, ...partColumns.cpr, ...partColumns.session];

export interface LiquidityRepository {
  /**
   * Stores a run's rows in one transaction: a symbol without a row gets the whole row; an existing
   * row gets only the columns of `parts` (and `computed_at`), and only where they changed. With
   * every part, rows of symbols not written (no longer active) are deleted. Answers the rows changed.
   */
  writeSummaries(
    source: string,
    rows: readonly LiquiditySummaryWrite[],
    parts: readonly LiquidityPart[],
    at: Date,
  ): Promise<number>;
  readSummaries(source: string): Promise<LiquiditySummaryRow[]>;
}

export function createLiquidityRepository(db: Db): LiquidityRepository {
  return {
    writeSummaries(source, rows, parts, at) {
      const updated = liquidityParts.filter((p) => parts.includes(p)).flatMap((p) => partColumns[p]);
      const list = (cols: readonly string[], prefix: string) =>
        sql.raw(cols.map((c) => `${prefix}${c}`).join(', '));
      const when = at.toISOString();
      return db.transaction(async (tx) => {
        let changed = affectedRows(
          await tx.execute(sql`
          insert into liquidity_summaries (source, symbol, ${list(allColumns, '')}, computed_at)
          select ${source}::text, x.symbol, ${list(allColumns, 'x.')}, ${when}::timestamptz
          from json_to_recordset(${JSON.stringify(rows)}::json) as x(${recordType})
          on conflict (source, symbol) do update set
            ${sql.raw(updated.map((c) => `${c} = excluded.${c}`).join(', '))}, computed_at = excluded.computed_at
          where (${list(updated, 'liquidity_summaries.')}) is distinct from (${list(updated, 'excluded.')})`),
        );
        if (parts.length === liquidityParts.length) {
          changed += affectedRows(
            await tx.execute(sql`
            delete from liquidity_summaries where source = ${source}
              and not (symbol = any(${sql.param(rows.map((r) => r.symbol))}::text[]))`),
          );
        }
        return changed;
      });
    },

    readSummaries: (source) =>
      db
        .select()
        .from(liquiditySummaries)
        .where(eq(liquiditySummaries.source, source))
        .orderBy(asc(liquiditySummaries.symbol)),
  };
}
