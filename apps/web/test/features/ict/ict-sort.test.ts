import { describe, expect, it } from 'vitest';
import { breakdownView, priceInside } from '../../../src/features/ict/ict-breakdown-model.ts';
import {
  coerceMinScore,
  defaultIctFilters,
  filterSetups,
  type IctFilters,
} from '../../../src/features/ict/ict-filters.ts';
import { setup, setups } from './ict-fixtures.ts';
import {
  formatPrice,
  formatR,
  formatShortTime,
  formatZone,
  priceDecimals,
} from '../../../src/features/ict/ict-format.ts';
import { biasTone, labelBadge } from '../../../src/features/ict/ict-labels.ts';
import { defaultIctSort, nextIctSort, sortSetups } from '../../../src/features/ict/ict-sort.ts';

const symbols = (list: { symbol: string }[]) => list.map((s) => s.symbol);
const only = (over: Partial<IctFilters>) => symbols(filterSetups(setups, { ...defaultIctFilters, ...over }));

describe('ICT setup filters', () => {
  it('keeps everything at the defaults', () => {
    expect(only({})).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT', '1000PEPEUSDT', 'XRPUSDT']);
  });

  it('filters by HTF bias and PD array', () => {
    expect(only({ bias: 'Bearish' })).toEqual(['ETHUSDT', '1000PEPEUSDT']);
    expect(only({ bias: 'Neutral' })).toEqual(['SOLUSDT']);
    expect(only({ pdArray: 'Premium' })).toEqual(['ETHUSDT']);
    expect(only({ pdArray: 'Unknown' })).toEqual(['1000PEPEUSDT']);
    expect(only({ pdArray: 'Equilibrium', bias: 'Bullish' })).toEqual([]);
  });

  it('filters by OTE, FVG type and liquidity sweep', () => {
    expect(only({ ote: 'yes' })).toEqual(['BTCUSDT', 'ETHUSDT']);
    expect(only({ ote: 'no' })).toEqual(['SOLUSDT', '1000PEPEUSDT', 'XRPUSDT']);
    expect(only({ fvg: 'Breaker FVG' })).toEqual(['ETHUSDT']);
    expect(only({ fvg: 'Two Sided FVG' })).toEqual(['SOLUSDT']);
    expect(only({ fvg: 'One Sided FVG' })).toEqual(['BTCUSDT']);
    expect(only({ sweep: 'yes' })).toEqual(['BTCUSDT', '1000PEPEUSDT']);
    expect(only({ sweep: 'no' })).toEqual(['ETHUSDT', 'SOLUSDT', 'XRPUSDT']);
  });

  it('keeps scores at or above Min Score, coerced to a number', () => {
    expect(only({ minScore: '6' })).toEqual(['BTCUSDT', 'ETHUSDT']);
    expect(only({ minScore: '3.5' })).toEqual(['BTCUSDT', 'ETHUSDT', '1000PEPEUSDT']);
    expect(only({ minScore: '10' })).toEqual([]);
    expect(coerceMinScore('')).toBe(0);
    expect(coerceMinScore('  ')).toBe(0);
    expect(coerceMinScore('abc')).toBe(0);
    expect(coerceMinScore(' 7 ')).toBe(7);
    expect(coerceMinScore('-2')).toBe(-2);
  });
});

