import { Dropdown, Form } from 'react-bootstrap';
import {
  defaultLayers,
  layerColors,
  layerTitles,
  type OverlayLayer,
  overlayLayers,
} from './overlay-selection-model.ts';

function LayerSwitch(props: { layer: OverlayLayer; on: boolean; count: number; onToggle: () => void }) {
  const { layer } = props;
  return (
    <Form.Check
      type="switch"
      id={`overlay-${layer}`}
      data-testid={`overlay-toggle-${layer}`}
      data-count={props.count}
      checked={props.on}
      onChange={props.onToggle}
      label={
        <span>
          <span className="symbol-swatch" style={{ background: layerColors[layer] }} aria-hidden="true" />{' '}
          {layerTitles[layer]} <span className="text-body-secondary">({props.count})</span>
        </span>
      }
    />
  );
}

/**
 * The legend: a switch per default layer with its colour and how many items it holds, and the
 * other layers in a "More overlays" menu. `hidden` layers (trades below pro) are left out.
 */
export function OverlayLegend(props: {
  on: ReadonlySet<OverlayLayer>;
  counts: Record<OverlayLayer, number>;
  hidden: ReadonlySet<OverlayLayer>;
  onToggle: (layer: OverlayLayer) => void;
}) {
  const shown = overlayLayers.filter((l) => !props.hidden.has(l));
  const main = shown.filter((l) => defaultLayers.includes(l));
  const more = shown.filter((l) => !defaultLayers.includes(l));
  const moreOn = more.filter((l) => props.on.has(l)).length;
  const item = (layer: OverlayLayer) => (
    <LayerSwitch
      key={layer}
      layer={layer}
      on={props.on.has(layer)}
      count={props.counts[layer]}
      onToggle={() => props.onToggle(layer)}
    />
  );
  return (
    <div
      className="symbol-legend d-flex flex-wrap align-items-center gap-3 small"
      data-testid="symbol-legend"
    >
      {main.map(item)}
      <Dropdown autoClose="outside">
        <Dropdown.Toggle size="sm" variant="outline-secondary" data-testid="overlay-more">
          More overlays{moreOn > 0 ? ` (${moreOn} on)` : ''}
        </Dropdown.Toggle>
        <Dropdown.Menu className="px-3 py-2 small" data-testid="overlay-more-menu">
          {more.map(item)}
        </Dropdown.Menu>
      </Dropdown>
    </div>
  );
}
