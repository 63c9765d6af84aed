/** Windows of consecutive bars a backfill requests, and the least the exchange's rate limit allows. */
export interface KlineWindow {
  start: number;
  /** Bars in the window (the request's `limit`). */
  limit: number;
}

export const alignUp = (t: number, stepMs: number): number => Math.ceil(t / stepMs) * stepMs;
export const alignDown = (t: number, stepMs: number): number => Math.floor(t / stepMs) * stepMs;

/** Bars with open time in [start, now], the one containing `now` (forming) included. */
export function barsBetween(start: number, now: number, stepMs: number): number {
  return start > now ? 0 : Math.floor((now - start) / stepMs) + 1;
}

/**
 * Consecutive windows covering [start, now] in pages of at most `pageSize` bars; the last window
 * asks only for what is left, which is also cheaper where weight grows with `limit` (Binance).
 */
export function planWindows(start: number, now: number, stepMs: number, pageSize: number): KlineWindow[] {
  const windows: KlineWindow[] = [];
  let left = barsBetween(start, now, stepMs);
  for (let t = start; left > 0; ) {
    const limit = Math.min(pageSize, left);
    windows.push({ start: t, limit });
    t += limit * stepMs;
    left -= limit;
  }
  return windows;
}

export interface MinimumCost {
  /** Σ ceil(bars / pageSize). */
  calls: number;
  /** Σ weight of those calls in the exchange's units. */
  weight: number;
  /** weight ÷ (budget per ms): the shortest time the documented limit allows. */
  minMs: number;
}

export function minimumCost(
  barCounts: number[],
  pageSize: number,
  weightOf: (limit: number) => number,
  budget: { capacity: number; windowMs: number },
): MinimumCost {
  let calls = 0;
  let weight = 0;
  for (const bars of barCounts) {
    for (let left = bars; left > 0; left -= pageSize) {
      calls += 1;
      weight += weightOf(Math.min(pageSize, left));
    }
  }
  return { calls, weight, minMs: (weight / budget.capacity) * budget.windowMs };
}
