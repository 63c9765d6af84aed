import { describe, expect, it } from 'vitest';
import { ictOutcomeStats } from '../../src/ict/outcome-stats.ts';

describe('ictOutcomeStats', () => {
  it('counts and rates over the resolved trades', () => {
    const s = ictOutcomeStats([
      { status: 'tp1', honestR: 0.5 },
      { status: 'tp2', honestR: 2 },
      { status: 'stopped', honestR: -1 },
      { status: 'stopped', honestR: -1 },
      { status: 'expired', honestR: null },
      { status: 'open', honestR: null },
      { status: 'triggered', honestR: null },
      { status: 'tp1', honestR: null },
    ]);
    expect(s).toEqual({
      trades: 8,
      counts: { open: 1, triggered: 1, tp1: 2, tp2: 1, stopped: 2, expired: 1 },
      tp1Rate: 0.6,
      tp2Rate: 0.2,
      stopRate: 0.4,
      expiredRate: 1 / 7,
      averageR: 0.125,
    });
  });

  it('null rates without a denominator', () => {
    expect(ictOutcomeStats([{ status: 'open', honestR: null }])).toMatchObject({
      trades: 1,
      tp1Rate: null,
      tp2Rate: null,
      stopRate: null,
      expiredRate: null,
      averageR: null,
    });
  });
});
