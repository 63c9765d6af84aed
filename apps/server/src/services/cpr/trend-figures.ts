import type { TrendCheckpointFigures, TrendModelSummary } from '@app/contracts';
import { type TrendCheckpointModel, trendCheckpoints } from '@app/core';
import type { TrendModelRunRow } from '../../db/cpr-schema.ts';

/** One checkpoint model's held-out figures as the API shows them. */
function checkpointFigures(m: TrendCheckpointModel): TrendCheckpointFigures {
  const s = m.scores;
  return {
    checkpoint: m.checkpoint,
    served: m.beatsBaseRate ? 'model' : 'base_rate',
    base_rate: m.baseRate,
    samples: m.samples,
    held_out: s?.n ?? 0,
    brier: s?.brier ?? null,
    base_rate_brier: s?.baseRateBrier ?? null,
    skill: s?.skill ?? null,
    auc: s?.auc ?? null,
    reliability: (s?.reliability ?? []).map((b) => ({
      from: b.from,
      mean_forecast: b.meanForecast,
      observed_rate: b.observedRate,
      count: b.count,
    })),
  };
}

/** The figures of every checkpoint of a refit, in checkpoint order (none for a run without them). */
export function trendFiguresOf(run: TrendModelRunRow | undefined): TrendCheckpointFigures[] {
  const models = run?.checkpoints?.models ?? {};
  return trendCheckpoints.flatMap((c) => {
    const m = models[c];
    return m ? [checkpointFigures(m)] : [];
  });
}

/** `cpr/trend-model/`: the latest refit's figures per checkpoint. */
export function trendModelSummary(run: TrendModelRunRow | undefined): TrendModelSummary {
  return { fitted_at: run ? run.fittedAt.toISOString() : null, checkpoints: trendFiguresOf(run) };
}
