import { describe, expect, it } from 'vitest';
import { breakdownView, priceInside } from '../../src/components/ict-breakdown-model.ts';
import { setup, setups } from '../features/ict/ict-fixtures.ts';

describe('ICT breakdown view', () => {
  it('totals the points and places price in the range and zones', () => {
    const view = breakdownView(setups[0] ?? setup('X'));
    expect(view.total).toBe(6);
    expect(view.dealingRange).toEqual({ high: 70000, low: 60000, percent: 30, gauge: 30 });
    expect(view.ote).toEqual({ low: 62100, high: 62900, inside: true });
    expect(view.zone?.name).toBe('Bullish fair value gap');
    expect(view.zone?.inside).toBe(true);
    expect(view.sweep?.level).toBe('PDL');
  });

  it('names breakers and balanced ranges, clamps the gauge, and copes with missing levels', () => {
    const outside = breakdownView(
      setup('X', {
        price: 71000,
        breakdown: {
          ...(setups[0] ?? setup('X')).breakdown,
          dealing_range: { high: 70000, low: 60000, position: 1.1 },
          zone: { kind: 'breaker', direction: 'bearish', low: 1, high: 2, start: '2025-01-02T00:00:00Z' },
        },
      }),
    );
    expect(outside.dealingRange?.percent).toBeCloseTo(110);
    expect(outside.dealingRange?.gauge).toBe(100);
    expect(outside.ote?.inside).toBe(false);
    expect(outside.zone?.name).toBe('Bearish breaker zone');
    expect(breakdownView(setups[2] ?? setup('X')).zone?.name).toBe('Balanced price range');
    const bare = breakdownView(setups[3] ?? setup('X'));
    expect([bare.dealingRange, bare.ote, bare.leg, bare.zone, bare.atr]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(bare.total).toBe(4);
    const zero = breakdownView(
      setup('Z', {
        breakdown: { ...setup('Z').breakdown, dealing_range: { high: 5, low: 5, position: null } },
      }),
    );
    expect(zero.dealingRange?.percent).toBeNull();
    expect(priceInside(null, 1, 2)).toBeNull();
    expect(priceInside(1.5, 2, 1)).toBe(true);
    expect(priceInside(2, 1, 2)).toBe(true);
  });
});
