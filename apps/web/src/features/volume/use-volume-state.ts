import { useCallback, useMemo, useRef, useState } from 'react';
import { useSavedUrlView } from '../../components/use-saved-url-view.ts';
import type { VolumeFilters } from './volume-filters.ts';
import { readVolumeRows, saveVolumeRows, sessionStore } from './volume-settings.ts';
import { nextVolumeSort, type VolumeSortKey } from './volume-sort.ts';
import { readVolumeView, type VolumeView, volumeViewKeys, writeVolumeView } from './volume-url-state.ts';

/**
 * The dashboard's controls (spec defaults), its page, and the symbol whose sessions are open. The
 * filters and the sort live in the URL and are saved per user (`useSavedUrlView`).
 */
export function useVolumeState() {
  const { params, update } = useSavedUrlView('volume', volumeViewKeys);
  const view = useMemo(() => readVolumeView(params), [params]);
  const { filters, sort } = view;
  const [page, setPage] = useState(1);
  const [rowsPerPage, setRowsState] = useState(() => readVolumeRows(sessionStore()));
  const [openSymbol, setOpenSymbol] = useState<string | null>(null);

  // The latest view, so each setter changes one part of it without a stale copy.
  const latest = useRef(view);
  latest.current = view;
  const change = useCallback(
    (patch: Partial<VolumeView>) => update(writeVolumeView({ ...latest.current, ...patch })),
    [update],
  );
  const setFilter = useCallback(
    <K extends keyof VolumeFilters>(key: K, value: VolumeFilters[K]) => {
      change({ filters: { ...latest.current.filters, [key]: value } });
      setPage(1);
    },
    [change],
  );
  const chooseSort = useCallback(
    (key: VolumeSortKey) => change({ sort: nextVolumeSort(latest.current.sort, key) }),
    [change],
  );
  const setRowsPerPage = useCallback((rows: number) => {
    saveVolumeRows(sessionStore(), rows);
    setRowsState(rows);
    setPage(1);
  }, []);

  return {
    filters,
    setFilter,
    sort,
    chooseSort,
    page,
    setPage,
    rowsPerPage,
    setRowsPerPage,
    openSymbol,
    setOpenSymbol,
  };
}
