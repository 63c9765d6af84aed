/** An event kind of the alerts (mirrors contracts `AlertEventKind`; core has no zod). */
export type AlertKind =
  | 'cpr_virgin'
  | 'cpr_touched'
  | 'cpr_cross'
  | 'level_swept'
  | 'volume_active'
  | 'volume_alert'
  | 'ict_setup'
  | 'ict_trade'
  | 'trade_tp1'
  | 'trade_tp2'
  | 'trade_stop';

/**
 * One state change of one symbol. `key` is deterministic and unique per change (the same change seen
 * by two processes or twice gives the same key), `dataTime` the market time (ms) of the close that
 * caused it; `score` is set for `ict_setup`, with `previousScore` the same setup's score before (null
 * for a setup new in its structure), so that a rule fires when its threshold is crossed, not on every
 * rescoring above it.
 */
export interface AlertEvent {
  key: string;
  kind: AlertKind;
  symbol: string;
  dataTime: number;
  message: string;
  detail: Record<string, unknown>;
  score?: number;
  previousScore?: number | null;
}
