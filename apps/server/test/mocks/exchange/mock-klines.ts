/**
 * Deterministic klines for the mock exchanges. A bar is a pure function of (instrument index,
 * timeframe, open time, now): opens chain to the previous close, quote volume is base volume times a
 * VWAP that is deliberately not the typical price (so tests can tell exact quote volume from the
 * base × (h+l+c)/3 estimate), and the bar containing `now` is partial (smaller volume, moving close).
 */
export interface MockBar {
  openTime: number;
  open: number;
  high: number;
  low: number;
  close: number;
  baseVolume: number;
  quoteVolume: number;
  /** True for the bar that contains `now`. */
  forming: boolean;
}

const dayMs = 86_400_000;

function hash(a: number, b: number, c: number): number {
  let h = 2166136261 ^ a;
  h = Math.imul(h ^ b, 16777619);
  h = Math.imul(h ^ (c % 4294967296), 16777619);
  h = Math.imul(h ^ Math.floor(c / 4294967296), 16777619);
  h ^= h >>> 15;
  h = Math.imul(h, 2246822507);
  h ^= h >>> 13;
  return (h >>> 0) / 4294967296;
}

function basePrice(index: number): number {
  return 10 ** (4 - ((index * 7) % 9)) * (1 + (index % 13) / 10);
}

function midPrice(index: number, t: number): number {
  const slow = 0.2 * Math.sin((2 * Math.PI * t) / (30 * dayMs) + index);
  const fast = 0.03 * Math.sin((2 * Math.PI * t) / (dayMs + index * 1000));
  return basePrice(index) * (1 + slow + fast);
}

const sig = (x: number): number => Number(x.toPrecision(8));

export function mockBar(index: number, timeframeMs: number, openTime: number, now: number): MockBar {
  const forming = openTime + timeframeMs > now;
  const fraction = forming ? Math.max(0, now - openTime) / timeframeMs : 1;
  const open = sig(midPrice(index, openTime));
  const close = sig(midPrice(index, openTime + fraction * timeframeMs));
  const r1 = hash(index, timeframeMs, openTime);
  const r2 = hash(index + 1, timeframeMs, openTime);
  const r3 = hash(index + 2, timeframeMs, openTime);
  const high = sig(Math.max(open, close) * (1 + 0.004 * r1));
  const low = sig(Math.min(open, close) * (1 - 0.004 * r2));
  const baseVolume = Number(((1 + r3) * 1000 * (timeframeMs / 300_000) * fraction).toFixed(3));
  const vwap = low + (high - low) * (0.25 + 0.5 * r1);
  const quoteVolume = Number((baseVolume * vwap).toFixed(4));
  return { openTime, open, high, low, close, baseVolume, quoteVolume, forming };
}

/**
 * Bars with open time in [from, to], ascending, never before `listedAt` nor after the forming bar.
 */
export function mockBars(
  index: number,
  timeframeMs: number,
  from: number,
  to: number,
  now: number,
  listedAt: number,
): MockBar[] {
  const first = Math.ceil(Math.max(from, listedAt) / timeframeMs) * timeframeMs;
  const last = Math.min(to, Math.floor(now / timeframeMs) * timeframeMs);
  const bars: MockBar[] = [];
  for (let t = first; t <= last; t += timeframeMs) bars.push(mockBar(index, timeframeMs, t, now));
  return bars;
}
