import {
  breakerZones,
  createSimMarket,
  DAY_MS,
  findFairValueGaps,
  findSwings,
  SWING_N_5M,
  sessionLevelsByDay,
  sessionWindowsFromSettings,
} from '@app/core';
import { defaultAdminSettings } from '@app/contracts';
import { referenceBreakerZones } from '../packages/core/test/support/fvg-reference.ts';
import { type Figure, measure } from './measure.ts';

const M5 = 300_000;
const BARS = 25_920; // 90 days of 5m
const end = Date.UTC(2026, 10, 20);

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
  return [
    await measure(`structures: FVG+swing+breaker+sessions, ${bars.length} 5m`, 'bars', () => {
      const gaps = findFairValueGaps(bars, M5);
      breakerZones(gaps, bars);
      findSwings(bars, SWING_N_5M, M5);
      sessionLevelsByDay(bars, windows, end - 90 * DAY_MS, end, end);
      return bars.length;
    }),
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
