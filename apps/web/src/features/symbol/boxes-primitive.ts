import type {
  IChartApi,
  IPrimitivePaneRenderer,
  IPrimitivePaneView,
  ISeriesApi,
  ISeriesPrimitive,
  ISeriesPrimitiveAxisView,
  SeriesAttachedParameter,
  SeriesType,
  Time,
  UTCTimestamp,
} from 'lightweight-charts';
import type { AxisLabel } from './axis-labels-model.ts';
import type { ChartBox } from './chart-model.ts';

type Target = Parameters<IPrimitivePaneRenderer['draw']>[0];

const seconds = (ms: number) => Math.floor(ms / 1000) as UTCTimestamp;

/**
 * Draws the chart model's boxes (zones) and levels (boxes of zero height) on a series' pane, a
 * translucent fill with an outline, fainter when faded, and the level labels on the price scale
 * (never over the candles; the price scale moves overlapping labels apart).
 */
export class BoxesPrimitive implements ISeriesPrimitive<Time> {
  private boxes: readonly ChartBox[] = [];
  private labels: readonly AxisLabel[] = [];
  private labelViews: readonly ISeriesPrimitiveAxisView[] = [];
  private chart: IChartApi | null = null;
  private series: ISeriesApi<SeriesType> | null = null;
  private requestUpdate: (() => void) | null = null;

  attached(param: SeriesAttachedParameter<Time>): void {
    this.chart = param.chart as IChartApi;
    this.series = param.series as ISeriesApi<SeriesType>;
    this.requestUpdate = param.requestUpdate;
  }

  detached(): void {
    this.chart = null;
    this.series = null;
    this.requestUpdate = null;
  }

  setBoxes(boxes: readonly ChartBox[]): void {
    this.boxes = boxes;
    this.requestUpdate?.();
  }

  /** The price-scale labels; a new views array only when they change (the chart caches by reference). */
  setLabels(labels: readonly AxisLabel[]): void {
    this.labels = labels;
    this.labelViews = labels.map((label) => this.labelView(label));
    this.requestUpdate?.();
  }

  /** What is drawn now (the test hook reads it). */
  current(): readonly ChartBox[] {
    return this.boxes;
  }

  currentLabels(): readonly AxisLabel[] {
    return this.labels;
  }

  priceAxisViews(): readonly ISeriesPrimitiveAxisView[] {
    return this.labelViews;
  }

  private labelView(label: AxisLabel): ISeriesPrimitiveAxisView {
    const y = () => this.series?.priceToCoordinate(label.price) ?? null;
    return {
      coordinate: () => y() ?? -1000,
      visible: () => y() !== null,
      text: () => label.text,
      textColor: () => '#101214',
      backColor: () => label.color,
      tickVisible: () => true,
    };
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return [{ zOrder: () => 'bottom', renderer: () => ({ draw: (target) => this.draw(target) }) }];
  }

  private draw(target: Target): void {
    const { chart, series } = this;
    if (!chart || !series) return;
    const scale = chart.timeScale();
    // biome-ignore lint/correctness/useHookAtTopLevel: fancy-canvas's drawing scope, not a React hook.
    target.useBitmapCoordinateSpace(({ context: ctx, horizontalPixelRatio: hr, verticalPixelRatio: vr }) => {
      for (const box of this.boxes) {
        const x1 = scale.timeToCoordinate(seconds(box.from));
        const x2 = scale.timeToCoordinate(seconds(box.to));
        const y1 = series.priceToCoordinate(box.top);
        const y2 = series.priceToCoordinate(box.bottom);
        if (x1 === null || x2 === null || y1 === null || y2 === null) continue;
        const left = Math.round(Math.min(x1, x2) * hr);
        const width = Math.max(Math.round(Math.abs(x2 - x1) * hr), Math.round(4 * hr));
        const top = Math.round(Math.min(y1, y2) * vr);
        const height = Math.round(Math.abs(y2 - y1) * vr);
        ctx.globalAlpha = box.faded ? 0.35 : 1;
        ctx.strokeStyle = box.color;
        ctx.lineWidth = Math.max(1, Math.round(hr));
        if (height >= 2) {
          ctx.fillStyle = `${box.color}${box.faded ? '14' : '2e'}`;
          ctx.fillRect(left, top, width, height);
          ctx.strokeRect(left, top, width, height);
        } else {
          ctx.setLineDash([Math.round(4 * hr), Math.round(3 * hr)]);
          ctx.beginPath();
          ctx.moveTo(left, top);
          ctx.lineTo(left + width, top);
          ctx.stroke();
          ctx.setLineDash([]);
        }
      }
      ctx.globalAlpha = 1;
    });
  }
}
