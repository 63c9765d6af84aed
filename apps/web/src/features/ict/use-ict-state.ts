import { useCallback, useMemo, useRef, useState } from 'react';
import { toggleMember } from '../../components/selection.ts';
import { useSavedUrlView } from '../../components/use-saved-url-view.ts';
import type { IctFilters } from './ict-filters.ts';
import { type IctSortKey, nextIctSort } from './ict-sort.ts';
import { type IctView, ictViewKeys, readIctView, writeIctView } from './ict-url-state.ts';

/**
 * The screener's controls at their spec defaults, and which rows are expanded. The filters and the
 * sort live in the URL and are saved per user (`useSavedUrlView`).
 */
export function useIctState() {
  const { params, update } = useSavedUrlView('ict', ictViewKeys);
  const view = useMemo(() => readIctView(params), [params]);
  const { filters, sort } = view;
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  // The latest view, so each setter changes one part of it without a stale copy.
  const latest = useRef(view);
  latest.current = view;
  const change = useCallback(
    (patch: Partial<IctView>) => update(writeIctView({ ...latest.current, ...patch })),
    [update],
  );
  const setFilter = useCallback(
    <K extends keyof IctFilters>(key: K, value: IctFilters[K]) =>
      change({ filters: { ...latest.current.filters, [key]: value } }),
    [change],
  );
  const chooseSort = useCallback(
    (key: IctSortKey) => change({ sort: nextIctSort(latest.current.sort, key) }),
    [change],
  );
  const toggleExpanded = useCallback(
    (symbol: string) => setExpanded((current) => toggleMember(current, symbol)),
    [],
  );

  return { filters, setFilter, sort, chooseSort, autoRefresh, setAutoRefresh, expanded, toggleExpanded };
}
