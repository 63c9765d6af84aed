import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  nextPositioningSort,
  type PositioningFilters,
  type PositioningSortKey,
  type PositioningView,
  positioningViewKeys,
  readPositioningView,
  writePositioningView,
} from './positioning-model.ts';

/** The Positioning screen's filters and sort, kept in the URL (a reload or a shared link keeps them). */
export function usePositioningState() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readPositioningView(params), [params]);
  const latest = useRef(view);
  latest.current = view;
  const change = useCallback(
    (patch: Partial<PositioningView>) => {
      const entries = writePositioningView({ ...latest.current, ...patch });
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of positioningViewKeys) next.delete(key);
          for (const [k, v] of entries) next.set(k, v);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const setFilter = useCallback(
    <K extends keyof PositioningFilters>(key: K, value: PositioningFilters[K]) =>
      change({ filters: { ...latest.current.filters, [key]: value } }),
    [change],
  );
  const chooseSort = useCallback(
    (key: PositioningSortKey) => change({ sort: nextPositioningSort(latest.current.sort, key) }),
    [change],
  );
  return { filters: view.filters, sort: view.sort, setFilter, chooseSort };
}
