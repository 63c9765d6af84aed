import { Form } from 'react-bootstrap';
import { SymbolSearchInput } from '../../components/symbol-search-input.tsx';
import type { WatchlistState } from './use-watchlist-state.ts';
import { type CategoryFilter, categoryFilters, type WatchGroupBy } from './watchlist-view.ts';

/** Search, category, sort-by-category and grouping. */
export function WatchlistToolbar({ state }: { state: WatchlistState }) {
  return (
    <div
      className="filter-bar d-flex flex-wrap align-items-center gap-2 mb-2"
      data-testid="watchlist-toolbar"
    >
      <SymbolSearchInput value={state.search} onChange={state.setSearch} testId="watchlist-search" />
      <Form.Select
        size="sm"
        aria-label="Category"
        data-testid="watchlist-category"
        value={state.category}
        onChange={(e) => state.setCategory(e.target.value as CategoryFilter)}
      >
        {categoryFilters.map((c) => (
          <option key={c} value={c}>
            {c === 'All' ? 'All Categories' : c}
          </option>
        ))}
      </Form.Select>
      <Form.Check
        type="switch"
        id="watchlist-sort-category"
        label="Sort by Category"
        data-testid="watchlist-sort-category"
        checked={state.byCategory}
        onChange={(e) => state.setByCategory(e.target.checked)}
      />
      <Form.Select
        size="sm"
        aria-label="Group by"
        data-testid="watchlist-group-by"
        value={state.groupBy}
        onChange={(e) => state.setGroupBy(e.target.value as WatchGroupBy)}
      >
        <option value="stars">Group by Stars</option>
        <option value="tags">Group by Tags</option>
      </Form.Select>
    </div>
  );
}
