import { useCallback } from 'react';
import { Alert, Card } from 'react-bootstrap';
import { useSetStars } from '../../api/use-set-stars.ts';
import { FilterPanel } from '../../components/filter-panel.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { setMembers } from '../../components/selection.ts';
import '../../components/data-table.css';
import { useAddSymbols } from '../../api/use-add-symbols.ts';
import { CprHeader } from './cpr-header.tsx';
import { ScreenerElsewhere } from './screener-elsewhere.tsx';
import { ScreenerFilterBar } from './screener-filter-bar.tsx';
import { ScreenerGroupsView } from './screener-groups-view.tsx';
import { ScreenerTabNav } from './screener-tab-nav.tsx';
import { useScreenerData } from './use-screener-data.ts';
import { useScreenerState } from './use-screener-state.ts';
import { useScreenerView } from './use-screener-view.ts';

/** Trend Engine (CPR) at /cpr: docs/product.md §2. */
export function CprPage() {
  const state = useScreenerState();
  const data = useScreenerData(state.range, state.refreshMs);
  const view = useScreenerView(data, state);
  const add = useAddSymbols();
  const stars = useSetStars();
  const { clearSelection, setSelected } = state;

  const addSelected = () => add.mutate([...view.selected], { onSuccess: clearSelection });
  const onAdd = useCallback((symbol: string) => add.mutate([symbol]), [add.mutate]);
  const onStars = useCallback((id: number, n: number) => stars.mutate({ id, stars: n }), [stars.mutate]);
  const onSelectMany = useCallback(
    (symbols: string[], on: boolean) => setSelected((current) => setMembers(current, symbols, on)),
    [setSelected],
  );
  const viewKey = [view.active?.key, state.range, state.groupBy, state.rowsPerPage, state.debouncedSearch]
    .concat(Object.values(state.filters), [state.sort.key, state.sort.direction])
    .join('|');

  return (
    <section data-testid="cpr-page">
      <CprHeader state={state} dataUpdated={data.dataUpdated} insightsUpdated={data.insightsUpdated} />
      {data.errors.length > 0 && (
        <Alert variant="danger" data-testid="cpr-error">
          {data.errors.map((error, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, short list of load errors
            <div key={i}>{error}</div>
          ))}
        </Alert>
      )}
      {data.isLoading ? (
        <PageSpinner label="Loading CPR data..." />
      ) : data.rows.length === 0 ? (
        <Card body className="text-center text-body-secondary py-5" data-testid="cpr-empty">
          No CPR Data Available
        </Card>
      ) : (
        <>
          <ScreenerTabNav tabs={view.tabs} activeKey={view.active?.key ?? ''} onSelect={state.setTab} />
          <div id="cpr-tab-panel" role="tabpanel" aria-label={view.active?.title}>
            <FilterPanel testId="cpr-filter-panel">
              <ScreenerFilterBar
                state={state}
                selectedCount={view.selected.size}
                adding={add.isPending}
                onAddSelected={addSelected}
              />
            </FilterPanel>
            <ScreenerElsewhere matches={view.elsewhere} onSelect={state.setTab} />
            {view.groups.length === 0 ? (
              <p className="text-center text-body-secondary py-4 mb-0" data-testid="cpr-no-match">
                No symbols match the filters.
              </p>
            ) : (
              <ScreenerGroupsView
                resetKey={viewKey}
                range={state.range}
                groups={view.groups}
                grouped={state.groupBy !== 'none'}
                rowsPerPage={state.rowsPerPage}
                selected={view.selected}
                sort={state.sort}
                onSort={state.chooseSort}
                onSelectMany={onSelectMany}
                onToggle={state.toggleSelected}
                onAdd={onAdd}
                onStars={onStars}
                busy={add.isPending}
              />
            )}
          </div>
        </>
      )}
    </section>
  );
}
