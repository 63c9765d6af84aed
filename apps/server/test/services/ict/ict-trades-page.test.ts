import { type IctTrade, IctTradesPageQuery } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { ictTradesPage } from '../../../src/services/ict/ict-trades-page.ts';

function trade(id: number, symbol: string, over: Partial<IctTrade> = {}): IctTrade {
  return {
    id,
    symbol,
    bias: 'Bullish',
    entry_low: 100,
    entry_high: 110,
    stop_loss: 95,
    take_profit_1: 120,
    take_profit_2: 130,
    r_tp1: 2,
    r_tp2: 4,
    current_price: 115,
    reasons: ['HTF Bias Bullish'],
    created_at: '2025-01-02T12:00:00Z',
    score: 8,
    label: 'Strong Bullish',
    status: 'open',
    triggered_at: null,
    tp1_at: null,
    tp2_at: null,
    stopped_at: null,
    expired_at: null,
    closed_at: null,
    r_multiple: null,
    honest_r: null,
    p_tp1: null,
    p_tp1_served: 'none',
    updated_at: '2025-01-02T12:00:00Z',
    ...over,
  };
}

const q = (query: Record<string, string>) => IctTradesPageQuery.parse(query);
const trades = [
  trade(1, 'BTCUSDT', { created_at: '2025-01-01T00:00:00Z', p_tp1: 0.3, status: 'stopped', honest_r: -1 }),
  trade(2, 'ETHUSDT', { created_at: '2025-01-02T00:00:00Z', p_tp1: null, bias: 'Bearish' }),
  trade(3, 'BTCUSDT', { created_at: '2025-01-03T00:00:00Z', p_tp1: 0.5, reasons: ['Liquidity Sweep'] }),
];

describe('ictTradesPage', () => {
  it('pages newest first with the total, matched count and the summary of the matched trades', () => {
    const p = ictTradesPage(trades, q({ size: '10' }));
    expect(p.trades.map((t) => t.id)).toEqual([3, 2, 1]);
    expect(p).toMatchObject({ total: 3, matched: 3, page: 1, page_count: 1 });
    expect(p.summary.counts.stopped).toBe(1);
    expect(p.summary.average_r).toBe(-1);
  });

  it('filters by symbol (contains), bias, status and every reason; sorts by P(TP1) with none last', () => {
    expect(ictTradesPage(trades, q({ symbol: 'btc' })).trades.map((t) => t.id)).toEqual([3, 1]);
    expect(ictTradesPage(trades, q({ bias: 'Bearish' })).trades.map((t) => t.id)).toEqual([2]);
    expect(ictTradesPage(trades, q({ status: 'open,stopped' })).matched).toBe(3);
    expect(ictTradesPage(trades, q({ reasons: 'Liquidity Sweep' })).trades.map((t) => t.id)).toEqual([3]);
    expect(ictTradesPage(trades, q({ sort: 'p_tp1', dir: 'asc' })).trades.map((t) => t.id)).toEqual([
      1, 3, 2,
    ]);
    expect(ictTradesPage(trades, q({ sort: 'p_tp1' })).trades.map((t) => t.id)).toEqual([3, 1, 2]);
  });

  it('serves the last page when the one asked is past the end, and one empty page for no match', () => {
    const many = Array.from({ length: 25 }, (_, i) => trade(i + 1, 'SOLUSDT'));
    const p = ictTradesPage(many, q({ size: '10', page: '9' }));
    expect([p.page, p.page_count, p.trades.length]).toEqual([3, 3, 5]);
    expect(ictTradesPage(many, q({ symbol: 'XRP' }))).toMatchObject({
      matched: 0,
      page: 1,
      page_count: 1,
      trades: [],
    });
  });
});
