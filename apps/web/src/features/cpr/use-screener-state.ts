import type { CprRange } from '@app/contracts';
import { useCallback, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../components/symbol-search.ts';
import { useDebouncedValue } from '../../components/use-debounced-value.ts';
import { defaultFilters, type ScreenerFilters } from './screener-filters.ts';
import type { GroupBy } from './screener-groups.ts';
import { DEFAULT_REFRESH_MS, readRowsPerPage, saveRowsPerPage } from './screener-settings.ts';
import { defaultSort, nextSort, type SortKey, type SortState } from './screener-sort.ts';
import { toggleMember } from '../../components/selection.ts';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The Trend Screener's controls (docs/product.md §2 defaults) and its selection of symbols. */
export function useScreenerState() {
  const [range, setRange] = useState<CprRange>('daily');
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [showTrendTabs, setShowTrendTabs] = useState(true);
  const [refreshMs, setRefreshMs] = useState(DEFAULT_REFRESH_MS);
  const [tab, setTab] = useState<string | null>(null);
  const [filters, setFilters] = useState<ScreenerFilters>(defaultFilters);
  const [groupBy, setGroupBy] = useState<GroupBy>('stars');
  const [sort, setSort] = useState<SortState>(defaultSort);
  const [rowsPerPage, setRowsPerPageState] = useState(() => readRowsPerPage(sessionStore()));
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());

  const setRowsPerPage = useCallback((rows: number) => {
    saveRowsPerPage(sessionStore(), rows);
    setRowsPerPageState(rows);
  }, []);
  const chooseSort = useCallback((key: SortKey) => setSort((current) => nextSort(current, key)), []);
  const setFilter = useCallback(
    <K extends keyof ScreenerFilters>(key: K, value: ScreenerFilters[K]) =>
      setFilters((current) => ({ ...current, [key]: value })),
    [],
  );
  const toggleSelected = useCallback(
    (symbol: string) => setSelected((current) => toggleMember(current, symbol)),
    [],
  );
  const clearSelection = useCallback(() => setSelected(new Set()), []);

  return {
    range,
    setRange,
    search,
    setSearch,
    debouncedSearch,
    showTrendTabs,
    setShowTrendTabs,
    refreshMs,
    setRefreshMs,
    tab,
    setTab,
    filters,
    setFilter,
    groupBy,
    setGroupBy,
    sort,
    chooseSort,
    rowsPerPage,
    setRowsPerPage,
    selected,
    setSelected,
    toggleSelected,
    clearSelection,
  };
}

export type ScreenerState = ReturnType<typeof useScreenerState>;
