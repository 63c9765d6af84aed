import type { TrendCheckpoint, TrendCheckpointFigures } from '@app/contracts';

/** The checkpoints of the day as a trader reads them, in the day's order. */
export const checkpointNames: Record<TrendCheckpoint, string> = {
  open: 'Open',
  asia_close: 'Asia close',
  london_close: 'London close',
};

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
