import { defaultAdminSettings } from '@app/contracts';
import {
  breakerZones,
  createSimMarket,
  DAY_MS,
  findFairValueGaps,
  findSwings,
  SWING_N_5M,
  sessionLevelsByDay,
  sessionWindowsFromSettings,
  timeframeMs,
} from '@app/core';
import { referenceBreakerZones } from '@app/core/test/support/fvg-reference.ts';
import { type Figure, measure } from './measure.ts';

const M5 = timeframeMs('5m');
const BARS = 25_920; // 90 days of 5m
const end = Date.UTC(2026, 10, 20);
const STEADY_WARMUP = 5;
const STEADY_RUNS = 15;

/**
 * The median time of `STEADY_RUNS` calls after `STEADY_WARMUP` (V8 has optimised the code: what a
 * server computing overlays all day pays), where `measure`'s single call after one warm-up is
 * dominated by how soon V8 optimises, and by the machine's load.
 */
function steady(name: string, work: () => number): Figure {
  for (let i = 0; i < STEADY_WARMUP; i++) work();
  const times: number[] = [];
  let units = 0;
  for (let i = 0; i < STEADY_RUNS; i++) {
    const started = performance.now();
    units = work();
    times.push(performance.now() - started);
  }
  const ms = [...times].sort((a, b) => a - b)[Math.floor(STEADY_RUNS / 2)] ?? 0;
  return { name, ms, units, unit: 'bars', perSecond: units / (ms / 1000), heapDeltaMb: 0 };
}

/**
 * Core structures on one symbol's 25,920 simulated BTC 5m bars, the set the chart overlays draw:
 * FVGs, swings (n = 5), breaker zones and the session levels of each day; and breakers alone, against
 * their first linear-scan definition (the test reference), to show what the segment tree buys.
 */
export async function structuresBenches(): Promise<Figure[]> {
  const market = createSimMarket({ seed: 1, symbols: ['BTCUSDT'] });
  const bars = market.simCandles('BTCUSDT', '5m', end - BARS * M5, end);
  const windows = sessionWindowsFromSettings(defaultAdminSettings);
  const fvgs = findFairValueGaps(bars, M5);
  const all = () => {
    const gaps = findFairValueGaps(bars, M5);
    breakerZones(gaps, bars);
    findSwings(bars, SWING_N_5M, M5);
    sessionLevelsByDay(bars, windows, end - 90 * DAY_MS, end, end);
    return bars.length;
  };
  return [
    await measure(`structures: FVG+swing+breaker+sessions, ${bars.length} 5m`, 'bars', all),
    steady(`structures: the same, median of ${STEADY_RUNS} after ${STEADY_WARMUP} warm-ups`, all),
    await measure(`structures: breakers alone (${fvgs.length} FVGs)`, 'bars', () => {
      breakerZones(fvgs, bars);
      return bars.length;
    }),
    await measure(`structures: breakers, linear-scan reference`, 'bars', () => {
      referenceBreakerZones(fvgs, bars);
      return bars.length;
    }),
  ];
}
