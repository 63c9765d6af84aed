import { Form } from 'react-bootstrap';
import { LabelledSelect, type SelectOption } from '../../components/labelled-select.tsx';
import { SymbolSearchInput } from '../../components/symbol-search-input.tsx';
import type { WatchlistState } from './use-watchlist-state.ts';
import { categoryFilters, type WatchGroupBy } from './watchlist-view.ts';

const groupByOptions: SelectOption<WatchGroupBy>[] = [
  { value: 'stars', label: 'Group by Stars' },
  { value: 'tags', label: 'Group by Tags' },
];

/** Search, category, sort-by-category and grouping. */
export function WatchlistToolbar({ state }: { state: WatchlistState }) {
  return (
    <div
      className="filter-bar d-flex flex-wrap align-items-center gap-2 mb-2"
      data-testid="watchlist-toolbar"
    >
      <SymbolSearchInput value={state.search} onChange={state.setSearch} testId="watchlist-search" />
      <LabelledSelect
        label="Category"
        labelStyle="hidden"
        testId="watchlist-category"
        value={state.category}
        options={categoryFilters.map((c) => ({ value: c, label: c === 'All' ? 'All Categories' : c }))}
        onChange={state.setCategory}
      />
      <Form.Check
        type="switch"
        id="watchlist-sort-category"
        label="Sort by Category"
        data-testid="watchlist-sort-category"
        checked={state.byCategory}
        onChange={(e) => state.setByCategory(e.target.checked)}
      />
      <LabelledSelect
        label="Group by"
        labelStyle="hidden"
        testId="watchlist-group-by"
        value={state.groupBy}
        options={groupByOptions}
        onChange={state.setGroupBy}
      />
    </div>
  );
}
