import { describe, expect, it } from 'vitest';
import { tradingViewChartUrl, tradingViewSymbol } from '../../src/markets/tradingview.ts';

describe('TradingView names', () => {
  it('names the USDT perpetual of an exchange', () => {
    expect(tradingViewSymbol('mexc', ' btcusdt ')).toBe('MEXC:BTCUSDT.P');
  });
  it('links the chart of that perpetual', () => {
    expect(tradingViewChartUrl('BINANCE', '1000PEPEUSDT')).toBe(
      'https://www.tradingview.com/chart/?symbol=BINANCE:1000PEPEUSDT.P',
    );
  });
});
