import { type IctTrade, IctTradesPageQuery } from '@app/contracts';
import { ictOutcomeStats, listTrades } from '@app/core';
import type { FakeHandler } from '../../support/fake-fetch.ts';
import { json } from '../../support/fake-fetch.ts';

/** Test data for the ICT trades screen (not shipped: only tests import it). */
export function trade(id: number, symbol: string, over: Partial<IctTrade> = {}): IctTrade {
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
    reasons: ['HTF Bias Bullish', 'HTF PD Array Discount Zone', 'LTF OTE Zone', '1-Sided FVG'],
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

/**
 * Six trades, newest first: one per status. BTC (open) and ETH (triggered) have price inside their
 * entry zones (ETH on its upper edge); the rest are outside. Outcomes: tp1 +1R (still live: honest R unknown), tp2 +2R
 * (honest R 1.5: half at TP1, half at TP2), stopped −1R. P(TP1): BTC #6 29 % and PEPE 41 % from the model,
 * ETH 34 % the base rate, the rest none.
 */
export const trades: IctTrade[] = [
  trade(6, 'BTCUSDT', {
    entry_low: 64000,
    entry_high: 64500,
    stop_loss: 63500,
    take_profit_1: 65500,
    take_profit_2: 66500,
    current_price: 64000,
    created_at: '2025-01-02T12:30:00Z',
    p_tp1: 0.29,
    p_tp1_served: 'model',
  }),
  trade(5, 'ETHUSDT', {
    bias: 'Bearish',
    reasons: ['HTF Bias Bearish', 'HTF PD Array Premium Zone', 'Breaker FVG', 'Liquidity Sweep'],
    entry_low: 3200,
    entry_high: 3250,
    current_price: 3250,
    status: 'triggered',
    triggered_at: '2025-01-02T12:20:00Z',
    p_tp1: 0.34,
    p_tp1_served: 'base_rate',
  }),
  trade(4, '1000PEPEUSDT', {
    bias: 'Bearish',
    reasons: ['HTF Bias Bearish', 'LTF OTE Zone', 'Liquidity Sweep'],
    entry_low: 0.00001234,
    entry_high: 0.00001245,
    stop_loss: 0.0000128,
    take_profit_1: 0.0000118,
    take_profit_2: 0.0000112,
    current_price: 0.0000119,
    status: 'tp1',
    triggered_at: '2025-01-02T11:00:00Z',
    tp1_at: '2025-01-02T11:30:00Z',
    r_multiple: 1,
    p_tp1: 0.41,
    p_tp1_served: 'model',
  }),
  trade(3, 'SOLUSDT', {
    status: 'tp2',
    current_price: 131,
    triggered_at: '2025-01-02T10:00:00Z',
    tp1_at: '2025-01-02T10:30:00Z',
    tp2_at: '2025-01-02T11:00:00Z',
    closed_at: '2025-01-02T11:00:00Z',
    r_multiple: 2,
    honest_r: 1.5,
  }),
  trade(2, 'BTCUSDT', {
    bias: 'Neutral',
    reasons: ['HTF Bias Neutral', 'LTF OTE Zone', '2-Sided FVG'],
    status: 'stopped',
    current_price: 94,
    triggered_at: '2025-01-02T09:00:00Z',
    stopped_at: '2025-01-02T09:30:00Z',
    closed_at: '2025-01-02T09:30:00Z',
    r_multiple: -1,
    honest_r: -1,
  }),
  trade(1, 'XRPUSDT', {
    status: 'expired',
    current_price: null,
    expired_at: '2025-01-02T08:00:00Z',
    closed_at: '2025-01-02T08:00:00Z',
  }),
];

/**
 * A fake `GET ict/trades/page/` over `all`, answering each query as the server does (core
 * `listTrades` and `ictOutcomeStats`, the server's ict-trades-page.ts); a bad query is a 400.
 */
export function tradesPageRoute(all: readonly IctTrade[]): FakeHandler {
  return (call) => {
    const parsed = IctTradesPageQuery.safeParse(
      Object.fromEntries(new URLSearchParams(call.path.split('?')[1])),
    );
    if (!parsed.success) return json(400, { detail: parsed.error.message });
    const list = listTrades(all, parsed.data);
    const s = ictOutcomeStats(list.matched.map((t) => ({ status: t.status, honestR: t.honest_r })));
    return json(200, {
      total: all.length,
      matched: list.matched.length,
      page: list.page,
      page_count: list.pageCount,
      size: parsed.data.size,
      summary: {
        trades: s.trades,
        counts: s.counts,
        tp1_rate: s.tp1Rate,
        tp2_rate: s.tp2Rate,
        stop_rate: s.stopRate,
        expired_rate: s.expiredRate,
        average_r: s.averageR,
      },
      trades: list.rows,
    });
  };
}
