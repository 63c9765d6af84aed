/**
 * The alert replay report's before / after of a CPR cross rule (docs/alerts.md "CPR crosses that
 * hold"), measured from the raw level crosses of each CPR:
 *
 * - a raw cross is a close beyond the CPR on the other side than the price last stood (core
 *   `cprCrossFires` with `rawCprCrossRule`, the alerts before the rule);
 * - it is **undone within 1 h** when the next raw cross of the same CPR (back) comes at a close at
 *   most 60 minutes after it; it counts toward that share when the CPR stayed in force (with data) for
 *   1 h after it, or was undone before;
 * - it **held 4 h** when the CPR stayed in force (with data) for 4 h after it and no raw cross back
 *   came within those 4 h;
 * - a fire of the rule belongs to the newest raw cross to the same side at or before it (the price has
 *   stood on that side since); a raw cross fires when one belongs to it, `delay` after it.
 */
import { type CprCrossRule, cprCrossFires, rawCprCrossRule } from '@app/core';

const HOUR = 3_600_000;

/** Every close against one CPR (one timeframe's period), in order, with the 5m ATR as of it. */
export interface CprCloses {
  tf: string;
  cpr: { top: number; bottom: number };
  points: { now: number; close: number; atr: number | null }[];
}

export interface CrossOutcomes {
  raw: number;
  fires: number;
  /** Raw crosses eligible for the 1 h test, and those undone within 1 h. */
  rawEligible1h: number;
  rawUndone1h: number;
  /** Fires whose raw cross is eligible for the 1 h test, and those whose raw cross was undone within 1 h. */
  firedEligible1h: number;
  firedUndone1h: number;
  /** Raw crosses that held 4 h, and those of them the rule fired. */
  held4h: number;
  held4hFired: number;
  /** Minutes from the raw cross to its fire, per fire. */
  delays: number[];
}

export const emptyOutcomes = (): CrossOutcomes => ({
  raw: 0,
  fires: 0,
  rawEligible1h: 0,
  rawUndone1h: 0,
  firedEligible1h: 0,
  firedUndone1h: 0,
  held4h: 0,
  held4hFired: 0,
  delays: [],
});

/** Adds the outcomes of `rule` over one CPR's closes to `into`. */
export function crossOutcomes(c: CprCloses, rule: CprCrossRule, into: CrossOutcomes): void {
  const { points } = c;
  const last = points.at(-1)?.now;
  if (last === undefined) return;
  const raws = cprCrossFires(points, c.cpr, rawCprCrossRule);
  const fires = cprCrossFires(points, c.cpr, rule);
  const timeOf = (index: number) => (points[index] as { now: number }).now;
  const fired = new Map<number, number>(); // raw cross position → its fire's time
  let r = -1;
  for (const f of fires) {
    while (r + 1 < raws.length && (raws[r + 1] as { index: number }).index <= f.index) r += 1;
    let k = r;
    while (k >= 0 && (raws[k] as { to: string }).to !== f.to) k -= 1;
    if (k >= 0 && !fired.has(k)) fired.set(k, timeOf(f.index));
  }
  into.raw += raws.length;
  into.fires += fires.length;
  raws.forEach((x, k) => {
    const t = timeOf(x.index);
    const nextRaw = raws[k + 1];
    const back = nextRaw === undefined ? null : timeOf(nextRaw.index) - t;
    const undone1h = back !== null && back <= HOUR;
    const eligible1h = undone1h || last - t >= HOUR;
    const held4h = last - t >= 4 * HOUR && (back === null || back > 4 * HOUR);
    const fire = fired.get(k);
    if (eligible1h) {
      into.rawEligible1h += 1;
      if (undone1h) into.rawUndone1h += 1;
      if (fire !== undefined) {
        into.firedEligible1h += 1;
        if (undone1h) into.firedUndone1h += 1;
      }
    }
    if (held4h) {
      into.held4h += 1;
      if (fire !== undefined) into.held4hFired += 1;
    }
    if (fire !== undefined) into.delays.push((fire - t) / 60_000);
  });
}

const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)} %`;

/** One table row: fires, undone within 1 h (share of fires), held 4 h fired (share), median delay. */
export function outcomeRow(label: string, o: CrossOutcomes, symbolDays: number): string {
  const delays = [...o.delays].sort((a, b) => a - b);
  const median = delays[Math.floor(delays.length / 2)] ?? 0;
  return `| ${label} | ${o.fires} (${(o.fires / symbolDays).toFixed(2)}) | ${pct(o.firedUndone1h, o.firedEligible1h)} (${o.firedUndone1h} of ${o.firedEligible1h}) | ${pct(o.held4hFired, o.held4h)} (${o.held4hFired} of ${o.held4h}) | ${median} min |`;
}
