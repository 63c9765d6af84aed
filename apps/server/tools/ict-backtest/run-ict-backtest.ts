import {
  auc,
  honestR,
  type IctParams,
  type Tp1Forecast,
  type Tp1Options,
  type Tp1Sample,
  type Tp1Scores,
  type TradeRules,
  tp1Outcome,
  tp1Scores,
  tp1WalkForward,
} from '@app/core';
import type { KlineDataSet } from '../../src/market/files/load-kline-folder.ts';
import { type ReplayedTrade, replayIctTrades } from './replay-ict-trades.ts';

/** The CSV's columns, in order (times in ms since the epoch, empty when not reached). */
export const ictBacktestColumns = [
  'symbol',
  'generated_at',
  'direction',
  'entry_low',
  'entry_high',
  'stop',
  'tp1',
  'tp2',
  'score',
  'label',
  'p_tp1',
  'status',
  'triggered_at',
  'tp1_at',
  'tp2_at',
  'stopped_at',
  'expired_at',
] as const;

export interface IctBacktest {
  trades: ReplayedTrade[];
  forecasts: Tp1Forecast[];
}

/** The P(TP1) samples of replayed trades, in their order. */
export const tp1SamplesOf = (trades: readonly ReplayedTrade[]): Tp1Sample[] =>
  trades.map((t) => ({ generatedAt: t.createdAt, x: t.features, outcome: tp1Outcome(t.state) }));

/**
 * The ICT backtest: the product's replay (`replayIctTrades`) and the P(TP1) walk-forward over its
 * trades, pooled over the symbols. Every trade's forecast uses only outcomes resolved before it was
 * generated.
 */
export function runIctBacktest(
  data: KlineDataSet,
  params: IctParams,
  rules: TradeRules,
  options: Tp1Options = {},
): IctBacktest {
  const trades = replayIctTrades(data, params, rules);
  return { trades, forecasts: tp1WalkForward(tp1SamplesOf(trades), options) };
}

/**
 * The first stop after the trigger: the stop, or the break-even stop of a trade closed at TP1 (it
 * came back to the fill).
 */
function firstStopAt(t: ReplayedTrade): number | null {
  if (t.state.stoppedAt !== null) return t.state.stoppedAt;
  return t.state.status === 'tp1' ? t.state.closedAt : null;
}

const cell = (v: number | string | null) => (v === null ? '' : String(v));

/** One CSV row per trade, generation order per symbol, symbols sorted; a header first. */
export function ictBacktestCsv({ trades, forecasts }: IctBacktest): string {
  const lines = trades.map((t, i) => {
    const p = (forecasts[i] as Tp1Forecast).p;
    const s = t.state;
    return [
      t.symbol,
      t.createdAt,
      t.plan.direction === 'Bullish' ? 'long' : 'short',
      t.plan.entryLow,
      t.plan.entryHigh,
      t.plan.stopLoss,
      t.plan.takeProfit1,
      t.plan.takeProfit2,
      t.score,
      t.label,
      p === null ? null : p.toFixed(4),
      s.status,
      s.triggeredAt,
      s.tp1At,
      s.tp2At,
      firstStopAt(t),
      s.expiredAt,
    ]
      .map(cell)
      .join(',');
  });
  return `${[ictBacktestColumns.join(','), ...lines].join('\n')}\n`;
}

/** Held-out figures of a backtest: served and model forecasts, and the spec score's AUC, over the decided triggered trades that had a forecast. */
export interface IctBacktestScores {
  served: Tp1Scores | null;
  model: Tp1Scores | null;
  scoreAuc: number | null;
  /** Trades served the model, the base rate, nothing. */
  servedCounts: Record<Tp1Forecast['served'], number>;
  averageHonestR: number | null;
  averageSpecR: number | null;
}

export function ictBacktestScores({ trades, forecasts }: IctBacktest): IctBacktestScores {
  const scored = trades.flatMap((t, i) => {
    const f = forecasts[i] as Tp1Forecast;
    const o = tp1Outcome(t.state);
    return o && f.p !== null ? [{ f, y: o.y, score: t.score }] : [];
  });
  const servedCounts = { model: 0, base_rate: 0, none: 0 };
  for (const f of forecasts) servedCounts[f.served] += 1;
  const honest = trades.map((t) => honestR(t.plan, t.state)).filter((r): r is number => r !== null);
  const spec = trades
    .filter((t) => ['tp1', 'tp2', 'stopped'].includes(t.state.status))
    .map((t) => t.state.rMultiple as number);
  const mean = (xs: number[]) => (xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length);
  return {
    served: tp1Scores(scored.map(({ f, y }) => ({ p: f.p as number, base: f.base as number, y }))),
    model: tp1Scores(scored.map(({ f, y }) => ({ p: f.model as number, base: f.base as number, y }))),
    scoreAuc:
      scored.length === 0
        ? null
        : auc(
            scored.map((s) => s.score),
            scored.map((s) => s.y),
          ),
    servedCounts,
    averageHonestR: mean(honest),
    averageSpecR: mean(spec),
  };
}
