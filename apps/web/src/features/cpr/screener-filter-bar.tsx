import { Button, ButtonGroup } from 'react-bootstrap';
import { LabelledSelect } from '../../components/labelled-select.tsx';
import { biasOptions, starsOptions, virginOptions } from './screener-filters.ts';
import { groupByOptions } from './screener-groups.ts';
import { ROWS_PER_PAGE_OPTIONS } from './screener-settings.ts';
import { sortOptions } from './screener-sort.ts';
import type { ScreenerState } from './use-screener-state.ts';

export interface ScreenerFilterBarProps {
  state: ScreenerState;
  selectedCount: number;
  adding: boolean;
  onAddSelected: () => void;
}

/** The table's filters, grouping, rows per page, sort buttons and the add-selected action. */
export function ScreenerFilterBar({ state, selectedCount, adding, onAddSelected }: ScreenerFilterBarProps) {
  const arrow = state.sort.direction === 'asc' ? ' ▲' : ' ▼';
  return (
    <div className="filter-bar d-flex flex-wrap align-items-center gap-2 py-2" data-testid="cpr-filters">
      <LabelledSelect
        label="CPR filter"
        labelStyle="hidden"
        testId="cpr-filter-virgin"
        value={state.filters.virgin}
        options={virginOptions}
        onChange={(v) => state.setFilter('virgin', v)}
      />
      <LabelledSelect
        label="Bias filter"
        labelStyle="hidden"
        testId="cpr-filter-bias"
        value={state.filters.bias}
        options={biasOptions}
        onChange={(v) => state.setFilter('bias', v)}
      />
      <LabelledSelect
        label="Stars filter"
        labelStyle="hidden"
        testId="cpr-filter-stars"
        value={state.filters.stars}
        options={starsOptions}
        onChange={(v) => state.setFilter('stars', v)}
      />
      <LabelledSelect
        label="Grouping"
        labelStyle="hidden"
        testId="cpr-group-by"
        value={state.groupBy}
        options={groupByOptions}
        onChange={state.setGroupBy}
      />
      <LabelledSelect
        label="Rows per page"
        labelStyle="hidden"
        testId="cpr-rows-per-page"
        value={String(state.rowsPerPage)}
        options={ROWS_PER_PAGE_OPTIONS.map((n) => ({ value: String(n), label: String(n) }))}
        onChange={(v) => state.setRowsPerPage(Number(v))}
      />
      <ButtonGroup size="sm" aria-label="Sort by" data-testid="cpr-sort">
        {sortOptions.map((option) => {
          const on = state.sort.key === option.key;
          return (
            <Button
              key={option.key}
              variant={on ? 'secondary' : 'outline-secondary'}
              aria-pressed={on}
              data-direction={on ? state.sort.direction : undefined}
              onClick={() => state.chooseSort(option.key)}
            >
              {option.label}
              {on && <span aria-hidden="true">{arrow}</span>}
            </Button>
          );
        })}
      </ButtonGroup>
      <Button
        size="sm"
        variant="info"
        className="ms-auto"
        data-testid="cpr-add-selected"
        disabled={selectedCount === 0 || adding}
        onClick={onAddSelected}
      >
        {adding ? 'Adding…' : `Add Selected to Watchlist (${selectedCount})`}
      </Button>
    </div>
  );
}
