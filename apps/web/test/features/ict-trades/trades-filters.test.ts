import { describe, expect, it } from 'vitest';
import {
  biasOptions,
  defaultTradeFilters,
  filterTrades,
  reasonOptions,
  statusOptions,
  summaryText,
  type TradeFilters,
} from '../../../src/features/ict-trades/trades-filters.ts';
import { trades } from './trades-fixtures.ts';

const ids = (over: Partial<TradeFilters>) =>
  filterTrades(trades, { ...defaultTradeFilters, ...over }).map((t) => t.id);

describe('ICT trade filters', () => {
  it('keeps every trade, in order, at the defaults', () => {
    expect(ids({})).toEqual([6, 5, 4, 3, 2, 1]);
  });

  it('filters the symbol case-insensitively by contains', () => {
    expect(ids({ symbol: 'btc' })).toEqual([6, 2]);
    expect(ids({ symbol: ' pepe ' })).toEqual([4]);
    expect(ids({ symbol: 'nope' })).toEqual([]);
  });

  it('keeps any chosen bias', () => {
    expect(ids({ biases: ['Bearish'] })).toEqual([5, 4]);
    expect(ids({ biases: ['Bullish', 'Neutral'] })).toEqual([6, 3, 2, 1]);
  });

  it('keeps trades carrying every chosen reason', () => {
    expect(ids({ reasons: ['Liquidity Sweep'] })).toEqual([5, 4]);
    expect(ids({ reasons: ['LTF OTE Zone'] })).toEqual([6, 4, 3, 2, 1]);
    expect(ids({ reasons: ['LTF OTE Zone', 'Liquidity Sweep'] })).toEqual([4]);
    expect(ids({ reasons: ['2-Sided FVG', 'Breaker FVG'] })).toEqual([]);
  });

  it('keeps any chosen status, and combines all filters', () => {
    expect(ids({ statuses: ['tp1', 'tp2'] })).toEqual([4, 3]);
    expect(ids({ statuses: ['open', 'triggered'] })).toEqual([6, 5]);
    expect(ids({ symbol: 'btc', statuses: ['stopped'], biases: ['Neutral'] })).toEqual([2]);
  });

  it('offers the spec options', () => {
    expect(biasOptions.map((o) => o.label)).toEqual(['Bullish', 'Bearish', 'Neutral']);
    expect(reasonOptions.map((o) => o.label)).toEqual([
      'HTF Bias Bullish',
      'HTF Bias Bearish',
      'HTF Bias Neutral',
      'HTF PD Array Discount Zone',
      'HTF PD Array Premium Zone',
      'HTF PD Array Equilibrium',
      'LTF OTE Zone',
      '1-Sided FVG',
      'Breaker FVG',
      '2-Sided FVG',
      'Liquidity Sweep',
    ]);
    expect(statusOptions.map((o) => o.label)).toEqual([
      'Open',
      'Triggered',
      'TP1 hit',
      'TP2 hit',
      'Stopped',
      'Expired',
    ]);
    expect(summaryText('Bias', [])).toBe('Bias: All');
    expect(summaryText('Bias', ['Bullish', 'Bearish'])).toBe('Bias: Bullish, Bearish');
    expect(summaryText('Reasons', ['a', 'b', 'c'])).toBe('Reasons: 3 selected');
  });
});
