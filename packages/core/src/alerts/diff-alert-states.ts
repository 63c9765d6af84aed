import type { AlertEvent } from './alert-event.ts';
import { type CprAlertState, diffCprStates } from './cpr-alert-state.ts';
import { diffIctStates, type IctAlertState } from './ict-alert-state.ts';
import { diffLiquidityStates, type LiquidityAlertState } from './liquidity-alert-state.ts';
import { diffVolumeStates, type VolumeAlertState } from './volume-alert-state.ts';

/** The topics evaluated, each from one module's stored results (cpr: from the candles). */
export type AlertTopicStates = {
  cpr: CprAlertState;
  liquidity: LiquidityAlertState;
  volume: VolumeAlertState;
  ict: IctAlertState;
};
export type AlertTopic = keyof AlertTopicStates;

/**
 * The events between a symbol's previous and next state of a topic, at the close `now` (ms) being
 * evaluated. The first observation (`prev` undefined) is a baseline and yields no events, so a
 * restart or a new symbol never spams. Pure and deterministic: the same pair always gives the same
 * events and keys.
 */
export function diffAlertStates<T extends AlertTopic>(
  topic: T,
  symbol: string,
  prev: AlertTopicStates[T] | undefined,
  next: AlertTopicStates[T],
  now = 0,
): AlertEvent[] {
  if (prev === undefined) return [];
  switch (topic) {
    case 'volume':
      return diffVolumeStates(symbol, prev as VolumeAlertState, next as VolumeAlertState);
    case 'ict':
      return diffIctStates(symbol, prev as IctAlertState, next as IctAlertState);
    case 'liquidity':
      return diffLiquidityStates(symbol, prev as LiquidityAlertState, next as LiquidityAlertState);
    default:
      return diffCprStates(symbol, prev as CprAlertState, next as CprAlertState, now);
  }
}

/**
 * What of a topic state matters for its events: two states with equal projections yield no event
 * from either, so the evaluator stores a state only when its projection changed (volume and ICT
 * states carry times that move every close without changing anything).
 */
export function materialAlertState<T extends AlertTopic>(topic: T, state: AlertTopicStates[T]): unknown {
  switch (topic) {
    case 'volume': {
      const s = state as VolumeAlertState;
      return { status: s.status, alert: s.alert };
    }
    case 'ict': {
      const s = state as IctAlertState;
      return {
        setup: s.setup ? { id: s.setup.id, score: s.setup.score } : null,
        trades: Object.fromEntries(Object.entries(s.trades).map(([id, t]) => [id, t.status])),
      };
    }
    case 'liquidity': {
      const s = state as LiquidityAlertState;
      return { day: s.day, levels: Object.keys(s.swept).sort() };
    }
    default:
      return state;
  }
}
