import type { VolumeSnapshot } from '@app/contracts';
import { Badge } from 'react-bootstrap';
import {
  formatChange,
  formatRatio,
  formatVolume,
  formatZ,
  statusVariant,
} from '../../components/volume-format.ts';
import { Empty, Panel } from './panel.tsx';

/** The symbol's current volume snapshot: session, status, actual against expected, ratio, change, z. */
export function VolumePanel({ row, loading }: { row: VolumeSnapshot | null; loading: boolean }) {
  return (
    <Panel title="Volume" testId="symbol-volume">
      {!row && <Empty>{loading ? 'Loading…' : 'No volume snapshot for this symbol.'}</Empty>}
      {row && (
        <div className="d-flex flex-wrap gap-3">
          <span>
            {row.emoji}{' '}
            <Badge bg={statusVariant[row.status]} text={row.status === 'Warming Up' ? 'dark' : undefined}>
              {row.status}
            </Badge>{' '}
            <span className="text-body-secondary">{row.session}</span>
          </span>
          <span>
            Actual {formatVolume(row.actual_volume)} / expected {formatVolume(row.expected_volume)}
          </span>
          <span>Ratio {formatRatio(row.volume_ratio)}</span>
          <span>Change {formatChange(row.volume_change_pct)}</span>
          <span data-testid="symbol-volume-z">z {formatZ(row.z_score)}</span>
          <span>Confidence {row.confidence} %</span>
        </div>
      )}
    </Panel>
  );
}
