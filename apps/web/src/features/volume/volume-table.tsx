import type { VolumeSnapshot } from '@app/contracts';
import { memo } from 'react';
import { Table } from 'react-bootstrap';
import { SymbolLink } from '../../components/symbol-link.tsx';
import { FigureCells, StatusCell } from './volume-cells.tsx';
import type { VolumeSort, VolumeSortKey } from './volume-sort.ts';

/** The eight sortable columns of spec section 2, with their headers. */
export const volumeColumns: { key: VolumeSortKey; label: string; num?: boolean }[] = [
  { key: 'symbol', label: 'Symbol' },
  { key: 'status', label: 'Status' },
  { key: 'confidence', label: 'Confidence', num: true },
  { key: 'actual_volume', label: 'Actual Volume', num: true },
  { key: 'expected_volume', label: 'Expected Volume', num: true },
  { key: 'volume_ratio', label: 'Volume Ratio', num: true },
  { key: 'volume_change_pct', label: 'Change %', num: true },
  { key: 'z_score', label: 'Z-Score', num: true },
];

export interface VolumeTableProps {
  rows: VolumeSnapshot[];
  sort: VolumeSort;
  onSort: (key: VolumeSortKey) => void;
  onOpen: (symbol: string) => void;
}

function SortHeader({
  column,
  sort,
  onSort,
}: { column: (typeof volumeColumns)[number] } & Omit<VolumeTableProps, 'rows' | 'onOpen'>) {
  const on = sort.key === column.key;
  return (
    <th
      scope="col"
      className={`sortable${column.num ? ' num' : ''}`}
      aria-sort={on ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button
        type="button"
        className="sort-button"
        aria-label={`Sort by ${column.label}`}
        data-testid={`volume-sort-${column.key}`}
        onClick={() => onSort(column.key)}
      >
        {column.label}
        {on && <span aria-hidden="true">{sort.direction === 'asc' ? ' ▲' : ' ▼'}</span>}
      </button>
    </th>
  );
}

/** One snapshot; tinted when its alert is on; a click (or Enter on the symbol) opens its sessions. */
const VolumeRow = memo(function VolumeRow({
  row,
  onOpen,
}: {
  row: VolumeSnapshot;
  onOpen: (symbol: string) => void;
}) {
  return (
    <tr
      className={`volume-row${row.alert_triggered ? ' volume-alert' : ''}`}
      data-testid={`volume-row-${row.symbol}`}
      data-alert={row.alert_triggered}
      data-status={row.status}
      onClick={() => onOpen(row.symbol)}
    >
      <td className="symbol">
        <button
          type="button"
          className="volume-open"
          aria-label={`${row.symbol} sessions today`}
          onClick={(e) => {
            e.stopPropagation();
            onOpen(row.symbol);
          }}
        >
          {row.symbol}
        </button>
        <SymbolLink symbol={row.symbol} icon />
        {row.in_watchlist && (
          <span
            className="volume-stars ms-1"
            title={`On your watchlist: ${row.stars} stars`}
            data-testid="volume-stars"
          >
            {row.stars > 0 ? `★${row.stars}` : '☆'}
          </span>
        )}
      </td>
      <StatusCell row={row} />
      <FigureCells row={row} />
    </tr>
  );
});

/** The snapshots of one page; every header sorts, the same one again toggles its direction. */
export function VolumeTable({ rows, sort, onSort, onOpen }: VolumeTableProps) {
  return (
    <div className="table-scroll">
      <Table hover size="sm" className="data-table volume-table align-middle" data-testid="volume-table">
        <caption className="visually-hidden">
          Volume snapshots; select a row for the symbol's sessions today
        </caption>
        <thead>
          <tr>
            {volumeColumns.map((column) => (
              <SortHeader key={column.key} column={column} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <VolumeRow key={row.symbol} row={row} onOpen={onOpen} />
          ))}
        </tbody>
      </Table>
    </div>
  );
}
