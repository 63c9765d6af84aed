import type { CandleTuple } from '@app/contracts';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  createSeriesMarkers,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  LineSeries,
  LineType,
  type TickMarkType,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import type { AxisLabel } from './axis-labels-model.ts';
import { BoxesPrimitive } from './boxes-primitive.ts';
import type { ChartBox, ChartModel } from './chart-model.ts';
import { crosshairTime, tickLabel } from './chart-time-format.ts';
import type { PositioningPanes } from './positioning-panes-model.ts';

const TRANSPARENT = 'rgba(0,0,0,0)';
const seconds = (ms: number) => Math.floor(ms / 1000) as UTCTimestamp;
const ms = (t: Time) => (t as number) * 1000;

/** The time axis and the crosshair label in the chosen zone (docs/product.md §2 "Times"). */
function applyTimeZone(chart: IChartApi, zone: string): void {
  chart.applyOptions({
    localization: { timeFormatter: (time: Time) => crosshairTime(time as number, zone) },
    timeScale: {
      tickMarkFormatter: (time: Time, type: TickMarkType) => tickLabel(time as number, type, zone),
    },
  });
}

/** What a browser test reads from the drawn chart (times in ms). */
export interface SymbolChartHook {
  lines(): Record<string, { time: number; value: number }[]>;
  boxes(): readonly ChartBox[];
  labels(): readonly AxisLabel[];
  markers(): { time: number; position: string }[];
  lastBar(): { time: number; open: number; high: number; low: number; close: number } | null;
  /** The crosshair's label of a time (ms), through the chart's own time formatter. */
  crosshairLabel(time: number): string;
  /** The OI and funding panes' points (times in ms) and the chart's pane count. */
  panes(): {
    count: number;
    openInterest: { time: number; value: number }[];
    funding: { time: number; value: number }[];
  };
}

declare global {
  interface Window {
    __symbolChart?: SymbolChartHook;
  }
}

interface Parts {
  chart: IChartApi;
  candles: ISeriesApi<'Candlestick'>;
  volume: ISeriesApi<'Histogram'>;
  boxes: BoxesPrimitive;
  markers: ISeriesMarkersPluginApi<Time>;
  lines: Map<string, ISeriesApi<'Line'>>;
  /** The OI pane (1) and the funding pane (2), while shown. */
  positioning: { oi: ISeriesApi<'Line'>; funding: ISeriesApi<'Histogram'> } | null;
}

function createParts(container: HTMLElement): Parts {
  const chart = createChart(container, {
    autoSize: true,
    layout: { background: { type: ColorType.Solid, color: '#1b1e22' }, textColor: '#ced4da' },
    grid: { vertLines: { color: '#2b3035' }, horzLines: { color: '#2b3035' } },
    timeScale: { timeVisible: true, secondsVisible: false, rightOffset: 8 },
    rightPriceScale: { borderColor: '#495057' },
  });
  const candles = chart.addSeries(CandlestickSeries, {
    upColor: '#26a69a',
    downColor: '#ef5350',
    wickUpColor: '#26a69a',
    wickDownColor: '#ef5350',
    borderVisible: false,
  });
  const volume = chart.addSeries(HistogramSeries, {
    priceScaleId: 'volume',
    priceFormat: { type: 'volume' },
  });
  chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.82, bottom: 0 } });
  const boxes = new BoxesPrimitive();
  candles.attachPrimitive(boxes);
  const markers = createSeriesMarkers(candles, []);
  return { chart, candles, volume, boxes, markers, lines: new Map(), positioning: null };
}

/** Shows the OI and funding panes under the candles with `panes`' points, or removes them (null). */
function drawPanes(parts: Parts, panes: PositioningPanes | null): void {
  if (panes === null) {
    if (parts.positioning) {
      parts.chart.removeSeries(parts.positioning.oi);
      parts.chart.removeSeries(parts.positioning.funding);
      parts.positioning = null;
    }
    return;
  }
  if (!parts.positioning) {
    const oi = parts.chart.addSeries(
      LineSeries,
      {
        color: '#74c0fc',
        lineWidth: 2,
        priceFormat: { type: 'volume' },
        priceLineVisible: false,
        title: 'OI $',
      },
      1,
    );
    const funding = parts.chart.addSeries(
      HistogramSeries,
      {
        priceFormat: { type: 'custom', formatter: (v: number) => `${v.toFixed(4)}%`, minMove: 0.0001 },
        priceLineVisible: false,
        title: 'Funding 8h',
      },
      2,
    );
    parts.positioning = { oi, funding };
    // The candles keep about three quarters of the height: OI 15 %, funding 10 %.
    const [main, oiPane, fundingPane] = parts.chart.panes();
    main?.setStretchFactor(0.75);
    oiPane?.setStretchFactor(0.15);
    fundingPane?.setStretchFactor(0.1);
  }
  parts.positioning.oi.setData(panes.openInterest.map((p) => ({ time: seconds(p.time), value: p.value })));
  parts.positioning.funding.setData(
    panes.funding.map((p) => ({
      time: seconds(p.time),
      value: p.value,
      color: p.value >= 0 ? 'rgba(38,166,154,0.8)' : 'rgba(239,83,80,0.8)',
    })),
  );
}

