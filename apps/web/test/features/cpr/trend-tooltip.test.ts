import type { TrendModelSummary } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { trendTooltip } from '../../../src/features/cpr/trend-tooltip.ts';

const summary: TrendModelSummary = {
  fitted_at: '2025-01-02T00:01:00Z',
  checkpoints: [
    {
      checkpoint: 'london_close',
      served: 'model',
      base_rate: 0.35,
      samples: 1000,
      held_out: 500,
      brier: 0.2082,
      base_rate_brier: 0.2298,
      skill: 0.094,
      auc: 0.6792,
      reliability: [],
    },
  ],
};

describe('trendTooltip', () => {
  it('names the checkpoint, what is served and the held-out figures', () => {
    expect(trendTooltip('london_close', 'model', summary)).toBe(
      'Model forecast at the London close. Held out (500 days): Brier skill 9.4 %, AUC 0.679, Brier 0.2082 vs base rate 0.2298.',
    );
    expect(trendTooltip('open', 'base_rate', summary)).toBe(
      'Base rate at the open: the model did not beat it out of sample.',
    );
    expect(trendTooltip(null, null, undefined)).toBe('Trend-day probability');
  });
});
