import { describe, expect, it } from 'vitest';
import { buildChartModel, joinSegments, snapToBar } from '../../../src/features/symbol/chart-model.ts';
import { fixtureCandles, fixtureOverlays, T } from './symbol-fixtures.ts';

const M5 = 300_000;

describe('buildChartModel', () => {
  const model = buildChartModel(fixtureCandles, fixtureOverlays, '5m');
  const line = (key: string) => model.lines.find((l) => l.key === key);
  const box = (key: string) => model.boxes.find((b) => b.key === key);

  it('draws each CPR level as a stepped line through the bars of its period', () => {
    expect(line('cpr-daily-top')?.points).toEqual(fixtureCandles.map((c) => ({ time: c[0], value: 101 })));
    expect(line('cpr-weekly-pivot')?.points.every((p) => p.value === 94)).toBe(true);
    // A daily CPR is not drawn on weekly bars.
    expect(
      buildChartModel(fixtureCandles, fixtureOverlays, '1w').lines.some((l) => l.key.startsWith('cpr-daily')),
    ).toBe(false);
  });

  it('draws session levels from their start, FVG boxes to their mitigation (faded) or the last bar', () => {
    expect(line('session-pdh')?.points[0]).toEqual({ time: T, value: 110 });
    expect(line('session-london-high')).toBeUndefined();
    const last = fixtureCandles.at(-1)?.[0];
    expect(box(`fvg-${T + M5}-bullish`)).toMatchObject({
      from: T + M5,
      to: last,
      top: 103,
      bottom: 102,
      faded: false,
    });
    expect(box(`fvg-${T + 4 * M5}-bearish`)).toMatchObject({ to: T + 8 * M5, faded: true });
    expect(box(`fvg-${T + 5 * M5}-bullish`)).toMatchObject({ label: 'Breaker', to: last, faded: false });
  });

  it('snaps the leg to bars and draws the OTE, dealing range, virgin CPRs and trade levels', () => {
    expect(line('ict-leg')?.points).toEqual([
      { time: T + M5, value: 99 },
      { time: T + 6 * M5, value: 108 },
    ]);
    expect(box('ict-ote')).toMatchObject({ from: T + 6 * M5, top: 103, bottom: 101 });
    expect(box('ict-dr-high')).toMatchObject({ top: 120, bottom: 120 });
    expect(box(`virgin-daily-${T}`)).toMatchObject({ top: 90, bottom: 88 });
    expect(box('trade-5-entry')).toMatchObject({ top: 102, bottom: 101, from: T + 7 * M5, faded: false });
    expect(box('trade-5-sl')).toMatchObject({ top: 98, bottom: 98 });
    expect(model.markers).toEqual([{ time: T + 3 * M5, kind: 'high', price: 105 }]);
  });

  it('is empty without overlays or candles', () => {
    expect(buildChartModel([], fixtureOverlays, '5m')).toEqual({ lines: [], boxes: [], markers: [] });
    expect(buildChartModel(fixtureCandles, undefined, '5m').boxes).toEqual([]);
  });
});

describe('joinSegments', () => {
  it('breaks the line at the first bar of every segment after the first', () => {
    const a = [
      { time: 1, value: 5 },
      { time: 2, value: 5 },
    ];
    const b = [
      { time: 3, value: 7 },
      { time: 4, value: 7 },
    ];
    expect(joinSegments([a, [], b])).toEqual([...a, { time: 3, value: 7, gap: true }, { time: 4, value: 7 }]);
  });
});

describe('snapToBar', () => {
  it('gives the bar containing the time, null before the first', () => {
    const times = [10, 20, 30];
    expect(snapToBar(times, 25)).toBe(20);
    expect(snapToBar(times, 30)).toBe(30);
    expect(snapToBar(times, 5)).toBeNull();
  });
});
