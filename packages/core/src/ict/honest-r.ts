import { tradeFill } from './trade-plan.ts';
import type { IctTradePlan, IctTradeState } from './types.ts';

/** The share of the position taken off at TP1 under the honest-R exit rule. */
const TP1_EXIT_SHARE = 0.5;

/** R of a target: its distance from the fill in units of the risk (fill to stop). */
export function targetR(plan: IctTradePlan, target: number): number {
  const fill = tradeFill(plan);
  return Math.abs(target - fill) / Math.abs(fill - plan.stopLoss);
}

/**
 * The trade's realised R under a stated exit rule (docs/analytics.md §3.10 "Honest R"): half the
 * position is taken off at TP1, the rest at TP2 or at the break-even stop (the fill) the trade moves to
 * after TP1. So: stopped before TP1 → −1; TP1 then back to the fill → ½·R(TP1); TP2 (through TP1,
 * also on the same bar) → ½·R(TP1) + ½·R(TP2). Null while the outcome is unknown (open, triggered,
 * at TP1 and still live) and for an expired trade (never entered). Pure.
 */
export function honestR(plan: IctTradePlan, state: IctTradeState): number | null {
  const tp1Part = TP1_EXIT_SHARE * targetR(plan, plan.takeProfit1);
  switch (state.status) {
    case 'stopped':
      return -1;
    case 'tp1':
      return state.closedAt === null ? null : tp1Part;
    case 'tp2':
      return tp1Part + (1 - TP1_EXIT_SHARE) * targetR(plan, plan.takeProfit2);
    default:
      return null;
  }
}

/**
 * The round-trip fee of a trade in R: a fee of `feePerSide` (a fraction of the notional, 0.0005 for
 * 0.05 %) paid on the entry and again on the exits, both taken at the fill's notional (the exits' prices
 * differ from it by a few R of a small risk, a second-order change): 2·fee·fill / |fill − stop|.
 */
export function feeR(plan: IctTradePlan, feePerSide: number): number {
  const fill = tradeFill(plan);
  return (2 * feePerSide * fill) / Math.abs(fill - plan.stopLoss);
}

/** Honest R after fees (docs/analytics.md §3.10): `honestR` − `feeR`; null while honest R is. */
export function honestRAfterFees(
  plan: IctTradePlan,
  state: IctTradeState,
  feePerSide: number,
): number | null {
  const r = honestR(plan, state);
  return r === null ? null : r - feeR(plan, feePerSide);
}
