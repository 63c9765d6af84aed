import { useMemo } from 'react';
import { Alert } from 'react-bootstrap';
import { FilterPanel } from '../../components/filter-panel.tsx';
import '../../components/ict.css';
import { useTp1ModelLines } from '../../components/use-tp1-model.ts';
import { IctFilterBar } from './ict-filter-bar.tsx';
import { filterSetups } from './ict-filters.ts';
import { IctHeader } from './ict-header.tsx';
import { sortSetups } from './ict-sort.ts';
import { IctTable } from './ict-table.tsx';
import { useIctSetups } from './use-ict-setups.ts';
import { useIctState } from './use-ict-state.ts';

/** ICT A+ Setups Screener at /ict: docs/product.md §2, plus a score breakdown per row. */
export function IctPage() {
  const state = useIctState();
  const data = useIctSetups(state.autoRefresh);
  const tp1Hint = useTp1ModelLines();
  const filtered = useMemo(() => filterSetups(data.setups, state.filters), [data.setups, state.filters]);
  const sorted = useMemo(() => sortSetups(filtered, state.sort), [filtered, state.sort]);

  return (
    <section data-testid="ict-page">
      <IctHeader
        lastUpdated={data.lastUpdated}
        autoRefresh={state.autoRefresh}
        onAutoRefresh={state.setAutoRefresh}
        refreshing={data.isFetching}
        onRefresh={() => void data.refetch()}
      />
      {data.error && (
        <Alert variant="danger" data-testid="ict-error">
          {data.error}
        </Alert>
      )}
      {!data.isLoading && (
        <FilterPanel testId="ict-filter-panel">
          <IctFilterBar
            filters={state.filters}
            setFilter={state.setFilter}
            shown={sorted.length}
            total={data.setups.length}
          />
        </FilterPanel>
      )}
      <IctTable
        setups={sorted}
        sort={state.sort}
        onSort={state.chooseSort}
        expanded={state.expanded}
        onToggle={state.toggleExpanded}
        loading={data.isLoading}
        tp1Hint={tp1Hint}
      />
    </section>
  );
}
