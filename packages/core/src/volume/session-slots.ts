import { firstIndexAtOrAfter } from '../candles/bar-search.ts';
import { timeframeMs } from '../candles/timeframe.ts';
import type { SessionInstance } from '../sessions/session-instances.ts';
import type { VolumeBar } from './types.ts';

const STEP = timeframeMs('5m');

/** Open time of slot 0 of a session instance: the first 5m-aligned time at or after its start. */
export function firstSlotOpen(instance: SessionInstance): number {
  return Math.ceil(instance.start / STEP) * STEP;
}

/**
 * Number of 5m slots of a session instance: the 5m bars whose open time lies in the window
 * `[start, end)` (a bar belongs to the session its open time falls in).
 */
export function sessionSlotCount(instance: SessionInstance): number {
  return Math.max(0, Math.ceil((instance.end - firstSlotOpen(instance)) / STEP));
}

/** Slots of the instance whose bar has closed at `now` (`open + 5m ≤ now`), 0 … slot count. */
export function closedSlotCount(instance: SessionInstance, now: number): number {
  const closed = Math.floor((now - firstSlotOpen(instance)) / STEP);
  return Math.min(sessionSlotCount(instance), Math.max(0, closed));
}

/**
 * Quote volume of each of the first `slots` 5m slots of a session instance, from an ascending bar
 * series (a missing bar counts 0), and how many bars were present. Bars outside those slots are
 * ignored, so passing a longer history never changes the result.
 */
export function slotVolumes(
  bars5m: readonly VolumeBar[],
  instance: SessionInstance,
  slots: number,
): { volumes: number[]; bars: number } {
  const first = firstSlotOpen(instance);
  const volumes = new Array<number>(slots).fill(0);
  let bars = 0;
  for (let i = firstIndexAtOrAfter(bars5m, first); i < bars5m.length; i++) {
    const bar = bars5m[i] as VolumeBar;
    const slot = (bar.openTime - first) / STEP;
    if (slot >= slots) break;
    if (!Number.isInteger(slot)) continue;
    volumes[slot] = (volumes[slot] as number) + bar.volume;
    bars += 1;
  }
  return { volumes, bars };
}

/** Running sums: `out[k]` = volumes[0] + … + volumes[k]. */
export function cumulative(volumes: readonly number[]): number[] {
  let sum = 0;
  return volumes.map((v) => {
    sum += v;
    return sum;
  });
}
