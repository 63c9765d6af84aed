import type { PositioningSnapshotRow } from '@app/contracts';
import { useEffect, useMemo, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { usePositioningSnapshot } from '../../api/use-positioning-snapshot.ts';
import { DataTable } from '../../components/data-table.tsx';
import { FilterPanel } from '../../components/filter-panel.tsx';
import { latestTime } from '../../components/format.ts';
import { SEARCH_DEBOUNCE_MS } from '../../components/symbol-search.ts';
import { TimeText } from '../../components/time-text.tsx';
import { useDebouncedValue } from '../../components/use-debounced-value.ts';
import { positioningColumns } from './positioning-columns.tsx';
import { PositioningFilterBar } from './positioning-filter-bar.tsx';
import { filterPositioning, sortPositioning } from './positioning-model.ts';
import { usePositioningState } from './use-positioning-state.ts';

const symbolOf = (row: PositioningSnapshotRow) => row.symbol;
const phoneKeyColumns = ['funding_8h', 'oi_change_24h_pct'] as const;

/** The wall clock, ticking every 30 s (the settlement countdown). */
function useWallClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Positioning at /positioning (pro and up): funding, open interest, ratios and liquidations per symbol. */
export function PositioningPage() {
  const state = usePositioningState();
  const data = usePositioningSnapshot();
  const wallNow = useWallClock();
  const search = useDebouncedValue(state.filters.search, SEARCH_DEBOUNCE_MS);
  const filters = useMemo(() => ({ ...state.filters, search }), [state.filters, search]);
  const filtered = useMemo(() => filterPositioning(data.rows, filters), [data.rows, filters]);
  const sorted = useMemo(() => sortPositioning(filtered, state.sort), [filtered, state.sort]);
  const columns = useMemo(() => positioningColumns(wallNow), [wallNow]);
  const asOf = latestTime(data.rows.map((r) => r.as_of));

  return (
    <section data-testid="positioning-page">
      <div className="d-flex flex-wrap align-items-baseline gap-3 mb-2">
        <h1 className="h4 mb-0">Positioning</h1>
        <span className="small text-body-secondary" data-testid="positioning-as-of">
          {asOf ? (
            <>
              As of <TimeText time={asOf} />
            </>
          ) : null}
        </span>
      </div>
      {data.isError && (
        <Alert variant="danger" data-testid="positioning-error">
          Failed to load positioning data
        </Alert>
      )}
      {!data.isLoading && (
        <FilterPanel testId="positioning-filter-panel">
          <PositioningFilterBar
            filters={state.filters}
            setFilter={state.setFilter}
            shown={sorted.length}
            total={data.rows.length}
          />
        </FilterPanel>
      )}
      <DataTable
        data={sorted}
        columns={columns}
        getRowId={symbolOf}
        phoneKeyColumns={phoneKeyColumns}
        caption="Positioning per symbol: funding, open interest, long/short ratios and liquidations"
        testId="positioning-table"
        className="positioning-table"
        sort={state.sort}
        onSort={state.chooseSort}
        sortTestIdPrefix="positioning-sort"
        loading={data.isLoading}
        loadingLabel="Loading positioning..."
        empty="No symbols match."
        emptyTestId="positioning-empty"
      />
    </section>
  );
}
