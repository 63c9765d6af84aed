import type { DailyBias } from '@app/contracts';
import type { SelectOption } from '../../components/labelled-select.tsx';
import { matchesSymbol, normalizeQuery } from '../../components/symbol-search.ts';
import type { ScreenerRow } from './screener-model.ts';

export type VirginFilter = 'all' | 'virgin' | 'non-virgin';
export type BiasFilter = 'all' | DailyBias;
/** 'all' or a star count 0..5. */
export type StarsFilter = 'all' | `${0 | 1 | 2 | 3 | 4 | 5}`;

export interface ScreenerFilters {
  virgin: VirginFilter;
  bias: BiasFilter;
  stars: StarsFilter;
}

export const defaultFilters: ScreenerFilters = { virgin: 'all', bias: 'all', stars: 'all' };

/** docs/product.md §2 filter options, in order. */
export const virginOptions: SelectOption<VirginFilter>[] = [
  { value: 'all', label: 'All CPR' },
  { value: 'virgin', label: 'Only Virgin CPR' },
  { value: 'non-virgin', label: 'Non-Virgin CPR' },
];

export const biasOptions: SelectOption<BiasFilter>[] = [
  { value: 'all', label: 'All Bias' },
  { value: 'Explosive', label: 'Explosive' },
  { value: 'Trending', label: 'Trending' },
  { value: 'Neutral', label: 'Neutral' },
];

export const starsOptions: SelectOption<StarsFilter>[] = [
  { value: 'all', label: 'All Stars' },
  ...(['5', '4', '3', '2', '1', '0'] as const).map((n) => ({ value: n, label: `${n} Stars` })),
];

function keep(row: ScreenerRow, filters: ScreenerFilters): boolean {
  if (filters.virgin === 'virgin' && !row.isVirgin) return false;
  if (filters.virgin === 'non-virgin' && row.isVirgin) return false;
  if (filters.bias !== 'all' && row.dailyBias !== filters.bias) return false;
  return filters.stars === 'all' || row.stars === Number(filters.stars);
}

/** The rows that pass the search (case-insensitive contains) and the CPR, Bias and Stars filters. */
export function filterRows(
  rows: readonly ScreenerRow[],
  filters: ScreenerFilters,
  search: string,
): ScreenerRow[] {
  const query = normalizeQuery(search);
  return rows.filter((row) => matchesSymbol(row.symbol, query) && keep(row, filters));
}
