import { describe, expect, it } from 'vitest';
import {
  exportFileName,
  tradingViewList,
  tradingViewSymbol,
} from '../../../src/features/dashboard/tradingview-export.ts';

describe('TradingView export', () => {
  it('writes one EXCHANGE:SYMBOL.P line per symbol', () => {
    expect(tradingViewSymbol('mexc', 'BTCUSDT')).toBe('MEXC:BTCUSDT.P');
    expect(tradingViewList('BYBIT', ['BTCUSDT', 'ETHUSDT'])).toBe('BYBIT:BTCUSDT.P\nBYBIT:ETHUSDT.P\n');
    expect(tradingViewList('MEXC', [])).toBe('');
  });

  it('names the file from the group key, cap filter and narrow suffix', () => {
    expect(exportFileName('daily_narrow', 'All', false)).toBe('daily_narrow_all.txt');
    expect(exportFileName('weekly_super_narrow', 'Large', true)).toBe('weekly_super_narrow_large_narrow.txt');
    expect(exportFileName('virgin_trend', 'Nano', false)).toBe('virgin_trend_nano.txt');
  });
});
