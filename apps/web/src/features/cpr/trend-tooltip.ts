import type { TrendCheckpoint, TrendModelSummary, TrendServed } from '@app/contracts';

const checkpointTitles: Record<TrendCheckpoint, string> = {
  open: 'the open',
  asia_close: 'the Asia close',
  london_close: 'the London close',
};

const pct = (v: number) => `${(100 * v).toFixed(1)} %`;

/**
 * The Trend % badge's tooltip: at which checkpoint of the day the probability was made, whether it is
 * the model's or the base rate (the model did not beat it out of sample), and that checkpoint's
 * held-out figures from `cpr/trend-model/` (Brier skill, AUC, Brier vs the base rate's) when loaded.
 */
export function trendTooltip(
  checkpoint: TrendCheckpoint | null,
  served: TrendServed | null,
  summary: TrendModelSummary | undefined,
): string {
  if (checkpoint === null) return 'Trend-day probability';
  const what =
    served === 'base_rate'
      ? `Base rate at ${checkpointTitles[checkpoint]}: the model did not beat it out of sample`
      : `Model forecast at ${checkpointTitles[checkpoint]}`;
  const f = summary?.checkpoints.find((c) => c.checkpoint === checkpoint);
  if (!f || f.brier === null || f.base_rate_brier === null || f.skill === null || f.auc === null)
    return `${what}.`;
  return (
    `${what}. Held out (${f.held_out} days): Brier skill ${pct(f.skill)}, AUC ${f.auc.toFixed(3)}, ` +
    `Brier ${f.brier.toFixed(4)} vs base rate ${f.base_rate_brier.toFixed(4)}.`
  );
}
