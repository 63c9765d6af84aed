import { describe, expect, it } from 'vitest';
import {
  countdownFrom,
  formatCompact,
  formatCountdown,
  formatFunding8h,
  formatFundingAnnual,
  formatSignedPct,
  missingReason,
} from '../../../src/components/positioning-format.ts';
import {
  defaultPositioningFilters,
  filterPositioning,
  nextPositioningSort,
  readPositioningView,
  sortPositioning,
  writePositioningView,
} from '../../../src/features/positioning/positioning-model.ts';
import { positioningRow } from '../../support/positioning-fixtures.ts';

const rows = [
  positioningRow('BTCUSDT', {
    funding_rate: 0.0001,
    funding_interval_hours: 8,
    oi_change_24h_pct: 1.5,
    open_interest: 1,
  }),
  positioningRow('ETHUSDT', {
    funding_rate: -0.0002,
    funding_interval_hours: 8,
    oi_change_24h_pct: -3,
    open_interest: 1,
  }),
  positioningRow('DOGEUSDT', { funding_rate: 0.0001, funding_interval_hours: 1, oi_change_24h_pct: null }),
  positioningRow('XRPUSDT'),
];
const symbols = (list: { symbol: string }[]) => list.map((r) => r.symbol);

describe('positioning model', () => {
  it('filters by search, funding sign or extremes, and OI direction; nulls never pass a filter', () => {
    const f = defaultPositioningFilters;
    expect(symbols(filterPositioning(rows, f))).toEqual(['BTCUSDT', 'ETHUSDT', 'DOGEUSDT', 'XRPUSDT']);
    expect(symbols(filterPositioning(rows, { ...f, search: ' eth ' }))).toEqual(['ETHUSDT']);
    expect(symbols(filterPositioning(rows, { ...f, funding: 'Positive' }))).toEqual(['BTCUSDT', 'DOGEUSDT']);
    expect(symbols(filterPositioning(rows, { ...f, funding: 'Negative' }))).toEqual(['ETHUSDT']);
    // 0.01 % an hour is 87.6 % a year; 0.01 % per 8 h is 10.95 %
    expect(symbols(filterPositioning(rows, { ...f, funding: 'Extreme' }))).toEqual(['DOGEUSDT']);
    expect(symbols(filterPositioning(rows, { ...f, oi: 'Rising' }))).toEqual(['BTCUSDT']);
    expect(symbols(filterPositioning(rows, { ...f, oi: 'Falling' }))).toEqual(['ETHUSDT']);
    expect(symbols(filterPositioning(rows, { ...f, oi: 'With data' }))).toEqual(['BTCUSDT', 'ETHUSDT']);
  });

  it('sorts with missing figures last either way; funding per 8 h compares across intervals', () => {
    expect(symbols(sortPositioning(rows, { key: 'oi_change_24h_pct', direction: 'desc' }))).toEqual([
      'BTCUSDT',
      'ETHUSDT',
      'DOGEUSDT',
      'XRPUSDT',
    ]);
    expect(symbols(sortPositioning(rows, { key: 'oi_change_24h_pct', direction: 'asc' }))).toEqual([
      'ETHUSDT',
      'BTCUSDT',
      'DOGEUSDT',
      'XRPUSDT',
    ]);
    expect(symbols(sortPositioning(rows, { key: 'funding_8h', direction: 'desc' }))).toEqual([
      'DOGEUSDT',
      'BTCUSDT',
      'ETHUSDT',
      'XRPUSDT',
    ]);
    expect(nextPositioningSort({ key: 'funding_8h', direction: 'desc' }, 'funding_8h').direction).toBe('asc');
    expect(nextPositioningSort({ key: 'funding_8h', direction: 'desc' }, 'symbol').direction).toBe('asc');
  });

  it('keeps the view in the URL: only what differs from the defaults, unknown values read as defaults', () => {
    const view = {
      filters: { search: 'btc', funding: 'Extreme' as const, oi: 'All' as const },
      sort: { key: 'funding_annual' as const, direction: 'asc' as const },
    };
    const entries = writePositioningView(view);
    expect(entries).toEqual([
      ['q', 'btc'],
      ['funding', 'Extreme'],
      ['sort', 'funding_annual'],
      ['dir', 'asc'],
    ]);
    expect(readPositioningView(new URLSearchParams(entries))).toEqual(view);
    expect(readPositioningView(new URLSearchParams('funding=Nope&sort=x'))).toEqual({
      filters: defaultPositioningFilters,
      sort: { key: 'oi_change_24h_pct', direction: 'desc' },
    });
    expect(writePositioningView(readPositioningView(new URLSearchParams()))).toEqual([]);
  });
});

describe('positioning format', () => {
  it('funding per 8 h and a year, signed changes, compact amounts', () => {
    expect(formatFunding8h({ funding_rate: 0.0001, funding_interval_hours: 8 })).toBe('0.0100%');
    expect(formatFunding8h({ funding_rate: 0.0001, funding_interval_hours: 4 })).toBe('0.0200%');
    expect(formatFundingAnnual({ funding_rate: -0.0001, funding_interval_hours: 8 })).toBe('-11.0%');
    expect(formatFunding8h({ funding_rate: null, funding_interval_hours: null })).toBe('-');
    expect(formatSignedPct(0.004)).toBe('0.00%');
    expect(formatSignedPct(1.234)).toBe('+1.23%');
    expect(formatCompact(9.94e9, true)).toBe('$9.94B');
    expect(formatCompact(null)).toBe('-');
  });

  it('the countdown runs on the wall clock while live, else from the snapshot', () => {
    const asOf = Date.parse('2025-08-31T23:55:00Z');
    expect(countdownFrom(asOf, asOf + 60_000)).toBe(asOf + 60_000);
    expect(countdownFrom(asOf, asOf + 365 * 86_400_000)).toBe(asOf);
    expect(formatCountdown(asOf + 5 * 60_000, asOf)).toBe('5m');
    expect(formatCountdown(asOf + 8 * 3_600_000, asOf)).toBe('8h 00m');
    expect(formatCountdown(asOf, asOf)).toBe('due');
    expect(formatCountdown(null, asOf)).toBe('-');
  });

  it('says why a value is missing', () => {
    expect(missingReason('mexc', 'long_short_ratio')).toBe('not available on MEXC');
    expect(missingReason('mexc', 'funding_rate')).toBe('no reading yet');
    expect(missingReason('files', 'liquidations_24h_long_usd')).toBe('not in the data files');
  });
});
