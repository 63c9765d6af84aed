import { useCallback, useMemo, useRef, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { FilterPanel } from '../../components/filter-panel.tsx';
import { sniperflowDayView } from '../../components/sniperflow-day.ts';
import { matchesSymbol, normalizeQuery, SEARCH_DEBOUNCE_MS } from '../../components/symbol-search.ts';
import { useDebouncedValue } from '../../components/use-debounced-value.ts';
import { useMarketStatus } from '../../components/use-market-status.ts';
import { useSavedUrlView } from '../../components/use-saved-url-view.ts';
import { useTimeZone } from '../../components/use-time-zone.ts';
import './sniperflow.css';
import { SniperflowHeader } from './sniperflow-header.tsx';
import {
  nextSniperflowSort,
  readSniperflowSort,
  type SniperflowSortKey,
  sniperflowViewKeys,
  sortRows,
  writeSniperflowSort,
} from './sniperflow-sort.ts';
import { SniperflowTable } from './sniperflow-table.tsx';
import { SniperflowToolbar } from './sniperflow-toolbar.tsx';
import { useHeaderSession, useSniperflow } from './use-sniperflow.ts';

/** Liquidity Dashboard at /sniperflow (premium): docs/product.md §2, plus search, sorting and an A/M/D legend. */
export function SniperflowPage() {
  const data = useSniperflow();
  const { zone } = useTimeZone();
  const health = useMarketStatus().data;
  const session = useHeaderSession(health?.mode === 'replay' ? health.data_as_of : null);
  const day = useMemo(() => sniperflowDayView(data.rows, health, zone), [data.rows, health, zone]);
  const [search, setSearch] = useState('');
  // The sort lives in the URL and is saved per user; the search is a look-up and stays on the page.
  const { params, update } = useSavedUrlView('sniperflow', sniperflowViewKeys);
  const sort = useMemo(() => readSniperflowSort(params), [params]);
  const latestSort = useRef(sort);
  latestSort.current = sort;
  const query = normalizeQuery(useDebouncedValue(search, SEARCH_DEBOUNCE_MS));
  const chooseSort = useCallback(
    (key: SniperflowSortKey) => update(writeSniperflowSort(nextSniperflowSort(latestSort.current, key))),
    [update],
  );
  const rows = useMemo(
    () =>
      sortRows(
        data.rows.filter((r) => matchesSymbol(r.symbol, query)),
        sort,
      ),
    [data.rows, query, sort],
  );

  return (
    <section data-testid="sniperflow-page">
      <SniperflowHeader
        session={session}
        lastUpdated={data.lastUpdated}
        day={day}
        refreshing={data.isFetching}
        onRefresh={() => void data.refetch()}
      />
      {data.error && (
        <Alert variant="danger" data-testid="sniperflow-error">
          {data.error}
        </Alert>
      )}
      {!data.isLoading && (
        <FilterPanel testId="sniperflow-filter-panel">
          <SniperflowToolbar
            search={search}
            onSearch={setSearch}
            sort={sort}
            onSort={chooseSort}
            shown={rows.length}
            total={data.rows.length}
          />
        </FilterPanel>
      )}
      <SniperflowTable
        rows={rows}
        sort={sort}
        onSort={chooseSort}
        loading={data.isLoading}
        empty={data.rows.length === 0 ? 'No liquidity data yet.' : 'No symbols match the search.'}
      />
    </section>
  );
}
