import type { VolumeSnapshot } from '@app/contracts';
import type { Row } from '@tanstack/react-table';
import { Modal } from 'react-bootstrap';
import { type DataColumn, DataTable, type RowAttributes } from '../../components/data-table.tsx';
import { TimeText } from '../../components/time-text.tsx';
import { useVolumeSessions } from './use-volume-snapshots.ts';
import { figureColumns, statusColumn } from './volume-columns.tsx';
import { NO_DATA_TODAY } from './volume-settings.ts';

/** Session, Status, the figures and the time of the session's latest snapshot. */
const sessionColumns: DataColumn<VolumeSnapshot>[] = [
  { id: 'session', header: 'Session', cell: ({ row }) => row.original.session },
  statusColumn,
  ...figureColumns,
  {
    id: 'as-of',
    header: 'As of',
    meta: { className: 'num', cellProps: (row) => ({ title: row.timestamp }) },
    cell: ({ row }) => <TimeText time={row.original.timestamp} layout="clock" />,
  },
];

const sessionStart = (row: VolumeSnapshot) => row.session_start;
const sessionRowProps = ({ original: row }: Row<VolumeSnapshot>): RowAttributes => ({
  className: row.alert_triggered ? 'volume-alert' : undefined,
  'data-testid': `volume-session-${row.session}`,
});

/**
 * docs/product.md §2: the symbol's sessions today (its latest snapshot of each), or 'No data available for
 * today.'; a failed load shows the empty table (docs/product.md §8).
 */
export function VolumeSessionsModal({ symbol, onClose }: { symbol: string | null; onClose: () => void }) {
  const { rows, isLoading, failed } = useVolumeSessions(symbol);
  return (
    <Modal show={symbol !== null} onHide={onClose} size="xl" centered data-testid="volume-modal">
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          {symbol} — sessions today
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <DataTable
          data={rows}
          columns={sessionColumns}
          getRowId={sessionStart}
          testId="volume-modal-table"
          rowProps={sessionRowProps}
          embedded
          loading={isLoading}
          loadingLabel="Loading sessions"
          empty={failed ? undefined : NO_DATA_TODAY}
          emptyTestId="volume-modal-empty"
        />
      </Modal.Body>
    </Modal>
  );
}
