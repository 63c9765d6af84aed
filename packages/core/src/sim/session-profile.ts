/** Number of 5m slots in a UTC day. */
export const SLOTS_PER_DAY = 288;

/**
 * Relative activity of a 5m slot by session (default windows of docs/analytics.md §4: Asia 00–07,
 * London 07–13, New York 13–21 UTC, quiet 21–24), with bursts at the daily open, the London open,
 * the US cash open (13:30) and 14:30.
 */
function activity(slot: number): number {
  const minute = slot * 5;
  const hour = minute / 60;
  let a = hour < 7 ? 0.8 : hour < 13 ? 1.05 : hour < 21 ? 1.25 : 0.65;
  if (minute < 15) a *= 1.3;
  if (minute >= 420 && minute < 435) a *= 1.4;
  if (minute >= 810 && minute < 830) a *= 1.6;
  if (minute >= 870 && minute < 885) a *= 1.3;
  return a;
}

/** Per-slot volatility shape, scaled so the squares sum to 1 (one day's variance). */
export const VOL_SHAPE: Float64Array = (() => {
  const raw = Array.from({ length: SLOTS_PER_DAY }, (_, j) => activity(j));
  const norm = Math.sqrt(raw.reduce((s, x) => s + x * x, 0));
  return Float64Array.from(raw, (x) => x / norm);
})();

/** Per-slot volume shape (activity^1.3), scaled to mean 1. */
export const VOLUME_SHAPE: Float64Array = (() => {
  const raw = Array.from({ length: SLOTS_PER_DAY }, (_, j) => activity(j) ** 1.3);
  const mean = raw.reduce((s, x) => s + x, 0) / SLOTS_PER_DAY;
  return Float64Array.from(raw, (x) => x / mean);
})();
