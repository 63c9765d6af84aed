import type { VolumeSnapshot } from '@app/contracts';
import type { Row } from '@tanstack/react-table';
import { useMemo } from 'react';
import { usePositioningSnapshot } from '../../api/use-positioning-snapshot.ts';
import { DataTable, type RowAttributes } from '../../components/data-table.tsx';
import { positioningBesideColumns } from '../../components/positioning-columns.tsx';
import { volumeColumns } from './volume-columns.tsx';
import type { VolumeSort, VolumeSortKey } from './volume-sort.ts';

export interface VolumeTableProps {
  rows: VolumeSnapshot[];
  sort: VolumeSort;
  onSort: (key: VolumeSortKey) => void;
  onOpen: (symbol: string) => void;
  loading: boolean;
}

const symbolOf = (row: VolumeSnapshot) => row.symbol;
/** On a phone these follow the symbol (docs/product.md, phone layout). */
const phoneKeyColumns = ['status', 'volume_ratio'] as const;

/** A snapshot's row: tinted when its alert is on; a click (or Enter on the symbol) opens its sessions. */
function volumeRowProps(onOpen: (symbol: string) => void) {
  return ({ original: row }: Row<VolumeSnapshot>): RowAttributes => ({
    className: `volume-row${row.alert_triggered ? ' volume-alert' : ''}`,
    'data-testid': `volume-row-${row.symbol}`,
    'data-alert': row.alert_triggered,
    'data-status': row.status,
    onClick: () => onOpen(row.symbol),
  });
}

/** The snapshots of one page; every header sorts, the same one again toggles its direction. */
export function VolumeTable({ rows, sort, onSort, onOpen, loading }: VolumeTableProps) {
  const { bySymbol } = usePositioningSnapshot();
  const columns = useMemo(
    () => [...volumeColumns(onOpen), ...positioningBesideColumns(symbolOf, bySymbol)],
    [onOpen, bySymbol],
  );
  const rowProps = useMemo(() => volumeRowProps(onOpen), [onOpen]);
  return (
    <DataTable
      data={rows}
      columns={columns}
      getRowId={symbolOf}
      phoneKeyColumns={phoneKeyColumns}
      caption="Volume snapshots; select a row for the symbol's sessions today"
      testId="volume-table"
      className="volume-table"
      sort={sort}
      onSort={onSort}
      sortTestIdPrefix="volume-sort"
      rowProps={rowProps}
      loading={loading}
      loadingLabel="Loading volume snapshots..."
      empty="No volume snapshots match."
      emptyTestId="volume-empty"
    />
  );
}
