import type { WatchlistItem } from '@app/contracts';
import { useCallback, useMemo, useState } from 'react';
import { keepMembers, setMembers, toggleMember } from '../../components/selection.ts';
import {
  type CategoryFilter,
  filterItems,
  groupItems,
  sortByCategory,
  type WatchGroupBy,
} from './watchlist-view.ts';

/** The Watchlist screen's controls, selection and collapsed groups, and the groups they produce. */
export function useWatchlistState(items: readonly WatchlistItem[]) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('All');
  const [byCategory, setByCategory] = useState(false);
  const [groupBy, setGroupBy] = useState<WatchGroupBy>('stars');
  const [module, setModule] = useState('');
  const [stars, setStars] = useState<number | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set());
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());

  const groups = useMemo(() => {
    const shown = filterItems(items, search, category);
    return groupItems(byCategory ? sortByCategory(shown) : shown, groupBy);
  }, [items, search, category, byCategory, groupBy]);
  // An item that left the list (removed elsewhere) leaves the selection too.
  const existing = useMemo(() => new Set(items.map((item) => item.id)), [items]);
  const selected = useMemo(() => keepMembers(chosen, existing), [chosen, existing]);

  return {
    search,
    setSearch,
    category,
    setCategory,
    byCategory,
    setByCategory,
    groupBy,
    setGroupBy,
    module,
    setModule,
    stars,
    setStars,
    groups,
    selected,
    toggleSelected: useCallback((id: number) => setChosen((s) => toggleMember(s, id)), []),
    selectMany: useCallback((ids: number[], on: boolean) => setChosen((s) => setMembers(s, ids, on)), []),
    clearSelection: useCallback(() => setChosen(new Set()), []),
    collapsed,
    toggleGroup: useCallback((key: string) => setCollapsed((s) => toggleMember(s, key)), []),
  };
}

export type WatchlistState = ReturnType<typeof useWatchlistState>;
