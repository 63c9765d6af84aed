import type { DayBuffers } from './day-path.ts';
import { mixSeed, mulberry32, type Rng } from './prng.ts';
import { SLOTS_PER_DAY } from './session-profile.ts';

const ASIA_END = 84; // 07:00 UTC
const ACTIVE_END = 252; // 21:00 UTC
const SWEEP_PROBABILITY = 0.3;

/**
 * Pushes the wick of the bar in `[from, to)` that came closest to `level` (from below for a high,
 * from above for a low) through it, when no bar from `checkFrom` on reached the level and the gap is at most
 * `maxGap` (relative). The bar still closes on the near side: a stop run. Its volume is boosted.
 */
function sweep(
  b: DayBuffers,
  rng: Rng,
  level: number,
  isHigh: boolean,
  [checkFrom, from, to]: readonly [number, number, number],
  maxGap: number,
) {
  const u = rng();
  const boost = 2 + 2 * rng();
  if (!(level > 0) || !Number.isFinite(level)) return;
  const slots = SLOTS_PER_DAY;
  let best = -1;
  let reached = false;
  for (let j = checkFrom; j < slots; j++) {
    const ext = isHigh ? (b.high[j] as number) : (b.low[j] as number);
    if (isHigh ? ext >= level : ext <= level) reached = true;
    if (j < from || j >= to) continue;
    if (best < 0 || (isHigh ? ext > (b.high[best] as number) : ext < (b.low[best] as number))) best = j;
  }
  if (reached || best < 0) return;
  const ext = isHigh ? (b.high[best] as number) : (b.low[best] as number);
  if (Math.abs(level - ext) / level > maxGap) return;
  const overshoot = (b.sigma[best] as number) * (0.2 + 0.8 * u);
  if (isHigh) b.high[best] = level * (1 + overshoot);
  else b.low[best] = level * (1 - overshoot);
  b.volume[best] = (b.volume[best] as number) * boost;
}

/**
 * Stop runs through prior highs and lows (ICT liquidity sweeps): with some probability a London/New
 * York bar wicks through the previous day's (base-path) high or low, and another one through
 * today's Asia-session high or low, then closes back inside. Uses the previous day's high and low
 * before its own stop runs, so no day depends on more than one day before it.
 */
export function applyStopRuns(
  seedParts: readonly [number, number, number],
  b: DayBuffers,
  prevHigh: number,
  prevLow: number,
  sigmaDay: number,
): void {
  const rng = mulberry32(mixSeed(...seedParts, 3));
  const pd = rng() < SWEEP_PROBABILITY;
  const pdHigh = rng() < 0.5;
  const asia = rng() < SWEEP_PROBABILITY;
  const asiaHighSide = rng() < 0.5;
  if (pd) sweep(b, rng, pdHigh ? prevHigh : prevLow, pdHigh, [0, ASIA_END, ACTIVE_END], 1.2 * sigmaDay);
  if (asia) {
    let level = asiaHighSide ? 0 : Number.POSITIVE_INFINITY;
    for (let j = 0; j < ASIA_END; j++) {
      level = asiaHighSide ? Math.max(level, b.high[j] as number) : Math.min(level, b.low[j] as number);
    }
    sweep(b, rng, level, asiaHighSide, [ASIA_END, ASIA_END, ACTIVE_END], 0.6 * sigmaDay);
  }
}
