import type { IctAnalysis, IctTradePlan, IctTradeState, IctTradeStatus, Tp1Forecast } from '@app/core';
import { msOrNull } from '../../lib/time.ts';
import type { IctTradeInsert, IctTradeRow, IctTradeUpdate } from '../../repositories/ict-repository.ts';
import type { IctTradeAlert } from '../discord/ict-trade-message.ts';

/** The plan a stored trade was generated with. */
export function planOf(row: IctTradeRow): IctTradePlan {
  return {
    direction: row.bias as IctTradePlan['direction'],
    entryLow: row.entryLow,
    entryHigh: row.entryHigh,
    stopLoss: row.stopLoss,
    takeProfit1: row.takeProfit1,
    takeProfit2: row.takeProfit2,
    legFromTime: row.legFromTime,
    legToTime: row.legToTime,
  };
}

/** Where a stored trade stands. */
export function stateOf(row: IctTradeRow): IctTradeState {
  return {
    status: row.status as IctTradeStatus,
    triggeredAt: msOrNull(row.triggeredAt),
    tp1At: msOrNull(row.tp1At),
    tp2At: msOrNull(row.tp2At),
    stoppedAt: msOrNull(row.stoppedAt),
    expiredAt: msOrNull(row.expiredAt),
    closedAt: msOrNull(row.closedAt),
    rMultiple: row.rMultiple,
    judgedThrough: row.judgedThrough,
  };
}

/** The update of a trade to `state` at `price`. */
export function updateOf(id: number, state: IctTradeState, price: number | null): IctTradeUpdate {
  return { id, currentPrice: price, ...state };
}

/**
 * A new trade from a symbol's analysis that carries a plan, created at the analysis time, with its
 * P(TP1) features and forecast.
 */
export function insertOf(
  symbol: string,
  a: IctAnalysis & { trade: IctTradePlan },
  tp1: { features: number[]; forecast: Tp1Forecast },
): IctTradeInsert {
  const { trade } = a;
  return {
    symbol,
    bias: trade.direction,
    entryLow: trade.entryLow,
    entryHigh: trade.entryHigh,
    stopLoss: trade.stopLoss,
    takeProfit1: trade.takeProfit1,
    takeProfit2: trade.takeProfit2,
    currentPrice: a.price,
    reasons: a.reasons.map((r) => r.reason),
    score: a.score,
    label: a.label,
    legFromTime: trade.legFromTime,
    legToTime: trade.legToTime,
    createdAt: a.asOf,
    tp1Features: tp1.features,
    tp1Forecast: tp1.forecast,
  };
}

/** The key of "one trade per symbol, direction and leg". */
export const legKey = (symbol: string, direction: string, legFromTime: number) =>
  `${symbol}|${direction}|${legFromTime}`;

/** The Discord alert of a stored trade. */
export function tradeAlertOf(trade: IctTradeRow): IctTradeAlert {
  return {
    symbol: trade.symbol,
    bias: trade.bias as IctTradeAlert['bias'],
    entry_low: trade.entryLow,
    entry_high: trade.entryHigh,
    stop_loss: trade.stopLoss,
    take_profit_1: trade.takeProfit1,
    take_profit_2: trade.takeProfit2,
    reasons: trade.reasons,
    created_at: trade.createdAt,
    score: trade.score,
  };
}
