import { DAY_MS } from '../candles/timeframe.ts';
import { type SessionInstance, sessionInstancesOfDay } from '../sessions/session-instances.ts';
import { type SessionWindow, utcDayStart } from '../sessions/session-windows.ts';
import { cumulative, sessionSlotCount, slotVolumes } from './session-slots.ts';
import type { SessionBaseline, VolumeBar } from './types.ts';

/** Days of history a baseline covers (docs/analytics.md §4). */
export const BASELINE_DAYS = 20;

/**
 * The session instances a baseline built at `now` covers: those starting on each of the
 * `BASELINE_DAYS` UTC days before the day of `now` and ended by `now` (a window wrapping into today
 * may not have ended yet; it is left out). So every run on one day builds the same baseline, and
 * none reads a bar that had not closed at `now`.
 */
export function baselineInstances(window: SessionWindow, now: number): SessionInstance[] {
  const today = utcDayStart(now);
  const out: SessionInstance[] = [];
  for (let d = BASELINE_DAYS; d >= 1; d--) {
    const instance = sessionInstancesOfDay([window], today - d * DAY_MS)[0];
    if (instance && instance.end <= now) out.push(instance);
  }
  return out;
}

/** Mean and sample standard deviation (n − 1; 0 below two values). */
export function meanAndStd(values: readonly number[]): { mean: number; std: number } {
  const n = values.length;
  if (n === 0) return { mean: 0, std: 0 };
  const mean = values.reduce((s, v) => s + v, 0) / n;
  if (n < 2) return { mean, std: 0 };
  const ss = values.reduce((s, v) => s + (v - mean) ** 2, 0);
  return { mean, std: Math.sqrt(ss / (n - 1)) };
}

/**
 * One symbol's volume baseline of each session window, built at `now` (docs/analytics.md §4): for each
 * 5m slot k of the session, the mean and sample standard deviation over the last 20 days' instances
 * of the session's cumulative quote volume through slot k ("volume up to the same elapsed minute").
 * A day counts when the symbol has at least one bar in that instance; its missing bars count as 0
 * volume. The sample deviation (n − 1) is used because the 20 days are a sample of the session's
 * behaviour. `bars5m` ascending; only bars of the covered instances are read.
 */
export function buildVolumeBaselines(
  bars5m: readonly VolumeBar[],
  windows: readonly SessionWindow[],
  now: number,
): SessionBaseline[] {
  return windows.map((window) => {
    const instances = baselineInstances(window, now);
    const slots = instances[0] ? sessionSlotCount(instances[0]) : 0;
    const days: number[][] = [];
    for (const instance of instances) {
      const { volumes, bars } = slotVolumes(bars5m, instance, slots);
      if (bars > 0) days.push(cumulative(volumes));
    }
    const cumMean: number[] = [];
    const cumStd: number[] = [];
    for (let k = 0; k < (days.length > 0 ? slots : 0); k++) {
      const { mean, std } = meanAndStd(days.map((d) => d[k] as number));
      cumMean.push(mean);
      cumStd.push(std);
    }
    return {
      session: window.session,
      startMinute: window.startMinute,
      endMinute: window.endMinute,
      days: days.length,
      cumMean,
      cumStd,
    };
  });
}

/** The earliest bar open time a baseline build at `now` reads (null when it covers no instance). */
export function baselineHistoryStart(windows: readonly SessionWindow[], now: number): number | null {
  const starts = windows.flatMap((w) => baselineInstances(w, now).map((i) => i.start));
  return starts.length > 0 ? Math.min(...starts) : null;
}
