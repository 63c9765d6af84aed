import type { IctTp1ModelInfo } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  formatSkill,
  formatTp1,
  TP1_DEFINITION,
  tp1CellClass,
  tp1CellTitle,
  tp1ModelLines,
} from '../../src/components/tp1-model.ts';

const fitted: IctTp1ModelInfo = {
  served: 'model',
  fitted_at: '2025-08-31T00:00:00Z',
  n: 4210,
  base_rate: 0.342,
  held_out_n: 1800,
  auc: 0.5271,
  brier: 0.22487,
  base_rate_brier: 0.22509,
  brier_skill: 0.00098,
};

describe('P(TP1) page model', () => {
  it('shows a forecast as a whole percentage, a dash without one', () => {
    expect(formatTp1(0.342)).toBe('34%');
    expect(formatTp1(0.345)).toBe('35%');
    expect(formatTp1(0)).toBe('0%');
    expect(formatTp1(1)).toBe('100%');
    expect(formatTp1(null)).toBe('-');
  });

  it('says in the cell what is served, muting the base rate only', () => {
    expect(tp1CellTitle('model')).toBe('P(TP1) served: the calibrated model');
    expect(tp1CellTitle('base_rate')).toBe(
      'P(TP1) served: the base rate: the model did not beat it on held-out trades',
    );
    expect(tp1CellTitle('none')).toBe('P(TP1) served: nothing yet: not enough resolved trades');
    expect(tp1CellClass('base_rate')).toContain('text-body-secondary');
    expect(tp1CellClass('model')).toBeUndefined();
    expect(tp1CellClass('none')).toBeUndefined();
  });

  it('signs the Brier skill in percent with two decimals', () => {
    expect(formatSkill(0.00098)).toBe('+0.10%');
    expect(formatSkill(-0.0031)).toBe('−0.31%');
    expect(formatSkill(0)).toBe('+0.00%');
    expect(formatSkill(null)).toBe('-');
  });

  it('gives the served model its held-out figures and fit in the tooltip', () => {
    expect(tp1ModelLines(fitted, 'UTC')).toEqual([
      TP1_DEFINITION,
      'Served: the calibrated model.',
      'Held out (1800 trades): AUC 0.527, Brier 0.2249 vs base rate 0.2251, skill +0.10%.',
      'Fitted 2025-08-31 00:00 UTC on 4210 resolved trades (TP1 rate 34%).',
    ]);
  });

  it('says when the base rate is served instead, with its value', () => {
    const lines = tp1ModelLines({ ...fitted, served: 'base_rate', auc: 0.49, brier_skill: -0.002 }, 'UTC');
    expect(lines[1]).toBe('Served: the base rate (34%); the model did not beat it on held-out trades.');
    expect(lines[2]).toBe(
      'Held out (1800 trades): AUC 0.490, Brier 0.2249 vs base rate 0.2251, skill −0.20%.',
    );
  });

  it('says "not enough outcomes" before the first refit, and when the figures are unavailable', () => {
    const none: IctTp1ModelInfo = {
      served: 'none',
      fitted_at: null,
      n: 0,
      base_rate: null,
      held_out_n: 0,
      auc: null,
      brier: null,
      base_rate_brier: null,
      brier_skill: null,
    };
    expect(tp1ModelLines(none, 'UTC')).toEqual([
      TP1_DEFINITION,
      'Served: nothing yet, not enough outcomes (300 resolved trades are needed).',
      'Held out: no scored trades yet.',
      'Not fitted yet (refit daily at 00:00 UTC).',
    ]);
    expect(tp1ModelLines(undefined, 'UTC')).toEqual([TP1_DEFINITION, 'The model figures are not available.']);
  });
});
