import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateCandles } from '../../../src/candles/aggregate.ts';
import { DAY_MS, HOUR_MS } from '../../../src/candles/timeframe.ts';
import type { Candle } from '../../../src/candles/types.ts';
import { defaultDailyCprMap } from '../../../src/cpr/cpr-map.ts';
import {
  defaultCheckpointOffsets,
  intradayCheckpoints,
  trendCheckpoints,
} from '../../../src/cpr/trend-model/checkpoints.ts';
import {
  TREND_MIN_HISTORY_DAYS,
  type TrendSeries,
  trendDataset,
} from '../../../src/cpr/trend-model/dataset.ts';
import { trendFeatureGroup, trendFeatureNames } from '../../../src/cpr/trend-model/feature-names.ts';
import { dayPartials } from '../../../src/cpr/trend-model/intraday-features.ts';
import { FIXTURE_START, randomHourly } from '../../support/trend-fixtures.ts';

const offsets = defaultCheckpointOffsets;
const map = defaultDailyCprMap;

/**
 * Series built from hourly bars cut at `cut`: the bars closed by then, and the forming day as the live
 * store shows it at its open (its open price only, from the bar opening at `cut`).
 */
function seriesAt(hourly: ReadonlyMap<string, Candle[]>, cut: number): TrendSeries[] {
  return [...hourly].map(([symbol, all]) => {
    const bars = all.filter((b) => b.openTime + HOUR_MS <= cut);
    const daily = aggregateCandles(bars, '1d');
    const forming = all.find((b) => b.openTime === cut);
    if (cut % DAY_MS === 0 && forming)
      daily.push({ ...forming, high: forming.open, low: forming.open, close: forming.open });
    return {
      symbol,
      daily,
      partials: Object.fromEntries(
        intradayCheckpoints.map((c) => [c, dayPartials(bars, HOUR_MS, offsets[c])]),
      ),
    };
  });
}

const DAYS = 75;
const hourly = new Map([
  ['BTCUSDT', randomHourly(DAYS, 1)],
  ['ETHUSDT', randomHourly(DAYS, 2)],
  ['LATEUSDT', randomHourly(DAYS, 3).slice(5 * 24)],
]);
const end = FIXTURE_START + DAYS * DAY_MS;
const full = trendDataset(seriesAt(hourly, end), { map, now: end, offsets });

describe('trend dataset', () => {
  it('has a row per symbol and day after 60 days, at each checkpoint, with named features', () => {
    expect(full.open.filter((r) => r.symbol === 'BTCUSDT')).toHaveLength(DAYS - TREND_MIN_HISTORY_DAYS);
    expect(full.open.filter((r) => r.symbol === 'LATEUSDT')).toHaveLength(DAYS - 5 - TREND_MIN_HISTORY_DAYS);
    for (const c of trendCheckpoints) {
      expect(full[c].length).toBe(full.open.length);
      for (const r of full[c]) {
        expect(r.x).toHaveLength(trendFeatureNames(map, c).length);
        expect(r.x.every(Number.isFinite)).toBe(true);
        expect(r.y === 0 || r.y === 1).toBe(true);
      }
    }
    expect(trendFeatureNames(map, 'open').map(trendFeatureGroup)).toContain('market');
  });

  it('no look-ahead: each row of day D equals the one computed on data cut at D’s checkpoint (property)', () => {
    const days = full.open.map((r) => r.time).filter((t, i, a) => a.indexOf(t) === i);
    fc.assert(
      fc.property(fc.constantFrom(...days), fc.constantFrom(...trendCheckpoints), (day, c) => {
        const cut = day + offsets[c];
        const rows = trendDataset(seriesAt(hourly, cut), { map, now: cut, offsets, from: day })[c];
        const expected = full[c].filter((r) => r.time === day);
        expect(rows.map((r) => ({ ...r, y: null }))).toEqual(expected.map((r) => ({ ...r, y: null })));
        expect(rows.every((r) => r.y === null)).toBe(true); // the day has not closed at its checkpoint
      }),
      { numRuns: 25 },
    );
  });

  it('a later checkpoint has no row before its time, and none without a partial', () => {
    const day = FIXTURE_START + 70 * DAY_MS;
    const at = trendDataset(seriesAt(hourly, day + 6 * HOUR_MS), {
      map,
      now: day + 6 * HOUR_MS,
      offsets,
      from: day,
    });
    expect(at.open).toHaveLength(3);
    expect(at.asia_close).toHaveLength(0);
    const daily = [...hourly].map(([symbol, bars]) => ({ symbol, daily: aggregateCandles(bars, '1d') }));
    const noIntraday = trendDataset(daily, { map, now: end, offsets });
    expect(noIntraday.asia_close).toHaveLength(0);
    expect(noIntraday.open).toEqual(full.open);
  });
});
