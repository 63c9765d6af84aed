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
import { trade, trades } from './trades-fixtures.ts';
import {
  inEntryZone,
  statusBadge,
  statusLabel,
  tradeSteps,
  tradeSummary,
} from '../../../src/features/ict-trades/trades-model.ts';

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

describe('ICT trade model', () => {
  it('is in the entry zone when current price is between entry low and high, inclusive', () => {
    expect(trades.map(inEntryZone)).toEqual([true, true, false, false, false, false]);
    const zone = { entry_low: 1, entry_high: 2 };
    expect(inEntryZone({ ...zone, current_price: 1 })).toBe(true);
    expect(inEntryZone({ ...zone, current_price: 2 })).toBe(true);
    expect(inEntryZone({ ...zone, current_price: 0.999 })).toBe(false);
    expect(inEntryZone({ ...zone, current_price: 2.001 })).toBe(false);
    expect(inEntryZone({ ...zone, current_price: null })).toBe(false);
  });

  it('summarises the listed trades with the server definitions', () => {
    expect(tradeSummary(trades)).toEqual({
      trades: 6,
      counts: { open: 1, triggered: 1, tp1: 1, tp2: 1, stopped: 1, expired: 1 },
      tp1Rate: 2 / 3,
      tp2Rate: 1 / 3,
      stopRate: 1 / 3,
      expiredRate: 1 / 5,
      averageR: 2 / 3,
    });
    const empty = tradeSummary([]);
    expect([empty.trades, empty.tp1Rate, empty.expiredRate, empty.averageR]).toEqual([0, null, null, null]);
    expect(tradeSummary([trade(1, 'A')]).expiredRate).toBeNull();
  });

  it('labels statuses and lists the steps taken', () => {
    expect(statusLabel('tp2')).toBe('TP2 hit');
    expect(statusBadge('stopped')).toEqual({ tone: 'danger', outline: false });
    expect(statusBadge('expired')).toEqual({ tone: 'secondary', outline: true });
    expect(tradeSteps(trades[3] ?? trade(0, 'X')).map(([step]) => step)).toEqual([
      'Generated',
      'Triggered',
      'TP1',
      'TP2',
      'Closed',
    ]);
  });
});
