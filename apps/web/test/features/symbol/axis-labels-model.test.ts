import { describe, expect, it } from 'vitest';
import { axisLabels, FVG_LABELS_PER_SIDE } from '../../../src/features/symbol/axis-labels-model.ts';
import { buildChartModel } from '../../../src/features/symbol/chart-model.ts';
import { fixtureCandles, fixtureOverlays, T } from './symbol-fixtures.ts';

const M5 = 300_000;

describe('axisLabels', () => {
  const model = buildChartModel(fixtureCandles, fixtureOverlays, '5m');
  const last = fixtureCandles.at(-1)?.[0];
  const labels = axisLabels(model, last);
  const label = (key: string) => labels.find((l) => l.key === key);

  it('labels each line reaching the last bar at its current value, with its short title', () => {
    expect(label('cpr-daily-top')).toEqual({
      key: 'cpr-daily-top',
      price: 101,
      text: 'D TC',
      color: '#4dabf7',
    });
    expect(label('cpr-weekly-pivot')).toMatchObject({ price: 94, text: 'W P' });
    expect(label('session-pdh')).toMatchObject({ price: 110, text: 'PDH' });
  });

  it('labels standing zones at their middle and levels at their price; not faded boxes or the leg', () => {
    expect(label(`fvg-${T + M5}-bullish`)).toMatchObject({ price: 102.5, text: 'FVG ▲' });
    expect(label(`fvg-${T + 5 * M5}-bullish`)).toMatchObject({ text: 'Breaker' });
    expect(label('trade-5-sl')).toMatchObject({ price: 98, text: 'SL' });
    expect(label(`fvg-${T + 4 * M5}-bearish`)).toBeUndefined();
    expect(label('ict-leg')).toBeUndefined();
  });

  it('labels only the FVGs and breakers nearest the price on each side', () => {
    const zone = (mid: number) => ({
      key: `fvg-${mid}`,
      kind: 'fvg' as const,
      label: 'FVG ▲',
      from: T,
      to: last ?? 0,
      top: mid + 0.5,
      bottom: mid - 0.5,
      color: '#20c997',
      faded: false,
    });
    const many = { lines: [], markers: [], boxes: [90, 95, 98, 99, 101, 104, 110].map(zone) };
    const prices = axisLabels(many, last, 100).map((l) => l.price);
    expect(prices).toEqual([101, 104, 99, 98]);
    expect(prices.filter((p) => p > 100)).toHaveLength(FVG_LABELS_PER_SIDE);
  });

  it('leaves out lines ending before the last bar, and labels nothing without bars', () => {
    const shorter = { ...model, lines: model.lines.map((l) => ({ ...l, points: l.points.slice(0, -1) })) };
    expect(axisLabels(shorter, last).some((l) => l.key.startsWith('cpr-'))).toBe(false);
    expect(axisLabels(model, undefined)).toEqual([]);
  });
});
