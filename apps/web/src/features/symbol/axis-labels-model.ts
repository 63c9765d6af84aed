import type { ChartModel } from './chart-model.ts';

/** A label on the chart's price scale: `text` at `price`, in the item's colour. */
export interface AxisLabel {
  key: string;
  price: number;
  text: string;
  color: string;
}

/**
 * The labels of the drawn levels, on the price scale rather than over the candles (the price scale
 * moves overlapping labels apart): a stepped line's current value when it reaches the last bar, a
 * level's price or a zone's middle (for an FVG its consequent encroachment) when the box is still
 * standing at the last bar. Lines or boxes ending earlier (older periods, mitigated FVGs, closed
 * trades) and the leg carry no label.
 */
export function axisLabels(model: ChartModel, lastTime: number | undefined): AxisLabel[] {
  if (lastTime === undefined) return [];
  const labels: AxisLabel[] = [];
  for (const line of model.lines) {
    const end = line.points.at(-1);
    if (line.kind === 'ict' || end === undefined || end.time !== lastTime) continue;
    labels.push({ key: line.key, price: end.value, text: line.title, color: line.color });
  }
  for (const box of model.boxes) {
    if (box.faded || box.to !== lastTime) continue;
    labels.push({ key: box.key, price: (box.top + box.bottom) / 2, text: box.label, color: box.color });
  }
  return labels;
}
