import type { IctTradeStatus } from '../ict/types.ts';
import type { AlertEvent } from './alert-event.ts';

/**
 * The ICT topic's state of a symbol: the identity and score of its latest setup (null: none) and
 * the status of each of its trades (id → status).
 */
export interface IctAlertState {
  setup: { id: string; score: number; at: number; label: string } | null;
  trades: Record<string, { status: IctTradeStatus; at: number }>;
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
 * tp1: both levels were reached).
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
        message: `${symbol} new ICT trade #${id}`,
        detail: { trade_id: Number(id), status: trade.status },
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
        message: `${symbol} trade #${id} ${what.word}`,
        detail: { trade_id: Number(id), status: trade.status },
      });
    }
  }
  return events;
}
