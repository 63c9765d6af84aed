import type { TrendCheckpoint, TrendCheckpointFigures, TrendServed } from '@app/contracts';

/** The checkpoints of the day as a trader reads them, in the day's order. */
const checkpointNames: Record<TrendCheckpoint, string> = {
  open: 'Open',
  asia_close: 'Asia close',
  london_close: 'London close',
};

/** What a base-rate Trend % says under its value: it is the usual rate, not a forecast. */
export const BASE_RATE_NOTE = '≈ base rate';

/**
 * The line under a Trend % value (docs/trend-model.md "Served"): the checkpoint of the day its
 * forecast was made at ('Asia close'), or '≈ base rate · Open' when the base rate is served (the
 * model did not beat it there); null without a probability.
 */
export function trendNote(checkpoint: TrendCheckpoint | null, served: TrendServed | null): string | null {
  if (checkpoint === null) return null;
  const at = checkpointNames[checkpoint];
  return served === 'base_rate' ? `${BASE_RATE_NOTE} · ${at}` : at;
}

const pct = (v: number) => `${(100 * v).toFixed(1)} %`;

/**
 * One checkpoint's held-out figures in one line (the Trend % tooltip, the admin overview):
 * `Asia close: Brier skill 3.3 %, AUC 0.610 (46870 days held out), model`; a checkpoint with no
 * held-out day yet says so (it serves the base rate).
 */
export function checkpointFiguresLine(f: TrendCheckpointFigures): string {
  const served = f.served === 'model' ? 'model' : 'base rate';
  if (f.held_out === 0 || f.skill === null || f.auc === null)
    return `${checkpointNames[f.checkpoint]}: not evaluated yet (too little history), ${served}`;
  return (
    `${checkpointNames[f.checkpoint]}: Brier skill ${pct(f.skill)}, AUC ${f.auc.toFixed(3)} ` +
    `(${f.held_out} days held out), ${served}`
  );
}
