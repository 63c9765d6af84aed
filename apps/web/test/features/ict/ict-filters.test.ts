import { describe, expect, it } from 'vitest';
import {
  coerceMinScore,
  defaultIctFilters,
  filterSetups,
  type IctFilters,
} from '../../../src/features/ict/ict-filters.ts';
import { setups } from './ict-fixtures.ts';

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
