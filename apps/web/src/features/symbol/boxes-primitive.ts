import type {
  IChartApi,
  IPrimitivePaneRenderer,
  IPrimitivePaneView,
  ISeriesApi,
  ISeriesPrimitive,
  SeriesAttachedParameter,
  SeriesType,
  Time,
  UTCTimestamp,
} from 'lightweight-charts';
import type { ChartBox } from './chart-model.ts';

type Target = Parameters<IPrimitivePaneRenderer['draw']>[0];

const seconds = (ms: number) => Math.floor(ms / 1000) as UTCTimestamp;

/**
 * Draws the chart model's boxes (zones) and levels (boxes of zero height) on a series' pane: a
 * translucent fill with an outline, fainter when faded, and the label at the left edge.
 */
export class BoxesPrimitive implements ISeriesPrimitive<Time> {
  private boxes: readonly ChartBox[] = [];
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

  /** What is drawn now (the test hook reads it). */
  current(): readonly ChartBox[] {
    return this.boxes;
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
        ctx.fillStyle = box.color;
        ctx.font = `${Math.round(10 * vr)}px sans-serif`;
        ctx.fillText(box.label, left + Math.round(3 * hr), top - Math.round(3 * vr));
      }
      ctx.globalAlpha = 1;
    });
  }
}
