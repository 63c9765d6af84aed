import type { IctTrackRecord } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  decileRows,
  formatInterval,
  labelRows,
  overallRow,
  trackEmptyText,
  trackWindow,
} from '../../../src/features/ict-trades/track-record-model.ts';
import { trackRecord } from './track-record-fixtures.ts';

describe('Track record page model', () => {
  it('writes a 95% interval in whole percents, a dash without one', () => {
    expect(formatInterval(0.2812, 0.4249)).toBe('28–42%');
    expect(formatInterval(0, 1)).toBe('0–100%');
    expect(formatInterval(null, 0.5)).toBe('-');
    expect(formatInterval(0.1, null)).toBe('-');
  });

  it('builds a row per decile: its forecast range, count, rate with hits, interval and mean forecast', () => {
    expect(decileRows(trackRecord)).toEqual([
      { key: 'd1', group: 'D1 20–31%', count: '40', rate: '25% (10)', interval: '14–40%', forecast: '27%' },
      { key: 'd2', group: 'D2 31–52%', count: '40', rate: '45% (18)', interval: '31–60%', forecast: '40%' },
    ]);
  });

  it('names a decile by one percentage when all its forecasts round to it (the base rate served)', () => {
    const flat = {
      ...trackRecord,
      by_decile: trackRecord.by_decile.slice(0, 1).map((bin) => ({ ...bin, p_from: 0.3585, p_to: 0.3585 })),
    };
    expect(decileRows(flat)[0]?.group).toBe('D1 36%');
  });

  it('builds a row per label with decided trades, and the overall row', () => {
    expect(labelRows(trackRecord)).toEqual([
      {
        key: 'Strong Bullish',
        group: 'Strong Bullish',
        count: '50',
        rate: '36% (18)',
        interval: '24–50%',
        forecast: '34%',
      },
      {
        key: 'Bearish',
        group: 'Bearish',
        count: '30',
        rate: '33% (10)',
        interval: '19–51%',
        forecast: '33%',
      },
    ]);
    expect(overallRow(trackRecord)).toEqual({
      key: 'all',
      group: 'All',
      count: '80',
      rate: '35% (28)',
      interval: '25–46%',
      forecast: '34%',
    });
  });

  it('says the window in UTC', () => {
    expect(trackWindow(trackRecord, 'UTC')).toBe(
      'Last 30 days, 2025-08-02 00:00 UTC to 2025-09-01 00:00 UTC',
    );
    expect(trackWindow(trackRecord, 'Asia/Kolkata')).toBe(
      'Last 30 days, 2025-08-02 05:30 GMT+5:30 to 2025-09-01 05:30 GMT+5:30',
    );
  });

  it('has an honest empty state while no trade is decided', () => {
    expect(trackEmptyText(trackRecord)).toBeNull();
    const empty: IctTrackRecord = {
      ...trackRecord,
      overall: { count: 0, tp1: 0, rate: null, low: null, high: null, mean_forecast: null },
      by_decile: [],
      by_label: [],
    };
    expect(trackEmptyText(empty)).toBe(
      'No decided trades yet: a trade counts once it reaches TP1 or its stop.',
    );
    expect(decileRows(empty)).toEqual([]);
    expect(labelRows(empty)).toEqual([]);
  });
});
