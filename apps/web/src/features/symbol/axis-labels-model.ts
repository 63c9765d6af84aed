import type { ChartModel } from './chart-model.ts';

/** A label on the chart's price scale: `text` at `price`, in the item's colour. */
export interface AxisLabel {
  key: string;
  price: number;
  text: string;
  color: string;
}

/** FVG and breaker labels kept on each side of the price (the nearest ones). */
export const FVG_LABELS_PER_SIDE = 2;

/**
 * The labels of the drawn levels, on the price scale rather than over the candles (the price scale
 * moves overlapping labels apart): a stepped line's current value when it reaches the last bar, a
 * level's price or a zone's middle (for an FVG its consequent encroachment) when the box is still
 * standing at the last bar. Lines or boxes ending earlier (older periods, mitigated FVGs, closed
 * trades) and the leg carry no label. Of the FVGs and breakers only the nearest
 * `FVG_LABELS_PER_SIDE` above and below `price` (the last close) are labelled, so the scale stays
 * readable; the others are told apart by their colour.
 */
export function axisLabels(model: ChartModel, lastTime: number | undefined, price?: number): AxisLabel[] {
  if (lastTime === undefined) return [];
  const labels: AxisLabel[] = [];
  for (const line of model.lines) {
    const end = line.points.at(-1);
    if (line.kind === 'ict' || end === undefined || end.time !== lastTime) continue;
    labels.push({ key: line.key, price: end.value, text: line.title, color: line.color });
  }
  const fvgs: AxisLabel[] = [];
  for (const box of model.boxes) {
    if (box.faded || box.to !== lastTime) continue;
    const label = { key: box.key, price: (box.top + box.bottom) / 2, text: box.label, color: box.color };
    (box.kind === 'fvg' ? fvgs : labels).push(label);
  }
  return [...labels, ...nearestEachSide(fvgs, price)];
}

function nearestEachSide(items: readonly AxisLabel[], price: number | undefined): AxisLabel[] {
  if (price === undefined) return items.slice(0, 2 * FVG_LABELS_PER_SIDE);
  const byDistance = (a: AxisLabel, b: AxisLabel) => Math.abs(a.price - price) - Math.abs(b.price - price);
  const above = items.filter((l) => l.price >= price).sort(byDistance);
  const below = items.filter((l) => l.price < price).sort(byDistance);
  return [...above.slice(0, FVG_LABELS_PER_SIDE), ...below.slice(0, FVG_LABELS_PER_SIDE)];
}
