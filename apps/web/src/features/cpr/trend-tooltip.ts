import type { TrendCheckpoint, TrendModelSummary, TrendServed } from '@app/contracts';
import { checkpointFiguresLine } from '../../components/trend-checkpoint-text.ts';

const checkpointTitles: Record<TrendCheckpoint, string> = {
  open: 'the open',
  asia_close: 'the Asia close',
  london_close: 'the London close',
};

/**
 * The Trend % badge's tooltip: at which checkpoint of the day the probability was made, whether it is
 * the model's or the base rate (the model did not beat it out of sample), then one line per
 * checkpoint of the latest refit (`cpr/trend-model/`) with its held-out figures, the one in use
 * marked: a trader sees how much more the forecast knows later in the day.
 */
export function trendTooltip(
  checkpoint: TrendCheckpoint | null,
  served: TrendServed | null,
  summary: TrendModelSummary | undefined,
): string {
  if (checkpoint === null) return 'Trend-day probability';
  const what =
    served === 'base_rate'
      ? `Base rate at ${checkpointTitles[checkpoint]}: the model did not beat it out of sample.`
      : `Model forecast at ${checkpointTitles[checkpoint]}.`;
  const lines = (summary?.checkpoints ?? []).map(
    (f) => `${f.checkpoint === checkpoint ? '▸' : '·'} ${checkpointFiguresLine(f)}`,
  );
  return lines.length === 0 ? what : [what, 'Held out, per checkpoint:', ...lines].join('\n');
}
