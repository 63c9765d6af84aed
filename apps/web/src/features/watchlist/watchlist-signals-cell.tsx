import { Badge } from 'react-bootstrap';
import { DASH } from '../../components/format.ts';
import { labelBadge } from '../../components/ict-labels.ts';
import { statusVariant } from '../../components/volume-format.ts';
import type { SymbolSignals } from './watchlist-signals-model.ts';

const positionVariant = { Above: 'success', Within: 'secondary', Below: 'danger' } as const;

/** A row's current signals as badges: daily CPR position and bias, volume status, ICT label and score. */
export function WatchlistSignalsCell({ signals }: { signals: SymbolSignals }) {
  const { cprPosition, dailyBias, volumeStatus, ictLabel, ictScore } = signals;
  if (!cprPosition && !dailyBias && !volumeStatus && !ictLabel)
    return <span className="text-body-secondary">{DASH}</span>;
  const ict = ictLabel ? labelBadge(ictLabel) : null;
  return (
    <div className="d-flex flex-wrap gap-1">
      {cprPosition && (
        <Badge bg={positionVariant[cprPosition]} title="Price against today's CPR" data-signal="cpr">
          CPR {cprPosition}
        </Badge>
      )}
      {dailyBias && (
        <Badge bg="dark" className="border border-secondary-subtle" title="Daily bias" data-signal="bias">
          {dailyBias}
        </Badge>
      )}
      {volumeStatus && (
        <Badge
          bg={statusVariant[volumeStatus]}
          text={volumeStatus === 'Warming Up' ? 'dark' : undefined}
          title="Volume this session"
          data-signal="volume"
        >
          Vol {volumeStatus}
        </Badge>
      )}
      {ictLabel && ict && (
        <Badge
          bg={ict.outline ? 'transparent' : ict.tone}
          className={ict.outline ? `border border-${ict.tone} text-${ict.tone}` : undefined}
          title="ICT setup label and score"
          data-signal="ict"
        >
          ICT {ictLabel}
          {ictScore !== null && ` ${ictScore}`}
        </Badge>
      )}
    </div>
  );
}
