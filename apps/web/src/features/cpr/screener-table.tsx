import { Form, Table } from 'react-bootstrap';
import { coverage } from '../../components/selection.ts';
import type { ScreenerRow } from './screener-model.ts';
import { type RowActions, ScreenerRowView } from './screener-row-view.tsx';
import type { SortKey, SortState } from './screener-sort.ts';

export interface ScreenerTableProps extends RowActions {
  rows: ScreenerRow[];
  selected: ReadonlySet<string>;
  sort: SortState;
  onSort: (key: SortKey) => void;
  onSelectMany: (symbols: string[], on: boolean) => void;
  caption: string;
}

/** Checkbox, Symbol, Virgin, Trend, Bias, Total, Daily Bias, Width %, Trend %, Stars. */
const COLUMN_WIDTHS = ['2.25rem', '16%', '7%', '8%', '8%', '8%', '12%', '10%', '9%', '9.5rem'];

function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
}: { label: string; sortKey: SortKey } & Pick<ScreenerTableProps, 'sort' | 'onSort'>) {
  const on = sort.key === sortKey;
  const ariaSort = on ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" className="num sortable" aria-sort={ariaSort}>
      <button
        type="button"
        className="sort-button"
        aria-label={`Sort by ${label}`}
        onClick={() => onSort(sortKey)}
      >
        {label}
        {on && <span aria-hidden="true">{sort.direction === 'asc' ? ' ▲' : ' ▼'}</span>}
      </button>
    </th>
  );
}

/** One page of screener rows with sortable Trend, Total, Width % and Trend % headers. */
export function ScreenerTable(props: ScreenerTableProps) {
  const { rows, selected, sort, onSort, onSelectMany, caption, ...actions } = props;
  const selectable = rows.filter((row) => !row.watch).map((row) => row.symbol);
  const state = coverage(selected, selectable);
  return (
    <div className="table-scroll">
      <Table hover size="sm" className="data-table fixed-cols align-middle" data-testid="cpr-table">
        <caption className="visually-hidden">{caption}</caption>
        <colgroup>
          {COLUMN_WIDTHS.map((width, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
            <col key={i} style={{ width }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col">
              {selectable.length > 0 && (
                <Form.Check
                  aria-label="Select all on this page"
                  checked={state === 'all'}
                  ref={(el: HTMLInputElement | null) => {
                    if (el) el.indeterminate = state === 'some';
                  }}
                  onChange={() => onSelectMany(selectable, state !== 'all')}
                />
              )}
            </th>
            <th scope="col">Symbol</th>
            <th scope="col" className="text-center">
              Virgin
            </th>
            <SortHeader label="Trend" sortKey="trend" sort={sort} onSort={onSort} />
            <th scope="col" className="num">
              Bias
            </th>
            <SortHeader label="Total" sortKey="total" sort={sort} onSort={onSort} />
            <th scope="col">Daily Bias</th>
            <SortHeader label="Width %" sortKey="width" sort={sort} onSort={onSort} />
            <SortHeader label="Trend %" sortKey="trendPct" sort={sort} onSort={onSort} />
            <th scope="col">Stars</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <ScreenerRowView key={row.symbol} row={row} selected={selected.has(row.symbol)} {...actions} />
          ))}
        </tbody>
      </Table>
    </div>
  );
}
