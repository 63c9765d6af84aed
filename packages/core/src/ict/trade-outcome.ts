import { HOUR_MS, timeframeMs } from '../candles/timeframe.ts';
import type { Candle } from '../candles/types.ts';
import { tradeFill } from './trade-plan.ts';
import type { IctTradePlan, IctTradeState, IctTradeStatus } from './types.ts';

/** An untriggered trade expires this long after it was created. */
export const TRADE_EXPIRY_MS = 24 * HOUR_MS;

/** A trade just generated: `open`, nothing happened yet, no bar judged. */
export function newTradeState(): IctTradeState {
  return {
    status: 'open',
    triggeredAt: null,
    tp1At: null,
    tp2At: null,
    stoppedAt: null,
    expiredAt: null,
    closedAt: null,
    rMultiple: null,
    judgedThrough: null,
  };
}

/** Status order along the life of a trade; a trade never moves backwards. */
export const tradeStatusRank: Readonly<Record<IctTradeStatus, number>> = {
  open: 0,
  triggered: 1,
  tp1: 2,
  tp2: 3,
  stopped: 3,
  expired: 3,
};

/** Whether tracking has ended (a closed trade is never judged again). */
function isTradeClosed(state: IctTradeState): boolean {
  return state.closedAt !== null;
}

type Patch = Partial<IctTradeState>;

/** What one closed bar changes in a live trade (see `advanceTrade`); an empty patch when nothing. */
function judgeBar(plan: IctTradePlan, createdAt: number, s: IctTradeState, bar: Candle): Patch {
  const bull = plan.direction === 'Bullish';
  const fill = tradeFill(plan);
  const risk = Math.abs(fill - plan.stopLoss);
  const reaches = (level: number) => (bull ? bar.high >= level : bar.low <= level);
  const fallsTo = (level: number) => (bull ? bar.low <= level : bar.high >= level);
  const r = (target: number) => Math.abs(target - fill) / risk;
  const t = bar.openTime;
  const stopped: Patch = { status: 'stopped', stoppedAt: t, closedAt: t, rMultiple: -1 };
  switch (s.status) {
    case 'open': {
      const deadline = createdAt + TRADE_EXPIRY_MS;
      if (t >= deadline) return { status: 'expired', expiredAt: deadline, closedAt: deadline };
      if (!(bull ? bar.low <= plan.entryHigh : bar.high >= plan.entryLow)) return {};
      return fallsTo(plan.stopLoss)
        ? { triggeredAt: t, ...stopped }
        : { status: 'triggered', triggeredAt: t };
    }
    case 'triggered':
      if (fallsTo(plan.stopLoss)) return stopped;
      if (reaches(plan.takeProfit2)) {
        return { status: 'tp2', tp1At: t, tp2At: t, closedAt: t, rMultiple: r(plan.takeProfit2) };
      }
      return reaches(plan.takeProfit1) ? { status: 'tp1', tp1At: t, rMultiple: r(plan.takeProfit1) } : {};
    case 'tp1':
      if (fallsTo(fill)) return { closedAt: t };
      return reaches(plan.takeProfit2)
        ? { status: 'tp2', tp2At: t, closedAt: t, rMultiple: r(plan.takeProfit2) }
        : {};
    default:
      return {};
  }
}

/**
 * Advances a trade over the closed 5m bars it has not judged (docs/analytics.md §3, "beyond the spec"):
 * bars with `openTime > judgedThrough`, `openTime ≥ createdAt` and closed at `now`, oldest first,
 * until the trade closes. Pure: returns a new state. Rules (Bearish mirrored):
 * - open → expired on the first bar opening at or after createdAt + 24 h while untriggered
 *   (`expiredAt = closedAt = createdAt + 24 h`; a data gap delays it to the next bar);
 * - open → triggered when a bar trades into the entry zone (low ≤ entry_high); on that bar only the
 *   stop may also count (low ≤ stop → stopped), a target on the same bar is not counted (the order
 *   inside the bar is unknown: conservative);
 * - triggered → stopped when low ≤ stop (also when the bar reaches a target: the stop counts),
 *   else → tp2 when high ≥ TP2 (tp1At set too), else → tp1 when high ≥ TP1;
 * - after TP1 the stop is at the fill (break-even, fill = entry_high): a bar back to the fill closes
 *   the trade keeping status tp1 (also when it reaches TP2 too), a bar reaching TP2 closes it as tp2.
 * R multiple: tp1 (TP1 − fill)/(fill − stop), tp2 likewise with TP2, stopped −1, else null. Event
 * times are the open times of the bars that made them. `judgedThrough` is the newest bar judged
 * (the closing bar once the trade is closed).
 */
export function advanceTrade(
  plan: IctTradePlan,
  createdAt: number,
  state: IctTradeState,
  bars: readonly Candle[],
  now: number,
): IctTradeState {
  let s: IctTradeState = { ...state };
  if (isTradeClosed(s)) return s;
  const barMs = timeframeMs('5m');
  for (const bar of bars) {
    if (bar.openTime < createdAt || bar.openTime + barMs > now) continue;
    if (s.judgedThrough !== null && bar.openTime <= s.judgedThrough) continue;
    s = { ...s, ...judgeBar(plan, createdAt, s, bar), judgedThrough: bar.openTime };
    if (isTradeClosed(s)) break;
  }
  return s;
}