function drawModel(parts: Parts, model: ChartModel, labels: readonly AxisLabel[]): void {
  for (const series of parts.lines.values()) parts.chart.removeSeries(series);
  parts.lines.clear();
  for (const line of model.lines) {
    const series = parts.chart.addSeries(LineSeries, {
      color: line.color,
      lineWidth: 1,
      lineType: line.kind === 'ict' ? LineType.Simple : LineType.WithSteps,
      priceLineVisible: false,
      lastValueVisible: false,
      crosshairMarkerVisible: false,
      // The candles alone set the price scale: a far level does not squeeze them.
      autoscaleInfoProvider: () => null,
      title: '',
    });
    // The connector into a new period's first bar is drawn transparent.
    series.setData(
      line.points.map((p) => ({
        time: seconds(p.time),
        value: p.value,
        ...(p.gap ? { color: TRANSPARENT } : {}),
      })),
    );
    parts.lines.set(line.key, series);
  }
  parts.boxes.setBoxes(model.boxes);
  parts.boxes.setLabels(labels);
  parts.markers.setMarkers(
    model.markers.map((m) => ({
      time: seconds(m.time),
      position: m.kind === 'high' ? ('aboveBar' as const) : ('belowBar' as const),
      shape: m.kind === 'high' ? ('arrowDown' as const) : ('arrowUp' as const),
      color: m.kind === 'high' ? '#ff8787' : '#69db7c',
      size: 0.6,
    })),
  );
}

function hookOf(parts: Parts): SymbolChartHook {
  return {
    lines: () =>
      Object.fromEntries(
        [...parts.lines].map(([key, s]) => [
          key,
          s
            .data()
            .filter((p) => (p as { color?: string }).color !== TRANSPARENT)
            .map((p) => ({ time: ms(p.time), value: (p as { value: number }).value })),
        ]),
      ),
    boxes: () => parts.boxes.current(),
    labels: () => parts.boxes.currentLabels(),
    markers: () => parts.markers.markers().map((m) => ({ time: ms(m.time), position: m.position })),
    lastBar: () => {
      const bar = parts.candles.data().at(-1) as
        | { time: Time; open: number; high: number; low: number; close: number }
        | undefined;
      return bar
        ? { time: ms(bar.time), open: bar.open, high: bar.high, low: bar.low, close: bar.close }
        : null;
    },
    crosshairLabel: (time) => parts.chart.options().localization.timeFormatter?.(seconds(time)) ?? '',
    panes: () => {
      const points = (s: ISeriesApi<'Line'> | ISeriesApi<'Histogram'> | undefined) =>
        (s?.data() ?? []).map((p) => ({ time: ms(p.time), value: (p as { value: number }).value }));
      return {
        count: parts.chart.panes().length,
        openInterest: points(parts.positioning?.oi),
        funding: points(parts.positioning?.funding),
      };
    },
  };
}

/**
 * The symbol view's lightweight-charts chart: candles, volume on its own scale, and the visible part
 * of the chart model (stepped lines, boxes through `BoxesPrimitive`, swing markers) with the level
 * labels on the price scale. It fills its container (`autoSize`). The newest bar's
 * time and close are on the container's data attributes, and `window.__symbolChart` reads back what
 * the series hold, for browser tests. Its time axis and crosshair are in `timeZone`.
 */
export function SymbolChart({
  candles,
  model,
  labels,
  timeZone,
  panes = null,
}: {
  candles: readonly CandleTuple[];
  model: ChartModel;
  labels: readonly AxisLabel[];
  /** The IANA zone of the axis and crosshair. */
  timeZone: string;
  /** The OI and funding panes under the candles (pro and above), or none. */
  panes?: PositioningPanes | null;
}) {
  const container = useRef<HTMLDivElement>(null);
  const parts = useRef<Parts | null>(null);
  const fitted = useRef(false);

  useEffect(() => {
    if (!container.current) return;
    const created = createParts(container.current);
    parts.current = created;
    window.__symbolChart = hookOf(created);
    return () => {
      created.chart.remove();
      parts.current = null;
      fitted.current = false;
      if (window.__symbolChart) delete window.__symbolChart;
    };
  }, []);

  useEffect(() => {
    const p = parts.current;
    if (!p) return;
    p.candles.setData(
      candles.map(([t, o, h, l, c]) => ({ time: seconds(t), open: o, high: h, low: l, close: c })),
    );
    p.volume.setData(
      candles.map(([t, o, , , c, v]) => ({
        time: seconds(t),
        value: v,
        color: c >= o ? 'rgba(38,166,154,0.45)' : 'rgba(239,83,80,0.45)',
      })),
    );
    if (!fitted.current && candles.length > 0) {
      // About 6 px a bar: ~180 bars on a laptop, ~60 on a phone.
      const bars = Math.min(220, Math.max(60, Math.round((container.current?.clientWidth ?? 1200) / 6)));
      p.chart
        .timeScale()
        .setVisibleLogicalRange({ from: Math.max(0, candles.length - bars), to: candles.length + 6 });
      fitted.current = true;
    }
  }, [candles]);

  useEffect(() => {
    if (parts.current) drawModel(parts.current, model, labels);
  }, [model, labels]);

  useEffect(() => {
    if (parts.current) applyTimeZone(parts.current.chart, timeZone);
  }, [timeZone]);

  useEffect(() => {
    if (parts.current) drawPanes(parts.current, panes);
  }, [panes]);

  const last = candles.at(-1);
  return (
    <div
      ref={container}
      className="symbol-chart"
      data-testid="symbol-chart"
      data-last-time={last?.[0]}
      data-last-close={last?.[4]}
      data-bars={candles.length}
    />
  );
}
