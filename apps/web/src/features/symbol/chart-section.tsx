import { type OverlayTimeframe, overlayTimeframes } from '@app/contracts';
import { useMemo, useState } from 'react';
import { Alert, Button, ButtonGroup, Spinner } from 'react-bootstrap';
import { detailOr } from '../../api/error-detail.ts';
import { zoneLabel } from '../../components/time-format.ts';
import { useTimeZone } from '../../components/use-time-zone.ts';
import { buildChartModel, kindCounts, type OverlayKind, overlayKinds, visibleModel } from './chart-model.ts';
import { OverlayLegend } from './overlay-legend.tsx';
import { SymbolChart } from './symbol-chart.tsx';
import { useChartData } from './use-symbol-data.ts';

/**
 * The chart column: the timeframe switch, the legend with a toggle per overlay kind, and the chart of
 * the candles (the forming bar polled) with the overlays. `showTrades` false (below pro) leaves the
 * trades out of the chart and the legend.
 */
export function ChartSection({ symbol, showTrades }: { symbol: string; showTrades: boolean }) {
  const [tf, setTf] = useState<OverlayTimeframe>('5m');
  const [visible, setVisible] = useState<ReadonlySet<OverlayKind>>(() => new Set(overlayKinds));
  const { candles, overlays } = useChartData(symbol, tf);
  const { zone } = useTimeZone();
  const hidden = useMemo(() => new Set<OverlayKind>(showTrades ? [] : ['trades']), [showTrades]);
  const model = useMemo(
    () => buildChartModel(candles.data ?? [], overlays.data, tf),
    [candles.data, overlays.data, tf],
  );
  const shown = useMemo(
    () => visibleModel(model, new Set([...visible].filter((k) => !hidden.has(k)))),
    [model, visible, hidden],
  );
  const toggle = (kind: OverlayKind) =>
    setVisible((v) => {
      const next = new Set(v);
      if (next.has(kind)) next.delete(kind);
      else next.add(kind);
      return next;
    });
  const error = candles.error ?? overlays.error;
  return (
    <div data-testid="symbol-chart-section" data-tf={tf} data-overlays-as-of={overlays.data?.as_of}>
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
      </div>
      <OverlayLegend visible={visible} counts={kindCounts(model)} hidden={hidden} onToggle={toggle} />
      {error && <Alert variant="danger">{detailOr(error, 'Failed to load the chart')}</Alert>}
      <SymbolChart key={tf} candles={candles.data ?? []} model={shown} timeZone={zone} />
    </div>
  );
}