describe('ICT setup sort', () => {
  it('starts on score, highest first, and toggles on the same column', () => {
    expect(symbols(sortSetups(setups, defaultIctSort))).toEqual([
      'BTCUSDT',
      'ETHUSDT',
      '1000PEPEUSDT',
      'SOLUSDT',
      'XRPUSDT',
    ]);
    const asc = nextIctSort(defaultIctSort, 'score');
    expect(asc).toEqual({ key: 'score', direction: 'asc' });
    expect(symbols(sortSetups(setups, asc))).toEqual([
      'XRPUSDT',
      'SOLUSDT',
      '1000PEPEUSDT',
      'ETHUSDT',
      'BTCUSDT',
    ]);
    expect(nextIctSort(asc, 'score')).toEqual(defaultIctSort);
  });

  it('sorts the bias Bullish, Bearish, Neutral (best score first within), then reversed', () => {
    const bias = nextIctSort(defaultIctSort, 'bias');
    expect(bias).toEqual({ key: 'bias', direction: 'asc' });
    expect(symbols(sortSetups(setups, bias))).toEqual([
      'BTCUSDT',
      'XRPUSDT',
      'ETHUSDT',
      '1000PEPEUSDT',
      'SOLUSDT',
    ]);
    expect(symbols(sortSetups(setups, nextIctSort(bias, 'bias')))).toEqual([
      'SOLUSDT',
      'ETHUSDT',
      '1000PEPEUSDT',
      'BTCUSDT',
      'XRPUSDT',
    ]);
  });

  it('sorts the FVG type One Sided, Breaker, Two Sided, None, then reversed', () => {
    const fvg = nextIctSort(defaultIctSort, 'fvg');
    expect(symbols(sortSetups(setups, fvg))).toEqual([
      'BTCUSDT',
      'ETHUSDT',
      'SOLUSDT',
      '1000PEPEUSDT',
      'XRPUSDT',
    ]);
    expect(symbols(sortSetups(setups, nextIctSort(fvg, 'fvg')))).toEqual([
      '1000PEPEUSDT',
      'XRPUSDT',
      'SOLUSDT',
      'ETHUSDT',
      'BTCUSDT',
    ]);
  });

  it('ties by symbol and leaves its input alone', () => {
    const same = [setup('B', { score: 5 }), setup('A', { score: 5 })];
    expect(symbols(sortSetups(same, defaultIctSort))).toEqual(['A', 'B']);
    expect(symbols(same)).toEqual(['B', 'A']);
  });
});

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

describe('ICT formatting', () => {
  it('formats BTC and PEPE sized prices to 5 significant digits, at least cents', () => {
    expect(formatPrice(65012.345)).toBe('65,012.35');
    expect(formatPrice(3200)).toBe('3,200.00');
    expect(formatPrice(150.5)).toBe('150.50');
    expect(formatPrice(10.07594)).toBe('10.076');
    expect(formatPrice(1.234567)).toBe('1.2346');
    expect(formatPrice(0.6)).toBe('0.60000');
    expect(formatPrice(0.009123456)).toBe('0.0091235');
    expect(formatPrice(0.0000123)).toBe('0.000012300');
    expect(formatPrice(0)).toBe('0.00');
    expect(formatPrice(null)).toBe('-');
    expect(formatPrice(Number.NaN)).toBe('-');
    expect([65000, 150, 2.1, 0.009, 0.0000123, 1e-20].map(priceDecimals)).toEqual([2, 2, 4, 7, 9, 12]);
  });

  it('gives the levels of one setup or trade the decimals of its reference price', () => {
    expect(formatPrice(0.9412, 1.0057)).toBe('0.9412');
    expect(formatPrice(1.0057, 1.0057)).toBe('1.0057');
    expect(formatPrice(85.5, 65000)).toBe('85.50');
    expect(formatZone(0.00001234, 0.00001245)).toBe('0.000012340 – 0.000012450');
    expect(formatZone(2.1355, 2.142)).toBe('2.1355 – 2.1420');
    expect(formatZone(99.5, 100.25, 99.5)).toBe('99.500 – 100.250');
  });

  it('formats times and R multiples', () => {
    expect(formatShortTime('2025-01-02T13:05:00Z', 'UTC')).toBe('2 Jan, 13:05');
    expect(formatShortTime(null)).toBe('-');
    expect(formatShortTime('nope')).toBe('-');
    expect(formatR(1.5)).toBe('+1.5R');
    expect(formatR(-1)).toBe('−1R');
    expect(formatR(0.001)).toBe('0R');
    expect(formatR(null)).toBe('-');
  });

  it('colours the bias and the label', () => {
    expect([biasTone('Bullish'), biasTone('Bearish'), biasTone('Neutral')]).toEqual([
      'success',
      'danger',
      'secondary',
    ]);
    expect(labelBadge('Strong Bullish')).toEqual({ tone: 'success', outline: false });
    expect(labelBadge('Potential Bearish')).toEqual({ tone: 'danger', outline: true });
    expect(labelBadge('No Setup')).toEqual({ tone: 'secondary', outline: false });
    expect(labelBadge('Neutral')).toEqual({ tone: 'secondary', outline: false });
  });
});
