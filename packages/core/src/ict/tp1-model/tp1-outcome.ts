import { timeframeMs } from '../../candles/timeframe.ts';
import type { IctTradeState } from '../types.ts';
import type { Tp1Sample } from './tp1-walk-forward.ts';

/**
 * The P(TP1) label of a trade's state (docs/analytics.md §3.10 "P(TP1)"): 1 once TP1 was reached (TP1 counts
 * before any later break-even stop), 0 when stopped before TP1, with the market time it became known
 * (the close of the 5m bar that decided it); null while undecided and for a trade never triggered.
 */
export function tp1Outcome(state: IctTradeState): Tp1Sample['outcome'] {
  const barMs = timeframeMs('5m');
  if (state.tp1At !== null) return { y: 1, resolvedAt: state.tp1At + barMs };
  if (state.status === 'stopped' && state.stoppedAt !== null)
    return { y: 0, resolvedAt: state.stoppedAt + barMs };
  return null;
}
