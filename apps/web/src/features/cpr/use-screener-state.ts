import type { CprRange } from '@app/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toggleMember } from '../../components/selection.ts';
import { SEARCH_DEBOUNCE_MS } from '../../components/symbol-search.ts';
import { useDebouncedValue } from '../../components/use-debounced-value.ts';
import { useSavedUrlView } from '../../components/use-saved-url-view.ts';
import type { ScreenerFilters } from './screener-filters.ts';
import type { GroupBy } from './screener-groups.ts';
import { DEFAULT_REFRESH_MS, readRowsPerPage, saveRowsPerPage } from './screener-settings.ts';
import { nextSort, type SortKey } from './screener-sort.ts';
import {
  readScreenerView,
  type ScreenerView,
  screenerViewKeys,
  writeScreenerView,
} from './screener-url-state.ts';

/** The search stays in the URL but is not saved with the user's view. */
const TRANSIENT_KEYS = ['q'] as const;

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The Trend Screener's controls (docs/product.md §2 defaults) and its selection of symbols. Timeframe,
 * tab, search, filters, grouping and sort live in the URL and are saved per user
 * (`useSavedUrlView`); the search box writes to the URL once the typing pauses.
 */
export function useScreenerState() {
  const { params, update } = useSavedUrlView('cpr', screenerViewKeys, TRANSIENT_KEYS);
  const view = useMemo(() => readScreenerView(params), [params]);
  const { range, tab, filters, groupBy, sort } = view;

  const [search, setSearch] = useState(view.search);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [showTrendTabs, setShowTrendTabs] = useState(true);
  const [refreshMs, setRefreshMs] = useState(DEFAULT_REFRESH_MS);
  const [rowsPerPage, setRowsPerPageState] = useState(() => readRowsPerPage(sessionStore()));
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());

  // The latest view, so each setter changes one part of it without a stale copy.
  const latest = useRef(view);
  latest.current = view;
  const change = useCallback(
    (patch: Partial<ScreenerView>) => update(writeScreenerView({ ...latest.current, ...patch })),
    [update],
  );
  // Typing settles into the URL; a search the URL brings that the box did not write (a restored
  // view) fills the box.
  const written = useRef(view.search.trim());
  useEffect(() => {
    const typed = debouncedSearch.trim();
    if (typed === written.current) return;
    written.current = typed;
    change({ search: typed });
  }, [debouncedSearch, change]);
  useEffect(() => {
    const brought = view.search.trim();
    if (brought === written.current) return;
    written.current = brought;
    setSearch(brought);
  }, [view.search]);

  const setRange = useCallback((next: CprRange) => change({ range: next }), [change]);
  const setTab = useCallback((next: string) => change({ tab: next }), [change]);
  const setGroupBy = useCallback((next: GroupBy) => change({ groupBy: next }), [change]);
  const setRowsPerPage = useCallback((rows: number) => {
    saveRowsPerPage(sessionStore(), rows);
    setRowsPerPageState(rows);
  }, []);
  const chooseSort = useCallback(
    (key: SortKey) => change({ sort: nextSort(latest.current.sort, key) }),
    [change],
  );
  const setFilter = useCallback(
    <K extends keyof ScreenerFilters>(key: K, value: ScreenerFilters[K]) =>
      change({ filters: { ...latest.current.filters, [key]: value } }),
    [change],
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
