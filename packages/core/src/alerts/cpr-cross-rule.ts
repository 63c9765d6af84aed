import { timeframeMs } from '../candles/timeframe.ts';
import type { Candle } from '../candles/types.ts';
import { wilderAtr } from '../ict/atr.ts';

const FIVE_MS = timeframeMs('5m');

/**
 * When a close counts as a CPR cross for the alerts (docs/alerts.md "CPR crosses that hold"): the
 * close must stand beyond the CPR's far edge by `marginAtr` × ATR, and it must be the
 * `closes`-th consecutive close (at least) on that side of the CPR. A level that fired stays on the
 * side it fired to until both hold on the other side, so a price chopping around the CPR fires once.
 */
export interface CprCrossRule {
  /** k ≥ 0: the margin beyond the CPR edge in ATRs (5m ATR(14) as of the close); 0: any close beyond it. */
  marginAtr: number;
  /** N ≥ 1: consecutive closes beyond the CPR on the new side, the firing close included. */
  closes: number;
}

/** The raw level cross: any close beyond the CPR on the other side fires (k = 0, N = 1). */
export const rawCprCrossRule: CprCrossRule = { marginAtr: 0, closes: 1 };

/** Where a close stands against a CPR: strictly above its top, strictly below its bottom, or inside. */
export type CprSide = 'above' | 'below' | 'inside';

/** The cross-confirmation part of a CPR's alert state after a close. */
export interface CprCrossState {
  /** The raw side of this close. */
  side: CprSide;
  /** Consecutive closes on `side` up to this one, counted up to the rule's `closes` (then it stays). */
  run: number;
  /**
   * The confirmed side: the side of the last cross that fired, or the first side (not inside) the
   * price stood on since this CPR came in force. Null while the price has only been inside it.
   */
  lastSide: 'above' | 'below' | null;
}

/** 5m bars the cross ATR reads: the last 288 closed (one day), as the ICT engine's ATR(5m,14). */
export const CPR_CROSS_ATR_BARS = 288;

/**
 * The ATR a cross's margin is measured in at the close `now`: Wilder's ATR(14) (`wilderAtr`) of the
 * last `CPR_CROSS_ATR_BARS` 5m bars closed by `now` (`fives` ascending; later bars are ignored, so
 * no look-ahead). Null with fewer than 15 of them.
 */
export function cprCrossAtr(fives: readonly Candle[], now: number): number | null {
  let end = fives.length;
  while (end > 0 && (fives[end - 1] as Candle).openTime + FIVE_MS > now) end -= 1;
  return wilderAtr(fives.slice(Math.max(0, end - CPR_CROSS_ATR_BARS), end));
}

const cprSideOf = (price: number, cpr: { top: number; bottom: number }): CprSide =>
  price > cpr.top ? 'above' : price < cpr.bottom ? 'below' : 'inside';

/**
 * The cross state after one close at `price` against `cpr`, from the state after the previous close
 * of the same CPR (`before`; undefined at the CPR's first close). `atr` is the 5m ATR(14) as of this
 * close (null when not enough bars: then only a rule without margin can confirm). The confirmed side
 * moves to the new side when the price is beyond the CPR on the other side of it, `rule.closes`
 * closes in a row, and now beyond the edge by `rule.marginAtr × atr`; that move is the cross. Reads
 * nothing after this close: no look-ahead.
 */
export function stepCprCross(
  before: CprCrossState | undefined,
  price: number,
  cpr: { top: number; bottom: number },
  atr: number | null,
  rule: CprCrossRule,
): CprCrossState {
  const side = cprSideOf(price, cpr);
  const needed = Math.max(1, Math.floor(rule.closes));
  const run = Math.min(needed, (before?.side === side ? before.run || 0 : 0) + 1);
  const lastSide = before?.lastSide ?? null;
  if (side === 'inside') return { side, run, lastSide };
  if (lastSide === null) return { side, run, lastSide: side };
  if (side === lastSide || run < needed) return { side, run, lastSide };
  const margin = rule.marginAtr > 0 ? (atr === null ? null : rule.marginAtr * atr) : 0;
  if (margin === null) return { side, run, lastSide };
  const beyond = side === 'above' ? price - cpr.top : cpr.bottom - price;
  return { side, run, lastSide: beyond > margin ? side : lastSide };
}

/** A confirmed cross of a series: the index of the close that fired and the side it crossed to. */
export interface CprCrossFire {
  index: number;
  to: 'above' | 'below';
}

/**
 * The crosses a rule fires over consecutive closes against one CPR (`points`: each close with the
 * 5m ATR as of it), the first close being the CPR's first. Each fire depends only on the points up
 * to it (no look-ahead). The same `stepCprCross` the alert state uses, over a series.
 */
export function cprCrossFires(
  points: readonly { close: number; atr: number | null }[],
  cpr: { top: number; bottom: number },
  rule: CprCrossRule,
): CprCrossFire[] {
  const fires: CprCrossFire[] = [];
  let state: CprCrossState | undefined;
  points.forEach((p, index) => {
    const next = stepCprCross(state, p.close, cpr, p.atr, rule);
    const from = state?.lastSide ?? null;
    if (from !== null && next.lastSide !== null && next.lastSide !== from)
      fires.push({ index, to: next.lastSide });
    state = next;
  });
  return fires;
}
