import type {
  FundingForecast,
  FundingSettlement,
  LiquidationBucket,
  PositioningInputs,
  PositioningMetric,
} from '@app/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { affectedRows, rowsOf } from './sql-results.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Retention (docs/positioning.md §4). */
const POSITIONING_RETENTION_DAYS = 400;
const METRICS_FULL_DAYS = 30;

/** How far back the snapshot reads readings: the 24 h change plus a day for a coarse cadence. */
const SNAPSHOT_METRICS_SPAN_MS = 2 * DAY_MS + HOUR_MS;

export type FundingWrite = FundingSettlement & { symbol: string };
export type MetricWrite = PositioningMetric & { symbol: string };
export type LiquidationWrite = LiquidationBucket & { symbol: string };
export type ForecastWrite = FundingForecast & { symbol: string };

/** One symbol's stored history within a span, each list ascending. */
export interface PositioningHistoryRows {
  funding: FundingSettlement[];
  metrics: PositioningMetric[];
  liquidations: LiquidationBucket[];
}

export interface PositioningRepository {
  /** Upserts settlements keyed by (source, symbol, time), `UPSERT_CHUNK` a statement; answers the rows changed. */
  upsertFunding(source: string, rows: readonly FundingWrite[]): Promise<number>;
  /** Upserts readings keyed by (source, symbol, time); answers the rows changed. */
  upsertMetrics(source: string, rows: readonly MetricWrite[]): Promise<number>;
  /** Upserts 5-minute buckets (the bucket's totals replace the stored ones); answers the rows changed. */
  upsertLiquidations(source: string, rows: readonly LiquidationWrite[]): Promise<number>;
  /** Replaces each symbol's forecast; answers the rows changed. */
  upsertForecasts(source: string, rows: readonly ForecastWrite[]): Promise<number>;
  /**
   * What the snapshot at `asOf` reads, by symbol: the last settlement at or before `asOf`, the readings
   * of the two days and an hour before it, the liquidation buckets of the 24 h before it (null for
   * every symbol when `liquidations` is false: the source streams none), the forecast read by `asOf`.
   */
  snapshotInputs(
    source: string,
    asOf: number,
    liquidations: boolean,
  ): Promise<Map<string, PositioningInputs>>;
  /** One symbol's rows with time in [from, to]. */
  history(source: string, symbol: string, from: number, to: number): Promise<PositioningHistoryRows>;
  /** Newest reading or settlement time of the source (epoch ms), or null without rows. */
  latestTime(source: string): Promise<number | null>;
  /** Per symbol, the newest reading or settlement time (epoch ms); symbols without rows are absent. */
  latestTimes(source: string): Promise<Map<string, number>>;
  /**
   * docs/positioning.md §4: deletes rows older than 400 days, and readings older than 30 days but the
   * first of each hour. Answers the rows deleted per table.
   */
  applyRetention(now: number): Promise<{ funding: number; metrics: number; liquidations: number }>;
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

interface MetricRow {
  symbol: string;
  time: string | number;
  open_interest: number | null;
  open_interest_value: number | null;
  long_short_ratio: number | null;
  top_trader_account_ratio: number | null;
  top_trader_long_short_ratio: number | null;
  taker_buy_sell_ratio: number | null;
}

function toMetric(r: MetricRow): PositioningMetric {
  return {
    time: Number(r.time),
    openInterest: num(r.open_interest),
    openInterestValue: num(r.open_interest_value),
    longShortRatio: num(r.long_short_ratio),
    topTraderAccountRatio: num(r.top_trader_account_ratio),
    topTraderLongShortRatio: num(r.top_trader_long_short_ratio),
    takerBuySellRatio: num(r.taker_buy_sell_ratio),
  };
}

interface FundingRow {
  symbol: string;
  funding_time: string | number;
  rate: number;
  interval_hours: number | null;
}
const toFunding = (r: FundingRow): FundingSettlement => ({
  time: Number(r.funding_time),
  rate: Number(r.rate),
  intervalHours: num(r.interval_hours),
});

interface LiquidationRow {
  symbol: string;
  time: string | number;
  long_usd: number;
  short_usd: number;
}
const toLiquidation = (r: LiquidationRow): LiquidationBucket => ({
  time: Number(r.time),
  longUsd: Number(r.long_usd),
  shortUsd: Number(r.short_usd),
});

/** Rows per statement: a first load of a year of readings stays many short statements (PGlite runs in-process). */
const UPSERT_CHUNK = 2000;

/** Runs `write` over `rows` in chunks of `UPSERT_CHUNK`, adding up the rows changed. */
async function chunked<T>(
  rows: readonly T[],
  write: (chunk: readonly T[]) => Promise<number>,
): Promise<number> {
  let changed = 0;
  for (let i = 0; i < rows.length; i += UPSERT_CHUNK) changed += await write(rows.slice(i, i + UPSERT_CHUNK));
  return changed;
}

export function createPositioningRepository(db: Db): PositioningRepository {
  const repository: PositioningRepository = {
    async upsertFunding(source, rows) {
      if (rows.length === 0) return 0;
      const col = <T>(pick: (r: FundingWrite) => T) => sql.param(rows.map(pick));
      return affectedRows(
        await db.execute(sql`
          insert into funding_settlements (source, symbol, funding_time, rate, interval_hours)
          select ${source}::text, u.* from unnest(${col((r) => r.symbol)}::text[], ${col((r) => r.time)}::bigint[],
            ${col((r) => r.rate)}::float8[], ${col((r) => r.intervalHours)}::float8[]) as u
          on conflict (source, symbol, funding_time) do update set rate = excluded.rate,
            interval_hours = excluded.interval_hours
          where (funding_settlements.rate, funding_settlements.interval_hours)
            is distinct from (excluded.rate, excluded.interval_hours)`),
      );
    },

    async upsertMetrics(source, rows) {
      if (rows.length === 0) return 0;
      const col = <T>(pick: (r: MetricWrite) => T) => sql.param(rows.map(pick));
      return affectedRows(
        await db.execute(sql`
          insert into positioning_metrics (source, symbol, time, open_interest, open_interest_value,
            long_short_ratio, top_trader_account_ratio, top_trader_long_short_ratio, taker_buy_sell_ratio)
          select ${source}::text, u.* from unnest(${col((r) => r.symbol)}::text[], ${col((r) => r.time)}::bigint[],
            ${col((r) => r.openInterest)}::float8[], ${col((r) => r.openInterestValue)}::float8[],
            ${col((r) => r.longShortRatio)}::float8[], ${col((r) => r.topTraderAccountRatio)}::float8[],
            ${col((r) => r.topTraderLongShortRatio)}::float8[], ${col((r) => r.takerBuySellRatio)}::float8[]) as u
          on conflict (source, symbol, time) do update set open_interest = excluded.open_interest,
            open_interest_value = excluded.open_interest_value, long_short_ratio = excluded.long_short_ratio,
            top_trader_account_ratio = excluded.top_trader_account_ratio,
            top_trader_long_short_ratio = excluded.top_trader_long_short_ratio,
            taker_buy_sell_ratio = excluded.taker_buy_sell_ratio
          where (positioning_metrics.open_interest, positioning_metrics.open_interest_value,
              positioning_metrics.long_short_ratio, positioning_metrics.top_trader_account_ratio,
              positioning_metrics.top_trader_long_short_ratio, positioning_metrics.taker_buy_sell_ratio)
            is distinct from (excluded.open_interest, excluded.open_interest_value, excluded.long_short_ratio,
              excluded.top_trader_account_ratio, excluded.top_trader_long_short_ratio, excluded.taker_buy_sell_ratio)`),
      );
    },

    async upsertLiquidations(source, rows) {
      if (rows.length === 0) return 0;
      const col = <T>(pick: (r: LiquidationWrite) => T) => sql.param(rows.map(pick));
      return affectedRows(
        await db.execute(sql`
          insert into liquidation_buckets (source, symbol, time, long_usd, short_usd)
          select ${source}::text, u.* from unnest(${col((r) => r.symbol)}::text[], ${col((r) => r.time)}::bigint[],
            ${col((r) => r.longUsd)}::float8[], ${col((r) => r.shortUsd)}::float8[]) as u
          on conflict (source, symbol, time) do update set long_usd = excluded.long_usd, short_usd = excluded.short_usd
          where (liquidation_buckets.long_usd, liquidation_buckets.short_usd)
            is distinct from (excluded.long_usd, excluded.short_usd)`),
      );
    },

    async upsertForecasts(source, rows) {
      if (rows.length === 0) return 0;
      const col = <T>(pick: (r: ForecastWrite) => T) => sql.param(rows.map(pick));
      return affectedRows(
        await db.execute(sql`
          insert into funding_forecasts (source, symbol, as_of, predicted_rate, next_funding_time)
          select ${source}::text, u.* from unnest(${col((r) => r.symbol)}::text[], ${col((r) => r.asOf)}::bigint[],
            ${col((r) => r.predictedRate)}::float8[], ${col((r) => r.nextFundingTime)}::bigint[]) as u
          on conflict (source, symbol) do update set as_of = excluded.as_of,
            predicted_rate = excluded.predicted_rate, next_funding_time = excluded.next_funding_time
          where (funding_forecasts.as_of, funding_forecasts.predicted_rate, funding_forecasts.next_funding_time)
            is distinct from (excluded.as_of, excluded.predicted_rate, excluded.next_funding_time)`),
      );
    },

    async snapshotInputs(source, asOf, liquidations) {
      const [funding, metrics, buckets, forecasts] = await Promise.all([
        db.execute(sql`
          select distinct on (symbol) symbol, funding_time, rate, interval_hours from funding_settlements
          where source = ${source} and funding_time <= ${asOf}
          order by symbol, funding_time desc`),
        db.execute(sql`
          select symbol, time, open_interest, open_interest_value, long_short_ratio, top_trader_account_ratio,
            top_trader_long_short_ratio, taker_buy_sell_ratio from positioning_metrics
          where source = ${source} and time <= ${asOf} and time >= ${asOf - SNAPSHOT_METRICS_SPAN_MS}
          order by symbol, time`),
        liquidations
          ? db.execute(sql`
              select symbol, time, long_usd, short_usd from liquidation_buckets
              where source = ${source} and time < ${asOf} and time >= ${asOf - DAY_MS}
              order by symbol, time`)
          : Promise.resolve({ rows: [] }),
        db.execute(sql`
          select symbol, as_of, predicted_rate, next_funding_time from funding_forecasts
          where source = ${source} and as_of <= ${asOf}`),
      ]);
      const out = new Map<string, PositioningInputs>();
      const entry = (symbol: string) => {
        let e = out.get(symbol);
        if (e === undefined) {
          e = { funding: [], metrics: [], liquidations: liquidations ? [] : null, forecast: null };
          out.set(symbol, e);
        }
        return e as {
          funding: FundingSettlement[];
          metrics: PositioningMetric[];
          liquidations: LiquidationBucket[] | null;
          forecast: FundingForecast | null;
        };
      };
      for (const r of rowsOf<FundingRow>(funding)) entry(r.symbol).funding.push(toFunding(r));
      for (const r of rowsOf<MetricRow>(metrics)) entry(r.symbol).metrics.push(toMetric(r));
      for (const r of rowsOf<LiquidationRow>(buckets)) entry(r.symbol).liquidations?.push(toLiquidation(r));
      for (const r of rowsOf<{
        symbol: string;
        as_of: string | number;
        predicted_rate: number | null;
        next_funding_time: string | number | null;
      }>(forecasts)) {
        entry(r.symbol).forecast = {
          asOf: Number(r.as_of),
          predictedRate: num(r.predicted_rate),
          nextFundingTime: num(r.next_funding_time),
        };
      }
      return out;
    },

    async history(source, symbol, from, to) {
      const [funding, metrics, buckets] = await Promise.all([
        db.execute(sql`
          select symbol, funding_time, rate, interval_hours from funding_settlements
          where source = ${source} and symbol = ${symbol} and funding_time between ${from} and ${to}
          order by funding_time`),
        db.execute(sql`
          select symbol, time, open_interest, open_interest_value, long_short_ratio, top_trader_account_ratio,
            top_trader_long_short_ratio, taker_buy_sell_ratio from positioning_metrics
          where source = ${source} and symbol = ${symbol} and time between ${from} and ${to}
          order by time`),
        db.execute(sql`
          select symbol, time, long_usd, short_usd from liquidation_buckets
          where source = ${source} and symbol = ${symbol} and time between ${from} and ${to}
          order by time`),
      ]);
      return {
        funding: rowsOf<FundingRow>(funding).map(toFunding),
        metrics: rowsOf<MetricRow>(metrics).map(toMetric),
        liquidations: rowsOf<LiquidationRow>(buckets).map(toLiquidation),
      };
    },

    async latestTime(source) {
      const [row] = rowsOf<{ t: string | number | null }>(
        await db.execute(sql`
          select greatest((select max(time) from positioning_metrics where source = ${source}),
            (select max(funding_time) from funding_settlements where source = ${source})) as t`),
      );
      return num(row?.t);
    },

    async latestTimes(source) {
      const rows = rowsOf<{ symbol: string; t: string | number }>(
        await db.execute(sql`
          select symbol, max(t) as t from (
            select symbol, max(time) as t from positioning_metrics where source = ${source} group by symbol
            union all
            select symbol, max(funding_time) as t from funding_settlements where source = ${source} group by symbol
          ) u group by symbol`),
      );
      return new Map(rows.map((r) => [r.symbol, Number(r.t)]));
    },

    async applyRetention(now) {
      const oldest = now - POSITIONING_RETENTION_DAYS * DAY_MS;
      const full = now - METRICS_FULL_DAYS * DAY_MS;
      const funding = affectedRows(
        await db.execute(sql`delete from funding_settlements where funding_time < ${oldest}`),
      );
      const liquidations = affectedRows(
        await db.execute(sql`delete from liquidation_buckets where time < ${oldest}`),
      );
      let metrics = affectedRows(
        await db.execute(sql`delete from positioning_metrics where time < ${oldest}`),
      );
      metrics += affectedRows(
        await db.execute(sql`
          delete from positioning_metrics m using (
            select source, symbol, time, row_number() over (partition by source, symbol, time / ${HOUR_MS}
              order by time) as n
            from positioning_metrics where time < ${full}) r
          where m.source = r.source and m.symbol = r.symbol and m.time = r.time and r.n > 1`),
      );
      return { funding, metrics, liquidations };
    },
  };
  return {
    ...repository,
    upsertFunding: (source, rows) => chunked(rows, (c) => repository.upsertFunding(source, c)),
    upsertMetrics: (source, rows) => chunked(rows, (c) => repository.upsertMetrics(source, c)),
    upsertLiquidations: (source, rows) => chunked(rows, (c) => repository.upsertLiquidations(source, c)),
    upsertForecasts: (source, rows) => chunked(rows, (c) => repository.upsertForecasts(source, c)),
  };
}
