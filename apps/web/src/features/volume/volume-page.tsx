import { useMemo } from 'react';
import { Alert } from 'react-bootstrap';
import { FilterPanel } from '../../components/filter-panel.tsx';
import { paginate } from '../../components/paginate.ts';
import { PaginationBar } from '../../components/pagination-bar.tsx';
import './volume.css';
import { useVolumeSnapshots } from './use-volume-snapshots.ts';
import { useVolumeState } from './use-volume-state.ts';
import { VolumeFilterBar } from './volume-filter-bar.tsx';
import { filterSnapshots } from './volume-filters.ts';
import { VolumeHeader } from './volume-header.tsx';
import { VolumeSessionsModal } from './volume-sessions-modal.tsx';
import { sortSnapshots } from './volume-sort.ts';
import { VolumeTable } from './volume-table.tsx';

/** Volume Activity Dashboard at /volume: docs/product.md §2. */
export function VolumePage() {
  const state = useVolumeState();
  const data = useVolumeSnapshots();
  const filtered = useMemo(() => filterSnapshots(data.rows, state.filters), [data.rows, state.filters]);
  const sorted = useMemo(() => sortSnapshots(filtered, state.sort), [filtered, state.sort]);
  const page = paginate(sorted, state.page, state.rowsPerPage);
  const session = data.rows.find((r) => r.timestamp === data.lastUpdated)?.session ?? null;

  return (
    <section data-testid="volume-page">
      <VolumeHeader
        lastUpdated={data.lastUpdated}
        session={session}
        refreshing={data.isFetching}
        onRefresh={() => void data.refetch()}
      />
      {data.error && (
        <Alert variant="danger" data-testid="volume-error">
          {data.error}
        </Alert>
      )}
      {!data.isLoading && (
        <FilterPanel testId="volume-filter-panel">
          <VolumeFilterBar
            filters={state.filters}
            setFilter={state.setFilter}
            rowsPerPage={state.rowsPerPage}
            onRowsPerPage={state.setRowsPerPage}
            shown={sorted.length}
            total={data.rows.length}
          />
        </FilterPanel>
      )}
      <VolumeTable
        rows={page.items}
        sort={state.sort}
        onSort={state.chooseSort}
        onOpen={state.setOpenSymbol}
        loading={data.isLoading}
      />
      {!data.isLoading && sorted.length > 0 && (
        <div className="d-flex justify-content-end mt-2">
          <PaginationBar
            page={page.page}
            pageCount={page.pageCount}
            onPage={state.setPage}
            label="Volume snapshots"
            data-testid="volume-pagination"
          />
        </div>
      )}
      <VolumeSessionsModal symbol={state.openSymbol} onClose={() => state.setOpenSymbol(null)} />
    </section>
  );
}
