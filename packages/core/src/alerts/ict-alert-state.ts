import type { IctTradeStatus } from '../ict/types.ts';
import type { AlertEvent } from './alert-event.ts';

/** A trade's plan as docs/product.md §3 "ICT trade" names it: bias, entry zone, stop and targets. */
export interface IctTradeLevels {
  bias: string;
  entryLow: number;
  entryHigh: number;
  stopLoss: number;
  takeProfit1: number;
  takeProfit2: number;
}

/**
 * The ICT topic's state of a symbol: the identity and score of its latest setup (null: none) and
 * the status of each of its trades (id → status, with the trade's levels when known: they ride on
 * the trade events and never cause one).
 */
export interface IctAlertState {
  setup: { id: string; score: number; at: number; label: string } | null;
  trades: Record<string, { status: IctTradeStatus; at: number; levels?: IctTradeLevels }>;
}

/** A level as the messages print it: at most 6 significant digits, no trailing zeros. */
export const formatAlertLevel = (x: number): string => String(Number(x.toPrecision(6)));

/**
 * R of a target of the plan: |target − fill| / |fill − stop|, the fill being the entry edge price
 * reaches first (`entryHigh` for Bullish, `entryLow` otherwise), as `targetR` in ict/honest-r.ts.
 */
export function levelsTargetR(levels: IctTradeLevels, target: number): number {
  const fill = levels.bias === 'Bullish' ? levels.entryHigh : levels.entryLow;
  return Math.abs(target - fill) / Math.abs(fill - levels.stopLoss);
}

/** An R as the messages print it: '1.4 R' (at most 2 decimals). */
export const formatAlertR = (r: number): string => `${Number(r.toFixed(2))} R`;

/**
 * The trade's plan in a message, in the ICT trades table's words (Entry Zone, SL, TP1, TP2):
 * ' (Bullish) · entry 100.5–101.2 · SL 99.8 · TP1 102.4 (0.86 R) · TP2 104 (2.1 R)'; '' without
 * levels.
 */
function tradePlanText(levels: IctTradeLevels | undefined): string {
  if (!levels) return '';
  const f = formatAlertLevel;
  const r = (target: number) => formatAlertR(levelsTargetR(levels, target));
  return ` (${levels.bias}) · entry ${f(levels.entryLow)}–${f(levels.entryHigh)} · SL ${f(levels.stopLoss)} · TP1 ${f(levels.takeProfit1)} (${r(levels.takeProfit1)}) · TP2 ${f(levels.takeProfit2)} (${r(levels.takeProfit2)})`;
}

/** The trade's plan in an event's detail, in the ICT trade's field names (none without levels). */
function tradePlanDetail(levels: IctTradeLevels | undefined): Record<string, unknown> {
  if (!levels) return {};
  return {
    bias: levels.bias,
    entry_low: levels.entryLow,
    entry_high: levels.entryHigh,
    stop_loss: levels.stopLoss,
    take_profit_1: levels.takeProfit1,
    take_profit_2: levels.takeProfit2,
    r_tp1: levelsTargetR(levels, levels.takeProfit1),
    r_tp2: levelsTargetR(levels, levels.takeProfit2),
  };
}

const reached: Partial<Record<IctTradeStatus, { kind: AlertEvent['kind']; word: string }>> = {
  tp1: { kind: 'trade_tp1', word: 'reached TP1' },
  tp2: { kind: 'trade_tp2', word: 'reached TP2' },
  stopped: { kind: 'trade_stop', word: 'was stopped' },
};
/** The levels a status says were reached (tp2 implies tp1). */
const reachedOf = (status: IctTradeStatus): IctTradeStatus[] =>
  status === 'tp2' ? ['tp1', 'tp2'] : status === 'tp1' || status === 'stopped' ? [status] : [];

/**
 * Events between two ICT states: `ict_setup` when the setup's structure (its id) is new, or when the
 * same setup's score changed (`previousScore` rides on the event; rules fire only when it crosses
 * their min score), `ict_trade` for a trade id not seen before, and `trade_tp1` / `trade_tp2` /
 * `trade_stop` when a trade's status advanced to one of them (a jump from triggered to tp2 also fires
 * tp1: both levels were reached). Trade events carry the trade's bias, entry zone, stop, TP1 and TP2
 * (from `next`) in their message and detail.
 */
export function diffIctStates(symbol: string, prev: IctAlertState, next: IctAlertState): AlertEvent[] {
  const events: AlertEvent[] = [];
  const setup = next.setup;
  const same = setup !== null && setup.id === prev.setup?.id;
  if (setup && (!same || setup.score !== prev.setup?.score)) {
    const previousScore = same ? (prev.setup?.score ?? null) : null;
    events.push({
      key: `ict_setup:${symbol}:${setup.id}:${setup.at}`,
      kind: 'ict_setup',
      symbol,
      dataTime: setup.at,
      message:
        previousScore === null
          ? `${symbol} new ICT setup (score ${setup.score})`
          : `${symbol} ICT setup now scores ${setup.score} (was ${previousScore})`,
      detail: { label: setup.label, score: setup.score, previous_score: previousScore },
      score: setup.score,
      previousScore,
    });
  }
  for (const [id, trade] of Object.entries(next.trades).sort(([a], [b]) => Number(a) - Number(b))) {
    const before = prev.trades[id];
    if (!before)
      events.push({
        key: `ict_trade:${symbol}:${id}`,
        kind: 'ict_trade',
        symbol,
        dataTime: trade.at,
        message: `${symbol} new ICT trade #${id}${tradePlanText(trade.levels)}`,
        detail: { trade_id: Number(id), status: trade.status, ...tradePlanDetail(trade.levels) },
      });
    const already = new Set(reachedOf(before?.status ?? 'open'));
    for (const step of reachedOf(trade.status)) {
      if (already.has(step)) continue;
      const what = reached[step];
      if (!what) continue;
      events.push({
        key: `${what.kind}:${symbol}:${id}`,
        kind: what.kind,
        symbol,
        dataTime: trade.at,
        message: `${symbol} trade #${id} ${what.word}${tradePlanText(trade.levels)}`,
        detail: { trade_id: Number(id), status: trade.status, ...tradePlanDetail(trade.levels) },
      });
    }
  }
  return events;
}
