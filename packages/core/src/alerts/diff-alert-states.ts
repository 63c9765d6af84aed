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
export const alertTopics: readonly AlertTopic[] = ['cpr', 'liquidity', 'volume', 'ict'];

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
