import { Form } from 'react-bootstrap';
import { type OverlayKind, overlayColors, overlayKinds, overlayTitles } from './chart-model.ts';

/** The legend: one switch per overlay kind, with its colour and how many items it draws. */
export function OverlayLegend(props: {
  visible: ReadonlySet<OverlayKind>;
  counts: Record<OverlayKind, number>;
  hidden?: ReadonlySet<OverlayKind>;
  onToggle: (kind: OverlayKind) => void;
}) {
  return (
    <div className="symbol-legend d-flex flex-wrap gap-3 small mb-2" data-testid="symbol-legend">
      {overlayKinds
        .filter((kind) => !props.hidden?.has(kind))
        .map((kind) => (
          <Form.Check
            key={kind}
            type="switch"
            id={`overlay-${kind}`}
            data-testid={`overlay-toggle-${kind}`}
            checked={props.visible.has(kind)}
            onChange={() => props.onToggle(kind)}
            label={
              <span>
                <span
                  className="symbol-swatch"
                  style={{ background: overlayColors[kind] }}
                  aria-hidden="true"
                />{' '}
                {overlayTitles[kind]} <span className="text-body-secondary">({props.counts[kind]})</span>
              </span>
            }
          />
        ))}
    </div>
  );
}
