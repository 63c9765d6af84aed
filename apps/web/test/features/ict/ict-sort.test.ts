import { describe, expect, it } from 'vitest';
import { defaultIctSort, nextIctSort, sortSetups } from '../../../src/features/ict/ict-sort.ts';
import { setup, setups } from './ict-fixtures.ts';

const symbols = (list: { symbol: string }[]) => list.map((s) => s.symbol);

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

describe('ICT setup sort by P(TP1)', () => {
  it('starts highest first, setups without a P(TP1) last either way (best score first among them)', () => {
    const list = [
      setup('AAAUSDT', { score: 5, p_tp1: 0.3, p_tp1_served: 'model' }),
      setup('BBBUSDT', { score: 9, p_tp1: null }),
      setup('CCCUSDT', { score: 4, p_tp1: 0.4, p_tp1_served: 'model' }),
      setup('DDDUSDT', { score: 7, p_tp1: null }),
      setup('EEEUSDT', { score: 6, p_tp1: 0.3, p_tp1_served: 'base_rate' }),
    ];
    const high = nextIctSort(defaultIctSort, 'p_tp1');
    expect(high).toEqual({ key: 'p_tp1', direction: 'desc' });
    expect(symbols(sortSetups(list, high))).toEqual(['CCCUSDT', 'EEEUSDT', 'AAAUSDT', 'BBBUSDT', 'DDDUSDT']);
    expect(symbols(sortSetups(list, nextIctSort(high, 'p_tp1')))).toEqual([
      'EEEUSDT',
      'AAAUSDT',
      'CCCUSDT',
      'BBBUSDT',
      'DDDUSDT',
    ]);
  });
});
