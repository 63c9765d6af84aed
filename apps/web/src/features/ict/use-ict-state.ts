import { useCallback, useState } from 'react';
import { toggleMember } from '../../components/selection.ts';
import { defaultIctFilters, type IctFilters } from './ict-filters.ts';
import { defaultIctSort, type IctSort, type IctSortKey, nextIctSort } from './ict-sort.ts';

/** The screener's controls at their spec defaults, and which rows are expanded. */
export function useIctState() {
  const [filters, setFilters] = useState<IctFilters>(defaultIctFilters);
  const [sort, setSort] = useState<IctSort>(defaultIctSort);
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  const setFilter = useCallback(
    <K extends keyof IctFilters>(key: K, value: IctFilters[K]) =>
      setFilters((current) => ({ ...current, [key]: value })),
    [],
  );
  const chooseSort = useCallback((key: IctSortKey) => setSort((current) => nextIctSort(current, key)), []);
  const toggleExpanded = useCallback(
    (symbol: string) => setExpanded((current) => toggleMember(current, symbol)),
    [],
  );

  return { filters, setFilter, sort, chooseSort, autoRefresh, setAutoRefresh, expanded, toggleExpanded };
}

export type IctState = ReturnType<typeof useIctState>;
