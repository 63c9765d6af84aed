import type { TrendCheckpointFigures, TrendModelSummary } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { checkpointFiguresLine, trendNote } from '../../../src/components/trend-checkpoint-text.ts';
import { trendTooltip } from '../../../src/features/cpr/trend-tooltip.ts';

const figures = (f: Partial<TrendCheckpointFigures>): TrendCheckpointFigures => ({
  checkpoint: 'open',
  served: 'model',
  base_rate: 0.35,
  samples: 1000,
  held_out: 500,
  brier: 0.229,
  base_rate_brier: 0.2298,
  skill: 0.003,
  auc: 0.528,
  reliability: [],
  ...f,
});

const summary: TrendModelSummary = {
  fitted_at: '2025-01-02T00:01:00Z',
  checkpoints: [
    figures({}),
    figures({ checkpoint: 'asia_close', held_out: 0, skill: null, auc: null, served: 'base_rate' }),
    figures({ checkpoint: 'london_close', skill: 0.094, auc: 0.6792 }),
  ],
};

describe('trendTooltip', () => {
  it('names the checkpoint and what is served, then every checkpoint with its held-out figures', () => {
    expect(trendTooltip('london_close', 'model', summary)).toBe(
      [
        'Model forecast at the London close.',
        'Held out, per checkpoint:',
        '· Open: Brier skill 0.3 %, AUC 0.528 (500 days held out), model',
        '· Asia close: not evaluated yet (too little history), base rate',
        '▸ London close: Brier skill 9.4 %, AUC 0.679 (500 days held out), model',
      ].join('\n'),
    );
    expect(trendTooltip('open', 'base_rate', summary).split('\n')[0]).toBe(
      'Base rate at the open: the model did not beat it out of sample.',
    );
    expect(trendTooltip('open', 'model', undefined)).toBe('Model forecast at the open.');
    expect(trendTooltip(null, null, undefined)).toBe('Trend-day probability');
  });

  it('one line per checkpoint', () => {
    expect(checkpointFiguresLine(figures({ served: 'base_rate', skill: -0.01 }))).toBe(
      'Open: Brier skill -1.0 %, AUC 0.528 (500 days held out), base rate',
    );
  });
});

describe('trendNote', () => {
  it('names the checkpoint of a forecast and marks the base rate as such', () => {
    expect(trendNote('asia_close', 'model')).toBe('Asia close');
    expect(trendNote('london_close', 'model')).toBe('London close');
    expect(trendNote('open', 'base_rate')).toBe('≈ base rate · Open');
    expect(trendNote(null, null)).toBeNull();
  });
});
