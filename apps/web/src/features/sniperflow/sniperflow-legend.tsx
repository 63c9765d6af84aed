import { sessionBiasLabels, sessionBiasMeanings } from '@app/contracts';
import { Badge } from 'react-bootstrap';
import { sessionBiasVariant } from '../../components/sniperflow-model.ts';

/** Beyond the spec: what A, M and D mean, and the marks of the level columns, in one line. */
export function SniperflowLegend() {
  return (
    <ul
      className="sniperflow-legend list-inline small text-body-secondary mb-0"
      data-testid="sniperflow-legend"
    >
      {sessionBiasLabels.map((label) => (
        <li key={label} className="list-inline-item" title={sessionBiasMeanings[label].rule}>
          <Badge bg={sessionBiasVariant[label]} className="me-1">
            {label}
          </Badge>
          {sessionBiasMeanings[label].name}
        </li>
      ))}
      <li className="list-inline-item ms-2">✓ swept · ✗ not swept · - not set yet</li>
    </ul>
  );
}
