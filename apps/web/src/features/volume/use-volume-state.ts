import { useCallback, useState } from 'react';
import { defaultVolumeFilters, type VolumeFilters } from './volume-filters.ts';
import { readVolumeRows, saveVolumeRows, sessionStore } from './volume-settings.ts';
import { defaultVolumeSort, nextVolumeSort, type VolumeSort, type VolumeSortKey } from './volume-sort.ts';

/** The dashboard's controls (spec defaults), its page, and the symbol whose sessions are open. */
export function useVolumeState() {
  const [filters, setFilters] = useState<VolumeFilters>(defaultVolumeFilters);
  const [sort, setSort] = useState<VolumeSort>(defaultVolumeSort);
  const [page, setPage] = useState(1);
  const [rowsPerPage, setRowsState] = useState(() => readVolumeRows(sessionStore()));
  const [openSymbol, setOpenSymbol] = useState<string | null>(null);

  const setFilter = useCallback(<K extends keyof VolumeFilters>(key: K, value: VolumeFilters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  }, []);
  const chooseSort = useCallback(
    (key: VolumeSortKey) => setSort((current) => nextVolumeSort(current, key)),
    [],
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

export type VolumeState = ReturnType<typeof useVolumeState>;
