import type { createMarketChain } from './daily-skeleton.ts';
import { fatTail } from './distributions.ts';
import { mixSeed, mulberry32 } from './prng.ts';
import { SLOTS_PER_DAY, VOL_SHAPE } from './session-profile.ts';

/**
 * The market factor's 5m log-return path of each day: t(4) increments shaped by session activity,
 * bridged (variance-weighted) so they sum exactly to the day's market return. Shared by all symbols
 * (scaled by their beta), so intraday moves are correlated. Cached per day.
 */
export function createMarketIntraday(seed: number, market: ReturnType<typeof createMarketChain>) {
  const cache = new Map<number, Float64Array>();
  return (k: number): Float64Array => {
    const hit = cache.get(k);
    if (hit !== undefined) return hit;
    const { ret, sigma } = market(k);
    const rng = mulberry32(mixSeed(seed, 0x6d6b74, k, 2));
    const path = new Float64Array(SLOTS_PER_DAY);
    let sum = 0;
    for (let j = 0; j < SLOTS_PER_DAY; j++) {
      const x = sigma * (VOL_SHAPE[j] as number) * fatTail(rng());
      path[j] = x;
      sum += x;
    }
    // Squares of VOL_SHAPE sum to 1, so the variance weights are VOL_SHAPE[j]².
    const adj = ret - sum;
    for (let j = 0; j < SLOTS_PER_DAY; j++)
      path[j] = (path[j] as number) + adj * (VOL_SHAPE[j] as number) ** 2;
    cache.set(k, path);
    return path;
  };
}
