import {
  type Tp1FeatureGroup,
  type Tp1Options,
  type Tp1Sample,
  type Tp1Scores,
  tp1FeatureGroups,
  tp1FeatureNames,
  tp1GroupColumns,
  tp1Outcome,
  tp1Scores,
  tp1WalkForward,
} from '@app/core';
import type { ReplayedTrade } from './replay-ict-trades.ts';
import { tp1SamplesOf } from './run-ict-backtest.ts';

export interface Tp1AblationRow {
  /** The group left out (null: the full model). */
  dropped: Tp1FeatureGroup | null;
  /** Held-out scores of the model's calibrated forecast without the group. */
  scores: Tp1Scores | null;
}

function modelScores(trades: readonly ReplayedTrade[], samples: Tp1Sample[], options: Tp1Options) {
  const forecasts = tp1WalkForward(samples, options);
  return tp1Scores(
    trades.flatMap((t, i) => {
      const f = forecasts[i];
      const o = tp1Outcome(t.state);
      return o && f && f.model !== null ? [{ p: f.model, base: f.base as number, y: o.y }] : [];
    }),
  );
}

/**
 * What each feature group adds out of sample: the walk-forward rerun with the group's columns left
 * out; the drop in AUC and Brier skill from the full model is what the group adds.
 */
export function tp1Ablation(trades: readonly ReplayedTrade[], options: Tp1Options = {}): Tp1AblationRow[] {
  const samples = tp1SamplesOf(trades);
  const all = tp1FeatureNames.map((_, i) => i);
  const rows: Tp1AblationRow[] = [{ dropped: null, scores: modelScores(trades, samples, options) }];
  for (const group of Object.keys(tp1FeatureGroups) as Tp1FeatureGroup[]) {
    const drop = new Set(tp1GroupColumns(group));
    const columns = all.filter((c) => !drop.has(c));
    rows.push({ dropped: group, scores: modelScores(trades, samples, { ...options, columns }) });
  }
  return rows;
}
