import { describe, expect, it } from 'vitest';
import { ictOutcomeStats } from '../../src/ict/outcome-stats.ts';

describe('ictOutcomeStats', () => {
  it('counts and rates over the resolved trades', () => {
    const s = ictOutcomeStats([
      { status: 'tp1', rMultiple: 1 },
      { status: 'tp2', rMultiple: 3 },
      { status: 'stopped', rMultiple: -1 },
      { status: 'stopped', rMultiple: -1 },
      { status: 'expired', rMultiple: null },
      { status: 'open', rMultiple: null },
      { status: 'triggered', rMultiple: null },
    ]);
    expect(s).toEqual({
      trades: 7,
      counts: { open: 1, triggered: 1, tp1: 1, tp2: 1, stopped: 2, expired: 1 },
      tp1Rate: 0.5,
      tp2Rate: 0.25,
      stopRate: 0.5,
      expiredRate: 1 / 6,
      averageR: 0.5,
    });
  });

  it('null rates without a denominator', () => {
    expect(ictOutcomeStats([{ status: 'open', rMultiple: null }])).toMatchObject({
      trades: 1,
      tp1Rate: null,
      tp2Rate: null,
      stopRate: null,
      expiredRate: null,
      averageR: null,
    });
  });
});
