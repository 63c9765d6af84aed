import type { LiquidityRow } from '@app/contracts';
import { Table } from 'react-bootstrap';
import { hitColumns, levelColumns } from './sniperflow-model.ts';
import { SniperflowRow } from './sniperflow-row.tsx';
import type { SniperflowSort, SniperflowSortKey } from './sniperflow-sort.ts';

interface SortProps {
  sort: SniperflowSort;
  onSort: (key: SniperflowSortKey) => void;
}

function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
  className,
}: SortProps & {
  label: string;
  sortKey: SniperflowSortKey;
  className?: string;
}) {
  const on = sort.key === sortKey;
  return (
    <th
      scope="col"
      className={`sortable${className ? ` ${className}` : ''}`}
      aria-sort={on ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button
        type="button"
        className="sort-button"
        aria-label={`Sort by ${label}`}
        data-testid={`sniperflow-sort-${sortKey}`}
        onClick={() => onSort(sortKey)}
      >
        {label}
        {on && <span aria-hidden="true">{sort.direction === 'asc' ? ' ▲' : ' ▼'}</span>}
      </button>
    </th>
  );
}

/**
 * Spec section 2: Symbol, PDH, PDL, Asia H, Asia L, London H, London L, Bias, CPR, Asia, London, NY,
 * Unknown and Session Bias. Symbol and Bias sort from their headers (the toolbar sorts by every key).
 */
export function SniperflowTable({ rows, sort, onSort }: SortProps & { rows: readonly LiquidityRow[] }) {
  return (
    <div className="table-scroll">
      <Table
        hover
        size="sm"
        className="data-table sniperflow-table align-middle"
        data-testid="sniperflow-table"
      >
        <caption className="visually-hidden">Session liquidity of every symbol today</caption>
        <thead>
          <tr>
            <SortHeader label="Symbol" sortKey="symbol" sort={sort} onSort={onSort} />
            {levelColumns.map((c) => (
              <th key={c.key} scope="col" className="text-center">
                {c.label}
              </th>
            ))}
            <SortHeader label="Bias" sortKey="bias" sort={sort} onSort={onSort} />
            <th scope="col" className="num">
              CPR
            </th>
            {hitColumns.map((c) => (
              <th key={c.session} scope="col">
                {c.label}
              </th>
            ))}
            <th scope="col">Session Bias</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <SniperflowRow key={row.symbol} row={row} />
          ))}
        </tbody>
      </Table>
    </div>
  );
}
