import { Modal, Spinner, Table } from 'react-bootstrap';
import { useVolumeSessions } from './use-volume-snapshots.ts';
import { FigureCells, StatusCell } from './volume-cells.tsx';
import { NO_DATA_TODAY } from './volume-settings.ts';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/**
 * Spec section 2: the symbol's sessions today (its latest snapshot of each), or 'No data available for
 * today.'; a failed load shows the empty table (spec section 8).
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
        {isLoading ? (
          <div className="text-center py-3">
            <Spinner animation="border" size="sm" role="status" aria-label="Loading sessions" />
          </div>
        ) : rows.length === 0 && !failed ? (
          <p className="text-body-secondary text-center my-3" data-testid="volume-modal-empty">
            {NO_DATA_TODAY}
          </p>
        ) : (
          <div className="table-scroll">
            <Table size="sm" className="data-table align-middle mb-0" data-testid="volume-modal-table">
              <thead>
                <tr>
                  <th scope="col">Session</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="num">
                    Confidence
                  </th>
                  <th scope="col" className="num">
                    Actual Volume
                  </th>
                  <th scope="col" className="num">
                    Expected Volume
                  </th>
                  <th scope="col" className="num">
                    Volume Ratio
                  </th>
                  <th scope="col" className="num">
                    Change %
                  </th>
                  <th scope="col" className="num">
                    Z-Score
                  </th>
                  <th scope="col" className="num">
                    As of
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr
                    key={row.session_start}
                    className={row.alert_triggered ? 'volume-alert' : undefined}
                    data-testid={`volume-session-${row.session}`}
                  >
                    <td>{row.session}</td>
                    <StatusCell row={row} />
                    <FigureCells row={row} />
                    <td className="num" title={row.timestamp}>
                      {time(row.timestamp)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
      </Modal.Body>
    </Modal>
  );
}
