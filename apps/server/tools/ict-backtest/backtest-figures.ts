import {
  auc,
  DAY_MS,
  honestRAfterFees,
  type IctTradePlan,
  type IctTradeState,
  ictOutcomeStats,
  targetR,
} from '@app/core';
import { ictBacktestColumns } from './run-ict-backtest.ts';

/** One trade of a backtest CSV (`ictBacktestColumns`), as the report reads it. */
export interface BacktestRow {
  symbol: string;
  generatedAt: number;
  plan: IctTradePlan;
  score: number;
  pTp1: number | null;
  state: IctTradeState;
}

const num = (v: string | undefined) => (v === undefined || v === '' ? null : Number(v));

/**
 * The rows of a backtest CSV written by `npm run ict:backtest` (this branch's or an older one's: the
 * columns are the same). The state is rebuilt from the step times: `stopped_at` on a `tp1` row is the
 * break-even exit, which closes it.
 */
export function parseBacktestCsv(csv: string): BacktestRow[] {
  const [header, ...lines] = csv.trim().split('\n');
  const names = (header ?? '').split(',');
  if (ictBacktestColumns.some((c, i) => names[i] !== c)) throw new Error('not an ict:backtest CSV');
  return lines.map((line) => {
    const v = Object.fromEntries(line.split(',').map((x, i) => [names[i], x]));
    const status = v.status as IctTradeState['status'];
    const stoppedAt = num(v.stopped_at);
    const closedAt = status === 'tp2' ? num(v.tp2_at) : status === 'expired' ? num(v.expired_at) : stoppedAt;
    return {
      symbol: v.symbol as string,
      generatedAt: Number(v.generated_at),
      plan: {
        direction: v.direction === 'long' ? 'Bullish' : 'Bearish',
        entryLow: Number(v.entry_low),
        entryHigh: Number(v.entry_high),
        stopLoss: Number(v.stop),
        takeProfit1: Number(v.tp1),
        takeProfit2: Number(v.tp2),
        legFromTime: 0,
        legToTime: 0,
      },
      score: Number(v.score),
      pTp1: num(v.p_tp1),
      state: {
        status,
        triggeredAt: num(v.triggered_at),
        tp1At: num(v.tp1_at),
        tp2At: num(v.tp2_at),
        stoppedAt: status === 'stopped' ? stoppedAt : null,
        expiredAt: num(v.expired_at),
        closedAt,
        rMultiple: null,
        judgedThrough: null,
      },
    };
  });
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted.length === 0 ? null : (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number);

export interface BacktestFigures {
  trades: number;
  symbolDays: number;
  tradesPerSymbolDay: number | null;
  maxTradesInSymbolDay: number;
  rTp1: { median: number | null };
  rTp2: { p10: number | null; median: number | null; p90: number | null; max: number | null };
  tp1Rate: number | null;
  stopRate: number | null;
  averageHonestR: number | null;
  averageHonestRAfterFees: number | null;
  /** Decided triggered trades (TP1 reached, or stopped before it) and the AUCs of "TP1 first" on them. */
  decided: number;
  scoreAuc: number | null;
  pTp1Auc: number | null;
}

/**
 * What a backtest reports of the trade rules (docs/signals.md, ICT trades before and after): the distribution of R(TP2), trades per
 * symbol-day (`symbolDays`: the UTC days each symbol has 5m bars on, summed), TP1 and stop rates and honest R (core `ictOutcomeStats`), honest R after a fee of
 * `feePerSide` on entry and exit (core `honestRAfterFees`), and the AUC of the score and of P(TP1)
 * for "TP1 before the stop" over the decided triggered trades.
 */
export function backtestFigures(
  rows: readonly BacktestRow[],
  symbolDays: number,
  feePerSide: number,
): BacktestFigures {
  const perDay = new Map<string, number>();
  for (const r of rows) {
    const key = `${r.symbol}|${Math.floor(r.generatedAt / DAY_MS)}`;
    perDay.set(key, (perDay.get(key) ?? 0) + 1);
  }
  const r2 = rows.map((r) => targetR(r.plan, r.plan.takeProfit2)).sort((a, b) => a - b);
  const r1 = rows.map((r) => targetR(r.plan, r.plan.takeProfit1)).sort((a, b) => a - b);
  const stats = ictOutcomeStats(
    rows.map((r) => ({ status: r.state.status, honestR: honestRAfterFees(r.plan, r.state, 0) })),
  );
  const afterFees = rows
    .map((r) => honestRAfterFees(r.plan, r.state, feePerSide))
    .filter((x): x is number => x !== null);
  const decided = rows.filter((r) => r.state.tp1At !== null || r.state.status === 'stopped');
  const y = decided.map((r) => (r.state.tp1At !== null ? 1 : 0));
  const withP = decided.filter((r) => r.pTp1 !== null);
  return {
    trades: rows.length,
    symbolDays,
    tradesPerSymbolDay: symbolDays > 0 ? rows.length / symbolDays : null,
    maxTradesInSymbolDay: Math.max(0, ...perDay.values()),
    rTp1: { median: quantile(r1, 0.5) },
    rTp2: {
      p10: quantile(r2, 0.1),
      median: quantile(r2, 0.5),
      p90: quantile(r2, 0.9),
      max: r2.at(-1) ?? null,
    },
    tp1Rate: stats.tp1Rate,
    stopRate: stats.stopRate,
    averageHonestR: stats.averageR,
    averageHonestRAfterFees: afterFees.length
      ? afterFees.reduce((a, b) => a + b, 0) / afterFees.length
      : null,
    decided: decided.length,
    scoreAuc: decided.length
      ? auc(
          decided.map((r) => r.score),
          y,
        )
      : null,
    pTp1Auc: withP.length
      ? auc(
          withP.map((r) => r.pTp1 as number),
          withP.map((r) => (r.state.tp1At !== null ? 1 : 0)),
        )
      : null,
  };
}
