import type { HtfBias, IctParams, ImpulseLeg, Swing } from './types.ts';

/**
 * The alternating swing sequence: runs of consecutive swings of the same kind collapse to their
 * extreme (the highest high, the lowest low; on a tie the later swing), so highs and lows alternate.
 * Input in time order.
 */
export function alternatingSwings(swings: readonly Swing[]): Swing[] {
  const out: Swing[] = [];
  for (const s of swings) {
    const last = out[out.length - 1];
    if (last === undefined || last.kind !== s.kind) {
      out.push(s);
    } else if (s.kind === 'high' ? s.price >= last.price : s.price <= last.price) {
      out[out.length - 1] = s;
    }
  }
  return out;
}

/**
 * The 5m impulse legs (docs/analytics.md §3): each consecutive pair of the alternating sequence of
 * confirmed swings, a swing low then a later swing high → `Bullish`, a swing high then a later
 * swing low → `Bearish`. In time order.
 */
export function impulseLegs(swings: readonly Swing[]): ImpulseLeg[] {
  const seq = alternatingSwings(swings);
  const legs: ImpulseLeg[] = [];
  for (let k = 1; k < seq.length; k++) {
    const from = seq[k - 1] as Swing;
    const to = seq[k] as Swing;
    if (to.time <= from.time) continue;
    legs.push({
      direction: from.kind === 'low' ? 'Bullish' : 'Bearish',
      fromTime: from.time,
      fromPrice: from.price,
      toTime: to.time,
      toPrice: to.price,
    });
  }
  return legs;
}

/**
 * The leg `ltf_ote` is drawn on (docs/analytics.md §3): with a directional HTF bias the latest leg in
 * that direction, with a Neutral bias the latest leg of either direction; null without one.
 */
export function latestImpulseLeg(swings: readonly Swing[], bias: HtfBias): ImpulseLeg | null {
  const legs = impulseLegs(swings);
  for (let k = legs.length - 1; k >= 0; k--) {
    const leg = legs[k] as ImpulseLeg;
    if (bias === 'Neutral' || leg.direction === bias) return leg;
  }
  return null;
}

/**
 * The optimal trade entry zone of a leg (docs/analytics.md §3): the retracement between
 * `fib_golden_low` and `fib_golden_high` of the leg's size R measured back from its extreme. Bullish
 * low→high: [high − fib_golden_high·R, high − fib_golden_low·R]; Bearish high→low:
 * [low + fib_golden_low·R, low + fib_golden_high·R].
 */
export function oteZone(leg: ImpulseLeg, params: IctParams): { low: number; high: number } {
  const size = Math.abs(leg.toPrice - leg.fromPrice);
  if (leg.direction === 'Bullish') {
    return { low: leg.toPrice - params.fibGoldenHigh * size, high: leg.toPrice - params.fibGoldenLow * size };
  }
  return { low: leg.toPrice + params.fibGoldenLow * size, high: leg.toPrice + params.fibGoldenHigh * size };
}

/** `ltf_ote`: the price is inside the OTE zone, bounds included. */
export function inOte(ote: { low: number; high: number } | null, price: number | null): boolean {
  return ote !== null && price !== null && price >= ote.low && price <= ote.high;
}
