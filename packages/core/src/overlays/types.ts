import type { Candle } from '../candles/types.ts';
import type { CprTimeframe } from '../cpr/types.ts';
import type { IctInput, IctParams } from '../ict/types.ts';
import type { SessionWindow } from '../sessions/session-windows.ts';

/**
 * The chart overlays of one symbol (`market/overlays/`): plain data, times in epoch ms (UTC), a
 * bar's time its open time.
 */

/** The timeframes the overlays are computed for. */
export const overlayTimeframes = ['5m', '1h', '4h', '1d', '1w'] as const;
export type OverlayTimeframe = (typeof overlayTimeframes)[number];

/** Display name of a CPR timeframe in the overlays. */
export type CprPeriodName = 'daily' | 'weekly' | 'monthly';

/** The CPR in force during one period (from the H, L, C of the period before it). */
export interface PeriodCprOverlay {
  period: CprPeriodName;
  timeframe: CprTimeframe;
  /** Open time of the period the CPR is in force during. */
  start: number;
  /** Its close time (the next period's open time). */
  end: number;
  top: number;
  pivot: number;
  bottom: number;
  widthPct: number;
}

/** A CPR no day's range has touched since its period began. */
export interface VirginCprOverlay extends PeriodCprOverlay {
  /** Whole periods of its timeframe from its period to the current one (0: the current period). */
  agePeriods: number;
  /** Signed distance from the price to the CPR's nearer edge, as a fraction of the price (+ above the price). */
  distancePct: number | null;
}

/** The session levels of one UTC day. */
export interface DaySessionLevels {
  /** 00:00 UTC of the day. */
  day: number;
  pdh: number | null;
  pdl: number | null;
  asiaHigh: number | null;
  asiaLow: number | null;
  asiaStart: number | null;
  asiaEnd: number | null;
  londonHigh: number | null;
  londonLow: number | null;
  londonStart: number | null;
  londonEnd: number | null;
}

/** An FVG of the requested timeframe with its state at the end of the window. */
export interface FvgOverlay {
  /** Open time of the middle bar. */
  start: number;
  direction: 'bullish' | 'bearish';
  top: number;
  bottom: number;
  /** `breaker`: mitigated and still standing as an inversion zone of the opposite direction. */
  state: 'open' | 'mitigated' | 'breaker';
  mitigatedAt: number | null;
  /** Close time of its third bar (when it became known). */
  knownAt: number;
}

export interface SwingOverlay {
  /** Open time of the extreme bar. */
  time: number;
  kind: 'high' | 'low';
  price: number;
  confirmedAt: number;
}

export interface LegOverlay {
  direction: 'Bullish' | 'Bearish';
  fromTime: number;
  fromPrice: number;
  toTime: number;
  toPrice: number;
}

/** Everything `computeOverlays` reads. Bars not closed at `now` are ignored (no look-ahead). */
export interface OverlayInput {
  tf: OverlayTimeframe;
  /** Bars of `tf`, ascending (stored, aggregated or built from 5m; a forming one is ignored). */
  bars: readonly Candle[];
  /** The window: bars opening in `[from, to)`. */
  from: number;
  to: number;
  /** Daily bars, ascending, from before the oldest CPR period wanted (stored, the newest days built from 5m). */
  daily: readonly Candle[];
  /** 5m bars, ascending, for the session levels (from the day before the first day wanted) and the ICT analysis. */
  bars5m: readonly Candle[];
  /** 1h bars, ascending, for the 4h structure and dealing range (≥ 16 days). */
  bars1h: readonly Candle[];
  now: number;
  /** The last traded price and its time (the forming 5m bar), when newer than the last closed 5m bar. */
  last?: IctInput['last'];
  windows: readonly SessionWindow[];
  params: IctParams;
}

/** The overlays of `market/overlays/` except the stored trades. */
export interface SymbolOverlays {
  asOf: number;
  price: number | null;
  cprs: PeriodCprOverlay[];
  virginCprs: VirginCprOverlay[];
  sessions: DaySessionLevels[];
  fvgs: FvgOverlay[];
  swings: SwingOverlay[];
  leg: LegOverlay | null;
  ote: { low: number; high: number } | null;
  dealingRange: { high: number; low: number } | null;
}
