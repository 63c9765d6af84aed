import type { VolumeSnapshot } from '@app/contracts';
import { Badge } from 'react-bootstrap';
import { formatChange, formatRatio, formatVolume, formatZ, statusVariant, zTone } from './volume-format.ts';

/** The status badge with its emoji (🔥 when the alert is on). */
export function StatusCell({ row }: { row: VolumeSnapshot }) {
  return (
    <td>
      <span aria-hidden="true" className="me-1">
        {row.emoji}
      </span>
      <Badge bg={statusVariant[row.status]} text={row.status === 'Warming Up' ? 'dark' : undefined}>
        {row.status}
      </Badge>
    </td>
  );
}

/** Confidence, volumes, ratio, change % and the z-score coloured at ±2 (spec section 9). */
export function FigureCells({ row }: { row: VolumeSnapshot }) {
  const tone = zTone(row.z_score);
  return (
    <>
      <td className="num">{row.confidence}%</td>
      <td className="num" title={String(row.actual_volume)}>
        {formatVolume(row.actual_volume)}
      </td>
      <td className="num" title={row.expected_volume === null ? 'No baseline' : String(row.expected_volume)}>
        {formatVolume(row.expected_volume)}
      </td>
      <td className="num">{formatRatio(row.volume_ratio)}</td>
      <td className="num">{formatChange(row.volume_change_pct)}</td>
      <td className={`num${tone ? ` z-${tone}` : ''}`} data-testid="volume-z" data-tone={tone ?? 'none'}>
        {formatZ(row.z_score)}
      </td>
    </>
  );
}
