import { firstIndexAtOrAfter } from '../candles/bar-search.ts';
import { bucketStart, DAY_MS, HOUR_MS, timeframeMs } from '../candles/timeframe.ts';
import type { Candle } from '../candles/types.ts';
import { wilderAtr } from './atr.ts';
import { closed4hBars, closed5mTail } from './closed-bars.ts';
import { dealingRange, pdArray } from './dealing-range.ts';
import { breakerZones, findFairValueGaps } from './fair-value-gaps.ts';
import { classifyFvg } from './fvg-type.ts';
import { htfStructure } from './htf-structure.ts';
import { ictLabel, ictReasons, ictScore } from './ict-score.ts';
import { inOte, latestImpulseLeg, oteZone } from './impulse-leg.ts';
import { type LiquidityLevel, liquidityLevels } from './liquidity-levels.ts';
import { findSweeps } from './liquidity-sweeps.ts';
import { findSwings } from './swings.ts';
import { buildTradePlan } from './trade-plan.ts';
import type { DealingRange, IctAnalysis, IctInput, IctParams, Swing } from './types.ts';

/** Look-back windows of the engine, in closed bars (docs/analytics.md §3 and the choices noted there). */
const ICT_WINDOWS = {
  /** 4h bars searched for the break of structure (and their swings). */
  structure4h: 60,
  /** 5m bars whose swings give the impulse legs; also the ATR window. */
  legs5m: 288,
  /** 5m bars searched for FVGs, and whose swings are liquidity levels. */
  fvg5m: 96,
  /** 5m bars in which a sweep must have happened. */
  sweep5m: 24,
} as const;

export const SWING_N_4H = 3;
export const SWING_N_5M = 5;

/** Price and `asOf`: `last` when it is at or before `now` and not older than the last closed 5m bar. */
function priceNow(closed5m: readonly Candle[], closed1h: Candle | undefined, input: IctInput) {
  const last5m = closed5m[closed5m.length - 1];
  const barClose = last5m ? last5m.openTime + timeframeMs('5m') : null;
  const last = input.last;
  if (last && last.time <= input.now && (barClose === null || last.time >= barClose)) {
    return { price: last.price, asOf: last.time };
  }
  const h1Close = closed1h ? closed1h.openTime + HOUR_MS : null;
  const asOf = Math.max(barClose ?? Number.NEGATIVE_INFINITY, h1Close ?? Number.NEGATIVE_INFINITY);
  return { price: last5m ? last5m.close : null, asOf: Number.isFinite(asOf) ? asOf : input.now };
}

/**
 * The liquidity prices a target can be drawn to (docs/analytics.md §3.9): PDH/PDL, today's Asia
 * high/low and the recent 5m swings (the sweep levels), every 5m swing of the leg window, the 4h swings
 * and the dealing range's high and low, split into highs (buy-side) and lows (sell-side).
 */
function opposingLiquidity(
  levels: readonly LiquidityLevel[],
  swings5m: readonly Swing[],
  swings4h: readonly Swing[],
  range: DealingRange | null,
): { highs: number[]; lows: number[] } {
  const highs: number[] = [];
  const lows: number[] = [];
  for (const l of levels) (l.side === 'high' ? highs : lows).push(l.price);
  for (const s of [...swings5m, ...swings4h]) (s.kind === 'high' ? highs : lows).push(s.price);
  if (range) {
    highs.push(range.high);
    lows.push(range.low);
  }
  return { highs, lows };
}

/**
 * One ICT evaluation at `input.now` (docs/analytics.md §3), from the bars closed at `now` only (later
 * bars in the input are ignored: no look-ahead). HTF = 4h bars aggregated from the closed 1h bars,
 * LTF = closed 5m bars. Each part reads a fixed window, so passing more history changes nothing:
 * - htf_bias and `structureBreakAt` from the last 60 closed 4h bars and their n = 3 swings;
 * - the dealing range (last 30 closed 4h bars) and htf_pd_array at the price;
 * - the impulse leg from the n = 5 swings of the last 288 closed 5m bars, its OTE zone and ltf_ote;
 * - ATR(5m,14), Wilder's, over the last 288 closed 5m bars;
 * - FVGs and breakers of the last 96 closed 5m bars, and fvg_type with its zone;
 * - liquidity sweeps in the last 24 closed 5m bars against PDH/PDL, today's Asia high/low and the
 *   confirmed swings of the last 96 bars;
 * - the score, reasons, label and the trade plan, its TP2 drawn from the liquidity above (`opposingLiquidity`).
 * The price is `input.last` when given (at or before `now`), else the last closed 5m close.
 */
export function analyzeIct(input: IctInput, params: IctParams): IctAnalysis {
  const { now } = input;
  const m5 = timeframeMs('5m');
  const h4 = timeframeMs('4h');
  const since = bucketStart('1d', now) - DAY_MS;
  const closed5m = closed5mTail(input.bars5m, now, ICT_WINDOWS.legs5m, since);
  const lastH1 = input.bars1h[firstIndexAtOrAfter(input.bars1h, now - HOUR_MS + 1) - 1];
  const { price, asOf } = priceNow(closed5m, lastH1, input);

  const bars4h = closed4hBars(input.bars1h, now, ICT_WINDOWS.structure4h);
  const swings4h = findSwings(bars4h, SWING_N_4H, h4);
  const { bias: htfBias, structureBreakAt } = htfStructure(bars4h, swings4h, h4);
  const range = dealingRange(bars4h, price);
  const htfPdArray = pdArray(range, params);

  const legBars = closed5m.slice(-ICT_WINDOWS.legs5m);
  const swings5m = findSwings(legBars, SWING_N_5M, m5);
  const leg = latestImpulseLeg(swings5m, htfBias);
  const ote = leg ? oteZone(leg, params) : null;
  const ltfOte = inOte(ote, price);
  const atr = wilderAtr(legBars);

  const fvgBars = closed5m.slice(-ICT_WINDOWS.fvg5m);
  const fvgs = findFairValueGaps(fvgBars, m5);
  const breakers = breakerZones(fvgs, fvgBars);
  const { fvgType, zone } = classifyFvg(price, fvgs, breakers, htfBias, atr);

  const fvgFrom = fvgBars[0]?.openTime ?? Number.POSITIVE_INFINITY;
  const levels = liquidityLevels(
    closed5m,
    swings5m.filter((s) => s.time >= fvgFrom),
    now,
    params,
  );
  const sweepFrom = closed5m[closed5m.length - ICT_WINDOWS.sweep5m]?.openTime ?? closed5m[0]?.openTime ?? 0;
  const sweeps = findSweeps(closed5m, levels, sweepFrom);
  const liquiditySweep = sweeps.length > 0;

  const reasons = ictReasons({ htfBias, htfPdArray, ltfOte, fvgType, liquiditySweep });
  const score = ictScore(reasons);
  const trade = buildTradePlan({
    score,
    bias: htfBias,
    leg,
    ote,
    zone,
    atr,
    liquidity: opposingLiquidity(levels, swings5m, swings4h, range),
    price,
    params,
  });
  return {
    asOf,
    price,
    htfBias,
    htfPdArray,
    ltfOte,
    fvgType,
    liquiditySweep,
    score,
    reasons,
    label: ictLabel(htfBias, score, params),
    swings4h,
    structureBreakAt,
    swings5m,
    fvgs,
    breakers,
    dealingRange: range,
    leg,
    ote,
    zone,
    sweeps,
    atr,
    trade,
  };
}
