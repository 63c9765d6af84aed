import { asc, eq, sql } from 'drizzle-orm';
import {
  type CprInsightRow,
  type CprLevelRow,
  type CprScoreRow,
  cprInsights,
  cprLevels,
  cprScores,
} from '../db/cpr-schema.ts';
import type { Db } from '../db/database.ts';
import { isoOfMsOrNull } from '../lib/time.ts';
import type { CprInsightWrite, CprLevelWrite, CprScoreWrite, CprStateWrite } from './cpr-state-rows.ts';
import { affectedRows } from './sql-results.ts';

export type { CprInsightWrite, CprLevelWrite, CprScoreWrite, CprStateWrite };

export interface CprStateView {
  levels: CprLevelRow[];
  insights: CprInsightRow[];
  scores: CprScoreRow[];
}

export interface CprStateRepository {
  /**
   * Replaces the CPR state of `source` in one transaction of six statements (an `unnest` upsert and a
   * delete of the rows not written, per table). A row is only updated when a value differs, so the
   * answer, the number of rows inserted, changed or deleted, says whether the results changed.
   */
  replace(source: string, state: CprStateWrite, computedAt: Date): Promise<number>;
  /** Every stored level, insight and score row of `source`, by symbol. */
  read(source: string): Promise<CprStateView>;
}

