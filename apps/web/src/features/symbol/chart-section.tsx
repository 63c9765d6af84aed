import { type OverlayTimeframe, overlayTimeframes } from '@app/contracts';
import { useMemo, useRef, useState } from 'react';
import { Alert, Button, ButtonGroup, Spinner } from 'react-bootstrap';
import { detailOr } from '../../api/error-detail.ts';
import { useTimeZone } from '../../components/use-time-zone.ts';
import { zoneLabel } from '../../lib/time-format.ts';
import { axisLabels } from './axis-labels-model.ts';
import { buildChartModel } from './chart-model.ts';
import { OverlayLegend } from './overlay-legend.tsx';
import { hiddenLayers, layerCounts, selectOverlays } from './overlay-selection-model.ts';
import { panesWindow, positioningPanes } from './positioning-panes-model.ts';
import { SymbolChart } from './symbol-chart.tsx';
import { useFullscreen } from './use-fullscreen.ts';
import { useOverlayLayers } from './use-overlay-layers.ts';
import { useChartData, usePositioningHistory } from './use-symbol-data.ts';

/**
 * The chart section: the timeframe switch, the full-screen button, the legend with a switch per
 * overlay layer (the readable defaults on, the rest under "More overlays", the choice kept in the
 * browser), and the chart of the candles (the forming bar polled) with the selected overlays.
 * `showTrades` false (below pro) leaves the trades out of the chart and the legend, as daily and
 * weekly bars leave out the session levels.
 */
export function ChartSection({ symbol, showTrades }: { symbol: string; showTrades: boolean }) {
  const [tf, setTf] = useState<OverlayTimeframe>('5m');
  const { on, toggle } = useOverlayLayers();
  const frame = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(frame);
  const { candles, overlays } = useChartData(symbol, tf);
  const { zone } = useTimeZone();
  const hidden = useMemo(() => hiddenLayers(tf, showTrades), [tf, showTrades]);
  const counts = useMemo(() => layerCounts(overlays.data), [overlays.data]);
  const model = useMemo(() => {
    const shown = new Set([...on].filter((l) => !hidden.has(l)));
    return buildChartModel(candles.data ?? [], overlays.data && selectOverlays(overlays.data, shown), tf);
  }, [candles.data, overlays.data, tf, on, hidden]);
  const lastBar = candles.data?.at(-1);
  const labels = useMemo(() => axisLabels(model, lastBar?.[0], lastBar?.[4]), [model, lastBar]);
  const error = candles.error ?? overlays.error;
  // The OI and funding panes (docs/positioning.md), pro and above as the history call is.
  const span = useMemo(() => panesWindow(candles.data ?? [], tf), [candles.data, tf]);
  const history = usePositioningHistory(symbol, span, showTrades);
  const panes = useMemo(
    () => (showTrades ? positioningPanes(candles.data ?? [], history.data, tf) : null),
    [showTrades, candles.data, history.data, tf],
  );
  return (
    <div
      ref={frame}
      className="symbol-chart-frame"
      data-testid="symbol-chart-section"
      data-tf={tf}
      data-overlays-as-of={overlays.data?.as_of}
      data-fullscreen={fullscreen.active}
    >
      <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
        <ButtonGroup size="sm" aria-label="Timeframe">
          {overlayTimeframes.map((t) => (
            <Button
              key={t}
              variant={t === tf ? 'info' : 'outline-secondary'}
              aria-pressed={t === tf}
              data-testid={`tf-${t}`}
              onClick={() => setTf(t)}
            >
              {t}
            </Button>
          ))}
        </ButtonGroup>
        {(candles.isFetching || overlays.isFetching) && (
          <Spinner size="sm" animation="border" aria-label="Updating" />
        )}
        <span className="ms-auto small text-body-secondary" data-testid="chart-time-zone">
          Time axis: {zoneLabel(zone)}
        </span>
        {fullscreen.supported && (
          <Button
            size="sm"
            variant="outline-secondary"
            aria-pressed={fullscreen.active}
            data-testid="chart-fullscreen"
            onClick={fullscreen.toggle}
          >
            {fullscreen.active ? 'Exit full screen' : 'Full screen'}
          </Button>
        )}
      </div>
      <div className="mb-2">
        <OverlayLegend on={on} counts={counts} hidden={hidden} onToggle={toggle} />
      </div>
      {error && <Alert variant="danger">{detailOr(error, 'Failed to load the chart')}</Alert>}
      <SymbolChart
        key={tf}
        candles={candles.data ?? []}
        model={model}
        labels={labels}
        timeZone={zone}
        panes={panes}
      />
    </div>
  );
}
