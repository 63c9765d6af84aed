import {
  advanceTrade,
  analyzeIct,
  type Candle,
  type IctAnalysis,
  type IctParams,
  type IctSetupLabel,
  type IctTradePlan,
  type IctTradeState,
  newTradeState,
  type TradeRules,
  tp1Features,
  tradeRefusal,
} from '@app/core';
import type { KlineDataSet } from '../../src/market/files/load-kline-folder.ts';

const M5 = 5 * 60_000;

/** A trade the replay generated, with where it stands at the end of the data. */
export interface ReplayedTrade {
  symbol: string;
  plan: IctTradePlan;
  /** The 5m close it was generated at (the analysis' `asOf`). */
  createdAt: number;
  score: number;
  label: IctSetupLabel;
  state: IctTradeState;
  /** `tp1Features` at generation. */
  features: number[];
}

/** Called with every evaluation (symbol, analysis at the 5m close `now`), for a report's counts. */
export type OnEvaluation = (symbol: string, a: IctAnalysis, now: number, start: number) => void;

/** A symbol's 5m and 1h bars in a loaded folder. */
export function seriesOf(data: KlineDataSet, symbol: string) {
  const perTf = data.candles.get(symbol);
  return { bars5m: perTf?.get('5m') ?? [], bars1h: perTf?.get('1h') ?? [] };
}

/**
 * Replays the ICT engine over a loaded kline folder, every symbol (sorted), at every 5m close, as the
 * live scan runs it: the live trades are advanced over the bar that just closed (`advanceTrade`),
 * then `analyzeIct` runs, and a trade is generated when the plan is non-null, the symbol has no
 * trade yet for that leg (legFromTime + direction) and the one-trade-per-idea `rules` admit it
 * (`tradeRefusal`, as the live scan), created at `asOf`. Each analysis reads only bars closed at its
 * `now`, so cutting the folder later changes nothing generated before the cut.
 */
export function replayIctTrades(
  data: KlineDataSet,
  params: IctParams,
  rules: TradeRules,
  onEvaluation?: OnEvaluation,
): ReplayedTrade[] {
  const trades: ReplayedTrade[] = [];
  for (const symbol of [...data.candles.keys()].sort()) {
    const { bars5m, bars1h } = seriesOf(data, symbol);
    if (bars5m.length === 0) continue;
    const start = (bars5m[0] as Candle).openTime;
    const seenLegs = new Set<string>();
    let live: ReplayedTrade[] = [];
    const ofSymbol: ReplayedTrade[] = [];
    const known = () =>
      ofSymbol.map((t) => ({
        symbol,
        direction: t.plan.direction,
        createdAt: t.createdAt,
        closedAt: t.state.closedAt,
        stoppedAt: t.state.stoppedAt,
      }));
    for (let i = 0; i < bars5m.length; i++) {
      const bar = bars5m.slice(i, i + 1);
      const now = (bar[0] as Candle).openTime + M5;
      live = live.filter((t) => {
        t.state = advanceTrade(t.plan, t.createdAt, t.state, bar, now);
        return t.state.closedAt === null;
      });
      const a = analyzeIct({ bars5m, bars1h, now }, params);
      onEvaluation?.(symbol, a, now, start);
      const plan = a.trade;
      if (
        plan &&
        !seenLegs.has(`${plan.legFromTime}|${plan.direction}`) &&
        tradeRefusal(known(), symbol, plan.direction, a.asOf, rules) === null
      ) {
        seenLegs.add(`${plan.legFromTime}|${plan.direction}`);
        const trade: ReplayedTrade = {
          symbol,
          plan,
          createdAt: a.asOf,
          score: a.score,
          label: a.label,
          state: newTradeState(),
          features: tp1Features(a, plan),
        };
        trades.push(trade);
        live.push(trade);
        ofSymbol.push(trade);
      }
    }
  }
  return trades;
}
