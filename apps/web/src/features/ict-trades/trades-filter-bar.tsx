import { Form } from 'react-bootstrap';
import { MultiSelect } from './multi-select.tsx';
import { biasOptions, reasonOptions, statusOptions, type TradeFilters } from './trades-filters.ts';

export interface TradesFilterBarProps {
  filters: TradeFilters;
  setFilter: <K extends keyof TradeFilters>(key: K, value: TradeFilters[K]) => void;
  shown: number;
  total: number;
}

/** Symbol text, Bias, Reasons and Status, and how many trades pass them. */
export function TradesFilterBar({ filters, setFilter, shown, total }: TradesFilterBarProps) {
  return (
    <div
      className="filter-bar d-flex flex-wrap align-items-center gap-2 py-2"
      data-testid="ict-trades-filters"
    >
      <Form.Control
        type="search"
        size="sm"
        style={{ width: 180 }}
        placeholder="Filter symbol…"
        aria-label="Symbol filter"
        data-testid="ict-trades-filter-symbol"
        value={filters.symbol}
        onChange={(e) => setFilter('symbol', e.target.value)}
      />
      <MultiSelect
        label="Bias"
        testId="ict-trades-filter-bias"
        options={biasOptions}
        selected={filters.biases}
        onChange={(v) => setFilter('biases', v)}
      />
      <MultiSelect
        label="Reasons"
        testId="ict-trades-filter-reasons"
        options={reasonOptions}
        selected={filters.reasons}
        onChange={(v) => setFilter('reasons', v)}
        hint="Trades with every reason chosen"
      />
      <MultiSelect
        label="Status"
        testId="ict-trades-filter-status"
        options={statusOptions}
        selected={filters.statuses}
        onChange={(v) => setFilter('statuses', v)}
      />
      <span className="small text-body-secondary ms-auto" data-testid="ict-trades-count">
        {shown === total ? `${total} trades` : `${shown} of ${total} trades`}
      </span>
    </div>
  );
}
