import type { VolumeSnapshot } from '@app/contracts';
import { Badge } from 'react-bootstrap';
import type { DataColumn } from '../../components/data-table.tsx';
import { SymbolLink } from '../../components/symbol-link.tsx';
import {
  formatChange,
  formatRatio,
  formatVolume,
  formatZ,
  statusVariant,
  zTone,
} from '../../components/volume-format.ts';
import { volumeColumnHelp } from './volume-column-help.ts';

/** The status badge with its emoji (🔥 when the alert is on). */
export const statusColumn: DataColumn<VolumeSnapshot> = {
  id: 'status',
  header: 'Status',
  meta: { help: volumeColumnHelp.status },
  accessorFn: (row) => row.status,
  cell: ({ row: { original: row } }) => (
    <>
      <span aria-hidden="true" className="me-1">
        {row.emoji}
      </span>
      <Badge bg={statusVariant[row.status]} text={row.status === 'Warming Up' ? 'dark' : undefined}>
        {row.status}
      </Badge>
    </>
  ),
};

/** Confidence, volumes, ratio, change % and the z-score coloured at ±2 (docs/product.md §9). */
export const figureColumns: DataColumn<VolumeSnapshot>[] = [
  {
    id: 'confidence',
    header: 'Confidence',
    accessorFn: (row) => row.confidence,
    meta: { help: volumeColumnHelp.confidence, className: 'num' },
    cell: ({ row }) => `${row.original.confidence}%`,
  },
  {
    id: 'actual_volume',
    header: 'Actual Volume',
    accessorFn: (row) => row.actual_volume,
    meta: {
      help: volumeColumnHelp.actual_volume,
      className: 'num',
      cellProps: (row) => ({ title: String(row.actual_volume) }),
    },
    cell: ({ row }) => formatVolume(row.original.actual_volume),
  },
  {
    id: 'expected_volume',
    header: 'Expected Volume',
    accessorFn: (row) => row.expected_volume,
    meta: {
      help: volumeColumnHelp.expected_volume,
      className: 'num',
      cellProps: (row) => ({
        title: row.expected_volume === null ? 'No baseline' : String(row.expected_volume),
      }),
    },
    cell: ({ row }) => formatVolume(row.original.expected_volume),
  },
  {
    id: 'volume_ratio',
    header: 'Volume Ratio',
    accessorFn: (row) => row.volume_ratio,
    meta: { help: volumeColumnHelp.volume_ratio, className: 'num' },
    cell: ({ row }) => formatRatio(row.original.volume_ratio),
  },
  {
    id: 'volume_change_pct',
    header: 'Change %',
    accessorFn: (row) => row.volume_change_pct,
    meta: { help: volumeColumnHelp.volume_change_pct, className: 'num' },
    cell: ({ row }) => formatChange(row.original.volume_change_pct),
  },
  {
    id: 'z_score',
    header: 'Z-Score',
    accessorFn: (row) => row.z_score,
    meta: {
      help: volumeColumnHelp.z_score,
      className: 'num',
      cellProps: (row) => {
        const tone = zTone(row.z_score);
        return {
          className: tone ? `z-${tone}` : undefined,
          'data-testid': 'volume-z',
          'data-tone': tone ?? 'none',
        };
      },
    },
    cell: ({ row }) => formatZ(row.original.z_score),
  },
];

/**
 * The eight columns of docs/product.md §2, every one sortable: Symbol (a button opening the symbol's
 * sessions, the chart link and the watchlist stars), Status and the figures.
 */
export function volumeColumns(onOpen: (symbol: string) => void): DataColumn<VolumeSnapshot>[] {
  return [
    {
      id: 'symbol',
      header: 'Symbol',
      accessorFn: (row) => row.symbol,
      meta: { help: volumeColumnHelp.symbol, cellProps: () => ({ className: 'symbol' }) },
      cell: ({ row: { original: row } }) => (
        <>
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
        </>
      ),
    },
    statusColumn,
    ...figureColumns,
  ];
}
