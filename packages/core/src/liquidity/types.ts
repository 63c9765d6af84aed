import type { SessionInstance } from '../sessions/session-instances.ts';
import type { SessionId } from '../sessions/session-windows.ts';

/** The OHLC of the closed 5m bars of one session occurrence (so far, while it runs). */
export interface SessionRange extends SessionInstance {
  open: number;
  high: number;
  low: number;
  close: number;
  /** Closed 5m bars in it. */
  bars: number;
}

/** The six levels of a liquidity row. */
export const liquidityLevelKeys = ['pdh', 'pdl', 'asiaHigh', 'asiaLow', 'londonHigh', 'londonLow'] as const;
export type LiquidityLevelKey = (typeof liquidityLevelKeys)[number];

/** Display names of the levels (hit events). */
export const liquidityLevelLabels: Record<LiquidityLevelKey, string> = {
  pdh: 'PDH',
  pdl: 'PDL',
  asiaHigh: 'Asia High',
  asiaLow: 'Asia Low',
  londonHigh: 'London High',
  londonLow: 'London Low',
};

/** A level, whether price traded beyond it once it was set, and the open time of the first bar that did. */
export interface LevelState {
  price: number | null;
  swept: boolean;
  hitAt: number | null;
}

export type LiquidityBiasValue = 'Bullish' | 'Bearish' | 'Neutral';
export type LiquidityBiasReasonValue =
  | 'PDL swept and reclaimed'
  | 'PDH swept and rejected'
  | 'Above daily CPR'
  | 'Below daily CPR'
  | 'Inside daily CPR'
  | 'No daily CPR';

/** Accumulation, Manipulation, Distribution. */
export type SessionBiasValue = 'A' | 'M' | 'D';

/** A swept level placed in the session column of its hit hour. */
export interface HitEvent {
  level: LiquidityLevelKey;
  price: number;
  hitAt: number;
  session: SessionId | 'unknown';
}

/** Today's daily CPR levels (top, pivot, bottom). */
export interface CprLevels {
  top: number;
  mid: number;
  bottom: number;
}

/** Everything a `sniperflow/summary` row holds for one symbol at `now`. */
export interface LiquidityAnalysis {
  /** The UTC day (00:00) the row describes. */
  day: number;
  /** Market time of the newest data used: the last price's time, else the last closed bar's close. */
  asOf: number | null;
  price: number | null;
  levels: Record<LiquidityLevelKey, LevelState>;
  bias: LiquidityBiasValue;
  biasReason: LiquidityBiasReasonValue;
  cpr: CprLevels | null;
  /** Label of each session of today that has a closed bar. */
  sessionBias: Partial<Record<SessionId, SessionBiasValue>>;
  /** Today's session ranges so far (the ones with a closed bar). */
  sessions: Partial<Record<SessionId, SessionRange>>;
  hitEvents: HitEvent[];
}
