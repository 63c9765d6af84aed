import type { IctOutcomeStats, IctTradeStatus } from './types.ts';

const ratio = (num: number, den: number) => (den === 0 ? null : num / den);

/**
 * Hit rates of generated trades (docs/analytics.md §3, for rates by label and score): counts by status;
 * TP1 rate = (tp1 + tp2)/(tp1 + tp2 + stopped), TP2 rate = tp2/(same), stop rate = stopped/(same),
 * expired rate = expired/(trades no longer `open`), average R = mean honest R (`honestR`: half at
 * TP1, the rest at TP2 or the break-even stop) over the trades whose honest R is known (stopped, tp2,
 * and tp1 closed at break-even; a tp1 trade still live is left out until it closes); each null when
 * its denominator is 0.
 */
export function ictOutcomeStats(
  trades: readonly { status: IctTradeStatus; honestR: number | null }[],
): IctOutcomeStats {
  const counts: Record<IctTradeStatus, number> = {
    open: 0,
    triggered: 0,
    tp1: 0,
    tp2: 0,
    stopped: 0,
    expired: 0,
  };
  let rSum = 0;
  let rCount = 0;
  for (const t of trades) {
    counts[t.status] += 1;
    if (t.honestR !== null) {
      rSum += t.honestR;
      rCount += 1;
    }
  }
  const resolved = counts.tp1 + counts.tp2 + counts.stopped;
  return {
    trades: trades.length,
    counts,
    tp1Rate: ratio(counts.tp1 + counts.tp2, resolved),
    tp2Rate: ratio(counts.tp2, resolved),
    stopRate: ratio(counts.stopped, resolved),
    expiredRate: ratio(counts.expired, trades.length - counts.open),
    averageR: ratio(rSum, rCount),
  };
}
