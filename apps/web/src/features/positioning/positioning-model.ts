import type { PositioningSnapshotRow } from '@app/contracts';
import { fundingAnnualisedPct, fundingPer8hPct } from '@app/core';
import { matchesSymbol, normalizeQuery } from '../../components/symbol-search.ts';
import { nextTableSort, type TableSort } from '../../components/table-sort.ts';

/** The Positioning screen's sortable columns. */
export const positioningSortKeys = [
  'symbol',
  'funding_8h',
  'funding_annual',
  'next_funding',
  'open_interest_value',
  'oi_change_1h_pct',
  'oi_change_4h_pct',
  'oi_change_24h_pct',
  'long_short_ratio',
  'top_trader_long_short_ratio',
  'taker_buy_sell_ratio',
  'liquidations_24h_long_usd',
  'liquidations_24h_short_usd',
] as const;
export type PositioningSortKey = (typeof positioningSortKeys)[number];
export type PositioningSort = TableSort<PositioningSortKey>;

/** The largest 24 h OI change first: where positions are being built or closed. */
const defaultPositioningSort: PositioningSort = { key: 'oi_change_24h_pct', direction: 'desc' };

/** Funding filter: all, positive (longs pay), negative (shorts pay), extreme (|annualised| ≥ 30 %). */
export const fundingFilters = ['All', 'Positive', 'Negative', 'Extreme'] as const;
export type FundingFilter = (typeof fundingFilters)[number];
/** OI filter over 24 h: all, rising, falling, or with any reading at all. */
export const oiFilters = ['All', 'Rising', 'Falling', 'With data'] as const;
export type OiFilter = (typeof oiFilters)[number];

/** Annualised funding at or beyond this (in absolute value, percent) counts as extreme. */
const EXTREME_ANNUAL_PCT = 30;

export interface PositioningFilters {
  search: string;
  funding: FundingFilter;
  oi: OiFilter;
}
export const defaultPositioningFilters: PositioningFilters = { search: '', funding: 'All', oi: 'All' };

/** The rows that pass the filters; a null figure never passes a filter on it. */
export function filterPositioning(
  rows: readonly PositioningSnapshotRow[],
  f: PositioningFilters,
): PositioningSnapshotRow[] {
  const query = normalizeQuery(f.search);
  return rows.filter((r) => {
    if (!matchesSymbol(r.symbol, query)) return false;
    const annual = fundingAnnualisedPct(r.funding_rate, r.funding_interval_hours);
    if (f.funding === 'Positive' && !(annual !== null && annual > 0)) return false;
    if (f.funding === 'Negative' && !(annual !== null && annual < 0)) return false;
    if (f.funding === 'Extreme' && !(annual !== null && Math.abs(annual) >= EXTREME_ANNUAL_PCT)) return false;
    const oi = r.oi_change_24h_pct;
    if (f.oi === 'Rising' && !(oi !== null && oi > 0)) return false;
    if (f.oi === 'Falling' && !(oi !== null && oi < 0)) return false;
    if (f.oi === 'With data' && r.open_interest === null) return false;
    return true;
  });
}

function sortValue(r: PositioningSnapshotRow, key: PositioningSortKey): number | string | null {
  switch (key) {
    case 'symbol':
      return r.symbol;
    case 'funding_8h':
      return fundingPer8hPct(r.funding_rate, r.funding_interval_hours);
    case 'funding_annual':
      return fundingAnnualisedPct(r.funding_rate, r.funding_interval_hours);
    case 'next_funding':
      return r.next_funding_time === null ? null : Date.parse(r.next_funding_time);
    default:
      return r[key];
  }
}

/** The same column again toggles; another starts A→Z for the symbol and the next settlement, else highest first. */
export function nextPositioningSort(current: PositioningSort, key: PositioningSortKey): PositioningSort {
  return nextTableSort(current, key, key === 'symbol' || key === 'next_funding' ? 'asc' : 'desc');
}

/** A sorted copy; missing figures go last whichever way the column points; ties keep the symbol A→Z. */
export function sortPositioning(
  rows: readonly PositioningSnapshotRow[],
  sort: PositioningSort,
): PositioningSnapshotRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const va = sortValue(a, sort.key);
    const vb = sortValue(b, sort.key);
    if (va === null || vb === null) {
      if (va !== vb) return va === null ? 1 : -1;
    } else if (va !== vb) {
      const cmp = typeof va === 'string' ? va.localeCompare(vb as string) : va - (vb as number);
      if (cmp !== 0) return cmp * sign;
    }
    return a.symbol.localeCompare(b.symbol);
  });
}

export interface PositioningView {
  filters: PositioningFilters;
  sort: PositioningSort;
}
export const positioningViewKeys = ['q', 'funding', 'oi', 'sort', 'dir'] as const;

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The view a query string describes; missing or unknown values are the defaults. */
export function readPositioningView(params: URLSearchParams): PositioningView {
  const d = defaultPositioningFilters;
  return {
    filters: {
      search: params.get('q') ?? d.search,
      funding: oneOf(params.get('funding'), fundingFilters, d.funding),
      oi: oneOf(params.get('oi'), oiFilters, d.oi),
    },
    sort: {
      key: oneOf(params.get('sort'), positioningSortKeys, defaultPositioningSort.key),
      direction: oneOf(params.get('dir'), ['asc', 'desc'] as const, defaultPositioningSort.direction),
    },
  };
}

/** The query entries of a view: only what differs from the defaults. */
export function writePositioningView(view: PositioningView): [string, string][] {
  const d = defaultPositioningFilters;
  const sortDiffers =
    view.sort.key !== defaultPositioningSort.key || view.sort.direction !== defaultPositioningSort.direction;
  const entries: [string, string | null][] = [
    ['q', view.filters.search.trim() === '' ? null : view.filters.search],
    ['funding', view.filters.funding === d.funding ? null : view.filters.funding],
    ['oi', view.filters.oi === d.oi ? null : view.filters.oi],
    ['sort', sortDiffers ? view.sort.key : null],
    ['dir', sortDiffers ? view.sort.direction : null],
  ];
  return entries.filter((e): e is [string, string] => e[1] !== null);
}
