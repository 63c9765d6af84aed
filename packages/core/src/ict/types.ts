import type { Candle } from '../candles/types.ts';

/**
 * The ICT engine's data (docs/analytics.md §3): plain data only, so the server stores it, the API serves
 * it and a chart draws it. Times are epoch ms (UTC); a bar's time is its open time.
 */

export type IctDirection = 'Bullish' | 'Bearish';
/** `htf_bias`: direction of the latest 4h break of structure in the last 60 closed 4h bars. */
export type HtfBias = IctDirection | 'Neutral';
export type PdArray = 'Premium' | 'Discount' | 'Equilibrium' | 'Unknown';
export type FvgType = 'Two Sided FVG' | 'Breaker FVG' | 'One Sided FVG' | 'None';
export type IctReasonLabel =
  | 'HTF Bias Bullish'
  | 'HTF Bias Bearish'
  | 'HTF Bias Neutral'
  | 'HTF PD Array Discount Zone'
  | 'HTF PD Array Premium Zone'
  | 'HTF PD Array Equilibrium'
  | 'LTF OTE Zone'
  | '1-Sided FVG'
  | 'Breaker FVG'
  | '2-Sided FVG'
  | 'Liquidity Sweep';
export type IctSetupLabel =
  | 'Strong Bullish'
  | 'Bullish'
  | 'Potential Bullish'
  | 'Strong Bearish'
  | 'Bearish'
  | 'Potential Bearish'
  | 'Neutral'
  | 'No Setup';

/** The settings the engine reads (admin settings, never hard-coded). */
export interface IctParams {
  fibGoldenLow: number;
  fibGoldenHigh: number;
  premiumZoneLevel: number;
  discountZoneLevel: number;
  scoreThresholdStrong: number;
  scoreThresholdA: number;
  scoreThresholdPotential: number;
  tradeGenerationThreshold: number;
  /** TP2's cap: its distance from the fill at most this many R (`tp2_max_r`, docs/analytics.md §3.9). */
  tp2MaxR: number;
  /** The stop at least this many ATR(5m,14) from the fill (`stop_min_atr`). */
  stopMinAtr: number;
  /** The Asia session of the settings, minutes after 00:00 UTC, half-open [start, end); end may be < start (wraps midnight). */
  asiaStartMinute: number;
  asiaEndMinute: number;
}

/** What one evaluation reads. Bars need not be pre-filtered: anything not closed at `now` is ignored. */
export interface IctInput {
  /** 5m bars ascending: at least the previous UTC day and today (≈ 600 bars). */
  bars5m: readonly Candle[];
  /** 1h bars ascending: at least 70 4h bars' worth (≈ 12 days); the 4h bars are aggregated from them. */
  bars1h: readonly Candle[];
  /** The evaluation time (market clock). Only bars with `openTime + duration ≤ now` are used. */
  now: number;
  /**
   * The last traded price (the forming 5m bar's close) and its time, when newer than the last closed
   * bar (`time ≤ now`); without it the last closed 5m close is the price.
   */
  last?: { price: number; time: number };
}

/** A confirmed swing: `high[i]` (or `low[i]`) strictly the extreme of bars i−n … i+n. */
export interface Swing {
  kind: 'high' | 'low';
  /** Open time of the extreme bar. */
  time: number;
  price: number;
  /** Close time of bar i+n: the moment the swing became known. */
  confirmedAt: number;
}

/** A fair value gap of three 5m bars, with its mitigation. */
export interface Fvg {
  direction: 'bullish' | 'bearish';
  /** Open time of the middle bar. */
  start: number;
  low: number;
  high: number;
  /** Close time of the third bar: when the gap became known. */
  knownAt: number;
  state: 'open' | 'mitigated';
  /** Open time of the first later bar whose close passed the far edge; null while open. */
  mitigatedAt: number | null;
}

/** A mitigated FVG turned inversion ("breaker") zone of the opposite direction. */
export interface BreakerZone {
  direction: 'bullish' | 'bearish';
  /** The FVG's `start`. */
  start: number;
  low: number;
  high: number;
  /** When it became a breaker (the FVG's `mitigatedAt`). */
  since: number;
}

/** A 5m impulse leg between two confirmed swings: low → high (Bullish) or high → low (Bearish). */
export interface ImpulseLeg {
  direction: IctDirection;
  fromTime: number;
  fromPrice: number;
  toTime: number;
  toPrice: number;
}

export type LiquidityLevelKind = 'PDH' | 'PDL' | 'Asia High' | 'Asia Low' | 'Swing High' | 'Swing Low';

/** A bar traded beyond a liquidity level and a close within the next 3 bars came back inside it. */
export interface SweepEvent {
  level: LiquidityLevelKind;
  price: number;
  /** Open time of the bar that traded beyond the level. */
  sweptAt: number;
  /** Open time of the bar whose close came back inside. */
  reclaimedAt: number;
}

export interface DealingRange {
  high: number;
  low: number;
  /** `(price − low)/(high − low)`; null when the range is zero. */
  position: number | null;
}

/** The gap behind `fvgType`. */
export interface IctZone {
  kind: 'fvg' | 'breaker' | 'bpr';
  direction: 'bullish' | 'bearish' | null;
  low: number;
  high: number;
  start: number;
}

/** A trade the setup generates (docs/analytics.md §3), with the level invariant already checked. */
export interface IctTradePlan {
  direction: IctDirection;
  entryLow: number;
  entryHigh: number;
  stopLoss: number;
  takeProfit1: number;
  takeProfit2: number;
  /** The leg the trade is drawn on (one trade per symbol and leg). */
  legFromTime: number;
  legToTime: number;
}

/** Everything one evaluation found, the setup's fields and the structures behind them. */
export interface IctAnalysis {
  /** Market time of the newest data used: the last closed 5m bar's close time, or `last.time`. */
  asOf: number;
  price: number | null;
  htfBias: HtfBias;
  htfPdArray: PdArray;
  ltfOte: boolean;
  fvgType: FvgType;
  liquiditySweep: boolean;
  score: number;
  reasons: { reason: IctReasonLabel; points: number }[];
  label: IctSetupLabel;
  swings4h: Swing[];
  /** Time of the 4h bar whose close broke structure (the bias), or null. */
  structureBreakAt: number | null;
  swings5m: Swing[];
  fvgs: Fvg[];
  breakers: BreakerZone[];
  dealingRange: DealingRange | null;
  leg: ImpulseLeg | null;
  ote: { low: number; high: number } | null;
  zone: IctZone | null;
  sweeps: SweepEvent[];
  atr: number | null;
  trade: IctTradePlan | null;
}

export type IctTradeStatus = 'open' | 'triggered' | 'tp1' | 'tp2' | 'stopped' | 'expired';

/** Where a trade stands, judged on closed 5m bars (see `advanceTrade`). */
export interface IctTradeState {
  status: IctTradeStatus;
  triggeredAt: number | null;
  tp1At: number | null;
  tp2At: number | null;
  stoppedAt: number | null;
  expiredAt: number | null;
  /** When tracking ended (tp2, stop, expiry, or a return to the entry after TP1); null while live. */
  closedAt: number | null;
  rMultiple: number | null;
  /** Open time of the newest bar judged; later calls judge only newer bars. */
  judgedThrough: number | null;
}

export interface IctOutcomeStats {
  trades: number;
  counts: Record<IctTradeStatus, number>;
  tp1Rate: number | null;
  tp2Rate: number | null;
  stopRate: number | null;
  expiredRate: number | null;
  averageR: number | null;
}
