import { useMemo } from 'react';
import { keepMembers } from '../../components/selection.ts';
import { filterRows } from './screener-filters.ts';
import { groupRows } from './screener-groups.ts';
import type { ScreenerRow } from './screener-model.ts';
import { sortRows } from './screener-sort.ts';
import { activeTab, buildTabs, matchesInOtherTabs } from './screener-tabs.ts';
import type { useScreenerData } from './use-screener-data.ts';
import type { ScreenerState } from './use-screener-state.ts';

type Data = ReturnType<typeof useScreenerData>;

/**
 * The rows on screen, derived step by step and memoised per step, so a filter or sort change reruns
 * only what follows it: tabs → active tab → search and filters → sort → groups; and where the search
 * finds symbols in the other tabs.
 */
export function useScreenerView(data: Data, state: ScreenerState) {
  const tabs = useMemo(
    () => buildTabs(data.rows, data.map, state.showTrendTabs),
    [data.rows, data.map, state.showTrendTabs],
  );
  const active = activeTab(tabs, state.tab);
  const elsewhere = useMemo(
    () => matchesInOtherTabs(tabs, active?.key ?? null, state.debouncedSearch),
    [tabs, active, state.debouncedSearch],
  );
  const filtered = useMemo(
    () => filterRows(active?.rows ?? [], state.filters, state.debouncedSearch),
    [active, state.filters, state.debouncedSearch],
  );
  const sorted = useMemo(() => sortRows(filtered, state.sort), [filtered, state.sort]);
  const groups = useMemo(() => groupRows(sorted, state.groupBy), [sorted, state.groupBy]);

  // Only symbols not on the watchlist can be selected; a symbol that was added drops out.
  const selectable = useMemo(
    () => new Set(data.rows.filter((row: ScreenerRow) => !row.watch).map((row) => row.symbol)),
    [data.rows],
  );
  const selected = useMemo(() => keepMembers(state.selected, selectable), [state.selected, selectable]);

  return { tabs, active, groups, elsewhere, selected, shownCount: sorted.length };
}