export function createCprStateRepository(db: Db): CprStateRepository {
  return {
    async replace(source, state, computedAt) {
      const { levels, insights, scores } = state;
      const lv = <T>(pick: (r: CprLevelWrite) => T) => sql.param(levels.map(pick));
      const ins = <T>(pick: (r: CprInsightWrite) => T) => sql.param(insights.map(pick));
      const sc = <T>(pick: (r: CprScoreWrite) => T) => sql.param(scores.map(pick));
      const at = computedAt.toISOString();
      return db.transaction(async (tx) => {
        let changed = 0;
        changed += affectedRows(
          await tx.execute(sql`
          insert into cpr_levels (source, symbol, timeframe, period_open_time, pivot, bc, tc, top, bottom,
            width_pct, subcategory, position, is_inside, previous_period_open_time, previous_pivot,
            previous_top, previous_bottom, data_time, computed_at)
          select ${source}::text, u.*, ${at}::timestamptz from unnest(
            ${lv((r) => r.symbol)}::text[], ${lv((r) => r.timeframe)}::text[],
            ${lv((r) => r.periodOpenTime)}::bigint[], ${lv((r) => r.pivot)}::float8[],
            ${lv((r) => r.bc)}::float8[], ${lv((r) => r.tc)}::float8[], ${lv((r) => r.top)}::float8[],
            ${lv((r) => r.bottom)}::float8[], ${lv((r) => r.widthPct)}::float8[],
            ${lv((r) => r.subcategory)}::text[], ${lv((r) => r.position)}::text[],
            ${lv((r) => r.isInside)}::bool[], ${lv((r) => r.previousPeriodOpenTime)}::bigint[],
            ${lv((r) => r.previousPivot)}::float8[], ${lv((r) => r.previousTop)}::float8[],
            ${lv((r) => r.previousBottom)}::float8[], ${lv((r) => isoOfMsOrNull(r.dataTime))}::timestamptz[]
          ) as u
          on conflict (source, symbol, timeframe) do update set
            period_open_time = excluded.period_open_time, pivot = excluded.pivot, bc = excluded.bc,
            tc = excluded.tc, top = excluded.top, bottom = excluded.bottom, width_pct = excluded.width_pct,
            subcategory = excluded.subcategory, position = excluded.position, is_inside = excluded.is_inside,
            previous_period_open_time = excluded.previous_period_open_time,
            previous_pivot = excluded.previous_pivot, previous_top = excluded.previous_top,
            previous_bottom = excluded.previous_bottom, data_time = excluded.data_time,
            computed_at = excluded.computed_at
          where (cpr_levels.period_open_time, cpr_levels.pivot, cpr_levels.top, cpr_levels.bottom,
              cpr_levels.subcategory, cpr_levels.position, cpr_levels.is_inside, cpr_levels.previous_top,
              cpr_levels.previous_bottom, cpr_levels.data_time)
            is distinct from (excluded.period_open_time, excluded.pivot, excluded.top, excluded.bottom,
              excluded.subcategory, excluded.position, excluded.is_inside, excluded.previous_top,
              excluded.previous_bottom, excluded.data_time)`),
        );
        changed += affectedRows(
          await tx.execute(sql`
          delete from cpr_levels c where c.source = ${source} and not exists (
            select 1 from unnest(${lv((r) => r.symbol)}::text[], ${lv((r) => r.timeframe)}::text[]) as k(symbol, timeframe)
            where k.symbol = c.symbol and k.timeframe = c.timeframe)`),
        );
        changed += affectedRows(
          await tx.execute(sql`
          insert into cpr_insights (source, symbol, price, today_open, today_high, today_low, daily_position,
            weekly_position, monthly_position, daily_bias, is_virgin, trend_probability, trend_model_run_id,
            trend_checkpoint, trend_served, updated_at, computed_at)
          select ${source}::text, u.*, ${at}::timestamptz from unnest(
            ${ins((r) => r.symbol)}::text[], ${ins((r) => r.price)}::float8[], ${ins((r) => r.todayOpen)}::float8[],
            ${ins((r) => r.todayHigh)}::float8[], ${ins((r) => r.todayLow)}::float8[],
            ${ins((r) => r.dailyPosition)}::text[], ${ins((r) => r.weeklyPosition)}::text[],
            ${ins((r) => r.monthlyPosition)}::text[], ${ins((r) => r.dailyBias)}::text[],
            ${ins((r) => r.isVirgin)}::bool[], ${ins((r) => r.trendProbability)}::float8[],
            ${ins((r) => r.trendModelRunId)}::int[], ${ins((r) => r.trendCheckpoint)}::text[],
            ${ins((r) => r.trendServed)}::text[], ${ins((r) => isoOfMsOrNull(r.updatedAt))}::timestamptz[]
          ) as u
          on conflict (source, symbol) do update set
            price = excluded.price, today_open = excluded.today_open, today_high = excluded.today_high,
            today_low = excluded.today_low, daily_position = excluded.daily_position,
            weekly_position = excluded.weekly_position, monthly_position = excluded.monthly_position,
            daily_bias = excluded.daily_bias, is_virgin = excluded.is_virgin,
            trend_probability = excluded.trend_probability, trend_model_run_id = excluded.trend_model_run_id,
            trend_checkpoint = excluded.trend_checkpoint, trend_served = excluded.trend_served, updated_at = excluded.updated_at, computed_at = excluded.computed_at
          where (cpr_insights.price, cpr_insights.daily_position, cpr_insights.weekly_position,
              cpr_insights.monthly_position, cpr_insights.daily_bias, cpr_insights.is_virgin,
              cpr_insights.trend_probability, cpr_insights.trend_model_run_id, cpr_insights.trend_checkpoint,
              cpr_insights.trend_served, cpr_insights.updated_at)
            is distinct from (excluded.price, excluded.daily_position, excluded.weekly_position,
              excluded.monthly_position, excluded.daily_bias, excluded.is_virgin, excluded.trend_probability,
              excluded.trend_model_run_id, excluded.trend_checkpoint, excluded.trend_served, excluded.updated_at)`),
        );
        changed += affectedRows(
          await tx.execute(
            sql`delete from cpr_insights where source = ${source} and not (symbol = any(${ins((r) => r.symbol)}::text[]))`,
          ),
        );
        changed += affectedRows(
          await tx.execute(sql`
          insert into cpr_scores (source, symbol, trend_score, bias_score, total_score, daily_score,
            weekly_score, monthly_score, updated_at, computed_at)
          select ${source}::text, u.*, ${at}::timestamptz from unnest(
            ${sc((r) => r.symbol)}::text[], ${sc((r) => r.trendScore)}::float8[], ${sc((r) => r.biasScore)}::float8[],
            ${sc((r) => r.totalScore)}::float8[], ${sc((r) => r.dailyScore)}::float8[],
            ${sc((r) => r.weeklyScore)}::float8[], ${sc((r) => r.monthlyScore)}::float8[],
            ${sc((r) => isoOfMsOrNull(r.updatedAt))}::timestamptz[]
          ) as u
          on conflict (source, symbol) do update set
            trend_score = excluded.trend_score, bias_score = excluded.bias_score,
            total_score = excluded.total_score, daily_score = excluded.daily_score,
            weekly_score = excluded.weekly_score, monthly_score = excluded.monthly_score,
            updated_at = excluded.updated_at, computed_at = excluded.computed_at
          where (cpr_scores.trend_score, cpr_scores.bias_score, cpr_scores.daily_score,
              cpr_scores.weekly_score, cpr_scores.monthly_score)
            is distinct from (excluded.trend_score, excluded.bias_score, excluded.daily_score,
              excluded.weekly_score, excluded.monthly_score)`),
        );
        changed += affectedRows(
          await tx.execute(
            sql`delete from cpr_scores where source = ${source} and not (symbol = any(${sc((r) => r.symbol)}::text[]))`,
          ),
        );
        return changed;
      });
    },

    async read(source) {
      const [levels, insights, scores] = [
        await db
          .select()
          .from(cprLevels)
          .where(eq(cprLevels.source, source))
          .orderBy(asc(cprLevels.symbol), asc(cprLevels.timeframe)),
        await db
          .select()
          .from(cprInsights)
          .where(eq(cprInsights.source, source))
          .orderBy(asc(cprInsights.symbol)),
        await db.select().from(cprScores).where(eq(cprScores.source, source)).orderBy(asc(cprScores.symbol)),
      ];
      return { levels, insights, scores };
    },
  };
}
