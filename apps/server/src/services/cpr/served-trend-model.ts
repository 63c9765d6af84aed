import {
  type CheckpointOffsets,
  type CprMap,
  servedTrendProbability,
  type TrendCheckpoint,
  type TrendCheckpointModel,
  type TrendSeries,
  type TrendServed,
  trendCheckpoints,
  trendDataset,
  utcDayStart,
} from '@app/core';
import type { TrendModelRunRow } from '../../db/cpr-schema.ts';

/**
 * The trend-day models the insights serve: the newest refit of the source, one model per checkpoint
 * with the CPR map and checkpoint offsets its features were built with (a later settings change
 * counts from the next refit). A run stored before the checkpoint models has none: null until refit.
 */
export interface ServedTrendModel {
  runId: number;
  map: CprMap;
  offsets: CheckpointOffsets;
  models: Partial<Record<TrendCheckpoint, TrendCheckpointModel>>;
}

export function servedModelOf(run: TrendModelRunRow): ServedTrendModel {
  const stored = run.checkpoints;
  const offsets = Object.fromEntries(
    trendCheckpoints.map((c) => [c, stored?.offsets[c] ?? Number.NaN]),
  ) as CheckpointOffsets;
  return { runId: run.id, map: run.dailyMap, offsets, models: stored?.models ?? {} };
}

/** One symbol's served `trend_probability`, the checkpoint it was made at and what was served. */
export interface ServedTrend {
  probability: number;
  checkpoint: TrendCheckpoint;
  served: TrendServed;
}

/**
 * `trend_probability` of today for every symbol at `now` (docs/analytics.md §2): the latest checkpoint that
 * has passed and has both a model and the symbol's row (a symbol without today's partial falls back
 * to the earlier checkpoint), its calibrated model's probability where the model beat the base rate
 * out of sample, else the base rate. A symbol with fewer than 60 days of history is absent (null).
 * `series` holds every symbol's daily bars with today's forming bar and today's partials: the
 * market-wide features need them all.
 */
export function servedTrendProbabilities(
  served: ServedTrendModel | null,
  series: readonly TrendSeries[],
  now: number,
): Map<string, ServedTrend> {
  const out = new Map<string, ServedTrend>();
  if (served === null) return out;
  const today = utcDayStart(now);
  const dataset = trendDataset(series, { map: served.map, now, offsets: served.offsets, from: today });
  for (const checkpoint of [...trendCheckpoints].reverse()) {
    const model = served.models[checkpoint];
    if (model === undefined) continue;
    for (const row of dataset[checkpoint]) {
      if (row.time !== today || out.has(row.symbol)) continue;
      const p = servedTrendProbability(model, row.x);
      if (p !== null) out.set(row.symbol, { ...p, checkpoint });
    }
  }
  return out;
}
