import { useCallback } from 'react';
import { Card } from 'react-bootstrap';
import { useSetStars } from '../../api/use-set-stars.ts';
import { FilterPanel } from '../../components/filter-panel.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import '../../components/data-table.css';
import { useWatchlistActions } from './use-watchlist-actions.ts';
import { useWatchlistAdd } from './use-watchlist-add.ts';
import { useWatchlistData } from './use-watchlist-data.ts';
import { useWatchlistSignals } from './use-watchlist-signals.ts';
import { useWatchlistState } from './use-watchlist-state.ts';
import { WatchlistAddForm } from './watchlist-add-form.tsx';
import { WatchlistBulkBar } from './watchlist-bulk-bar.tsx';
import { WatchlistGroupView } from './watchlist-group-view.tsx';
import { WatchlistToolbar } from './watchlist-toolbar.tsx';

/** Watchlist at /watchlist: docs/product.md §2. */
export function WatchlistPage() {
  const data = useWatchlistData();
  const state = useWatchlistState(data.items);
  const actions = useWatchlistActions(state.clearSelection);
  const stars = useSetStars();
  const add = useWatchlistAdd(data.items);
  const signals = useWatchlistSignals();
  const { toggleTag } = actions;
  const onStars = useCallback((id: number, n: number) => stars.mutate({ id, stars: n }), [stars.mutate]);
  const onToggleTag = useCallback((id: number, tag: string) => toggleTag({ id, tag }), [toggleTag]);

  return (
    <section data-testid="watchlist-page">
      <h1 className="h3 mb-3">Watchlist</h1>
      <WatchlistAddForm add={add} />
      <FilterPanel testId="watchlist-filter-panel">
        <WatchlistToolbar state={state} />
      </FilterPanel>
      <WatchlistBulkBar
        state={state}
        modules={data.modules}
        pending={actions.bulkPending}
        onRun={actions.runBulk}
      />
      {data.isLoading ? (
        <PageSpinner label="Loading watchlist..." />
      ) : data.items.length === 0 ? (
        <Card body className="text-center text-body-secondary py-5" data-testid="watchlist-empty">
          Your watchlist is empty.
        </Card>
      ) : state.groups.length === 0 ? (
        <p className="text-center text-body-secondary py-4" data-testid="watchlist-no-match">
          No items match the filters.
        </p>
      ) : (
        state.groups.map((group) => (
          <WatchlistGroupView
            key={group.key}
            group={group}
            open={!state.collapsed.has(group.key)}
            selected={state.selected}
            onToggleOpen={state.toggleGroup}
            onSelectMany={state.selectMany}
            modules={data.modules}
            onSelect={state.toggleSelected}
            onStars={onStars}
            onToggleTag={onToggleTag}
            signals={signals}
          />
        ))
      )}
    </section>
  );
}
