import type { CandleTuple, OverlaysResponse, OverlayTimeframe } from '@app/contracts';
import { DAY_MS, searchSorted, timeframeMs, WEEK_MS } from '@app/core';

/** The overlay kinds of the drawn items (their colours; which are shown is `overlay-selection-model.ts`). */
export const overlayKinds = ['cpr', 'virgin', 'sessions', 'fvg', 'swings', 'ict', 'trades'] as const;
export type OverlayKind = (typeof overlayKinds)[number];

const overlayColors: Record<OverlayKind, string> = {
  cpr: '#4dabf7',
  virgin: '#e599f7',
  sessions: '#ffd43b',
  fvg: '#20c997',
  swings: '#adb5bd',
  ict: '#ff922b',
  trades: '#f8f9fa',
};

/** A stepped line through bar times (ms); a `gap` point starts a new period (its connector is not drawn). */
export interface ChartLine {
  key: string;
  kind: OverlayKind;
  title: string;
  color: string;
  points: { time: number; value: number; gap?: true }[];
}

/**
 * Segments as one line: each segment's points, the first bar of every segment after the first marked
 * `gap`, so the chart draws no connector between two periods' levels.
 */
export function joinSegments(segments: readonly { time: number; value: number }[][]): ChartLine['points'] {
  const out: ChartLine['points'] = [];
  for (const segment of segments) {
    if (segment.length === 0) continue;
    for (const [i, p] of segment.entries()) out.push(i === 0 && out.length > 0 ? { ...p, gap: true } : p);
  }
  return out;
}

/** A zone (or, with `top === bottom`, a level) drawn from `from` to `to` (bar times, ms). */
export interface ChartBox {
  key: string;
  kind: OverlayKind;
  label: string;
  from: number;
  to: number;
  top: number;
  bottom: number;
  color: string;
  /** Mitigated FVGs and closed trades are drawn faded. */
  faded: boolean;
}

export interface ChartMarker {
  time: number;
  kind: 'high' | 'low';
  price: number;
}

export interface ChartModel {
  lines: ChartLine[];
  boxes: ChartBox[];
  markers: ChartMarker[];
}

const periodMs = { daily: DAY_MS, weekly: WEEK_MS, monthly: 28 * DAY_MS } as const;

/** The open time of the last bar opening at or before `t`, or null before the first bar. */
export function snapToBar(times: readonly number[], t: number): number | null {
  const after = searchSorted(times, t, 'right');
  return after === 0 ? null : (times[after - 1] as number);
}

function stepPoints(times: readonly number[], from: number, to: number, value: number | null) {
  if (value === null) return [];
  return times.filter((t) => t >= from && t < to).map((time) => ({ time, value }));
}

const levelTags = { top: 'TC', pivot: 'P', bottom: 'BC' } as const;

function cprLines(o: OverlaysResponse, times: readonly number[], tf: OverlayTimeframe): ChartLine[] {
  const lines: ChartLine[] = [];
  for (const period of ['daily', 'weekly', 'monthly'] as const) {
    if (periodMs[period] < timeframeMs(tf)) continue;
    const periods = o.cprs.filter((c) => c.period === period);
    for (const level of ['top', 'pivot', 'bottom'] as const) {
      const points = joinSegments(periods.map((c) => stepPoints(times, c.start, c.end, c[level])));
      if (points.length > 0)
        lines.push({
          key: `cpr-${period}-${level}`,
          kind: 'cpr',
          title: `${period[0]?.toUpperCase()} ${levelTags[level]}`,
          color: period === 'daily' ? '#4dabf7' : period === 'weekly' ? '#748ffc' : '#3bc9db',
          points,
        });
    }
  }
  return lines;
}

function sessionLines(o: OverlaysResponse, times: readonly number[], tf: OverlayTimeframe): ChartLine[] {
  if (timeframeMs(tf) > timeframeMs('4h')) return [];
  const lines: ChartLine[] = [];
  const add = (
    key: string,
    title: string,
    color: string,
    pick: (d: OverlaysResponse['sessions'][number]) => { from: number | null; value: number | null },
  ) => {
    const points = joinSegments(
      o.sessions.map((d) => {
        const { from, value } = pick(d);
        return from === null ? [] : stepPoints(times, from, d.day + DAY_MS, value);
      }),
    );
    if (points.length > 0) lines.push({ key: `session-${key}`, kind: 'sessions', title, color, points });
  };
  add('pdh', 'PDH', '#ffd43b', (d) => ({ from: d.day, value: d.pdh }));
  add('pdl', 'PDL', '#ffd43b', (d) => ({ from: d.day, value: d.pdl }));
  add('asia-high', 'Asia H', '#e8590c', (d) => ({ from: d.asia_start, value: d.asia_high }));
  add('asia-low', 'Asia L', '#e8590c', (d) => ({ from: d.asia_start, value: d.asia_low }));
  add('london-high', 'London H', '#94d82d', (d) => ({ from: d.london_start, value: d.london_high }));
  add('london-low', 'London L', '#94d82d', (d) => ({ from: d.london_start, value: d.london_low }));
  return lines;
}

const fvgColor = (f: OverlaysResponse['fvgs'][number]) =>
  f.state === 'breaker' ? '#be4bdb' : f.direction === 'bullish' ? '#20c997' : '#fa5252';

function fvgBoxes(o: OverlaysResponse, times: readonly number[], last: number): ChartBox[] {
  return o.fvgs.flatMap((f) => {
    const from = snapToBar(times, f.start);
    if (from === null) return [];
    const to =
      f.state === 'mitigated' && f.mitigated_at !== null ? (snapToBar(times, f.mitigated_at) ?? last) : last;
    const label = f.state === 'breaker' ? 'Breaker' : `FVG ${f.direction === 'bullish' ? '▲' : '▼'}`;
    return [
      {
        key: `fvg-${f.start}-${f.direction}`,
        kind: 'fvg' as const,
        label,
        from,
        to,
        top: f.top,
        bottom: f.bottom,
        color: fvgColor(f),
        faded: f.state === 'mitigated',
      },
    ];
  });
}

function virginBoxes(o: OverlaysResponse, times: readonly number[], last: number): ChartBox[] {
  return o.virgin_cprs.map((v) => ({
    key: `virgin-${v.period}-${v.start}`,
    kind: 'virgin' as const,
    label: `Virgin ${v.period[0]?.toUpperCase()} CPR`,
    from: snapToBar(times, v.start) ?? times[0] ?? last,
    to: last,
    top: v.top,
    bottom: v.bottom,
    color: overlayColors.virgin,
    faded: false,
  }));
}

function ictParts(o: OverlaysResponse, times: readonly number[], last: number) {
  const boxes: ChartBox[] = [];
  const lines: ChartLine[] = [];
  const first = times[0] ?? last;
  if (o.leg) {
    const from = snapToBar(times, o.leg.from_time);
    const to = snapToBar(times, o.leg.to_time);
    if (from !== null && to !== null && to > from)
      lines.push({
        key: 'ict-leg',
        kind: 'ict',
        title: `${o.leg.direction} leg`,
        color: overlayColors.ict,
        points: [
          { time: from, value: o.leg.from_price },
          { time: to, value: o.leg.to_price },
        ],
      });
  }
  if (o.ote) {
    const from = (o.leg && snapToBar(times, o.leg.to_time)) ?? first;
    boxes.push({
      key: 'ict-ote',
      kind: 'ict',
      label: 'OTE',
      from,
      to: last,
      ...edges(o.ote),
      color: '#ff922b',
      faded: false,
    });
  }
  if (o.dealing_range) {
    const { high, low } = o.dealing_range;
    for (const [key, price] of [
      ['ict-dr-high', high],
      ['ict-dr-low', low],
    ] as const)
      boxes.push({
        key,
        kind: 'ict',
        label: key === 'ict-dr-high' ? 'DR high' : 'DR low',
        from: first,
        to: last,
        top: price,
        bottom: price,
        color: '#ffa94d',
        faded: false,
      });
  }
  return { boxes, lines };
}

const edges = (z: { low: number; high: number }) => ({ top: z.high, bottom: z.low });

function tradeBoxes(o: OverlaysResponse, times: readonly number[], last: number): ChartBox[] {
  return o.trades.flatMap((t) => {
    const from = snapToBar(times, t.created_at);
    if (from === null) return [];
    const to = t.closed_at === null ? last : (snapToBar(times, t.closed_at) ?? last);
    const faded = t.closed_at !== null;
    const level = (key: string, label: string, price: number, color: string): ChartBox => ({
      key: `trade-${t.id}-${key}`,
      kind: 'trades',
      label,
      from,
      to,
      top: price,
      bottom: price,
      color,
      faded,
    });
    return [
      {
        key: `trade-${t.id}-entry`,
        kind: 'trades' as const,
        label: 'Entry',
        from,
        to,
        top: t.entry_high,
        bottom: t.entry_low,
        color: t.bias === 'Bullish' ? '#51cf66' : '#ff6b6b',
        faded,
      },
      level('sl', 'SL', t.stop_loss, '#fa5252'),
      level('tp1', 'TP1', t.take_profit_1, '#40c057'),
      level('tp2', 'TP2', t.take_profit_2, '#2f9e44'),
    ];
  });
}

/**
 * Everything the symbol chart draws, from the candles and the overlays body, placed on bar times (a
 * time between bars snaps to the bar containing it): CPRs as stepped lines per period no shorter
 * than a bar, session levels per day (up to 4h bars), FVG and breaker boxes (mitigated ones faded)
 * up to their mitigation or the last bar, virgin CPR zones, the leg, its OTE zone and the dealing
 * range, each trade's entry zone and SL/TP levels (faded once closed), and the swings as markers.
 */
export function buildChartModel(
  candles: readonly CandleTuple[],
  o: OverlaysResponse | undefined,
  tf: OverlayTimeframe,
): ChartModel {
  const times = candles.map((c) => c[0]);
  const last = times.at(-1);
  if (!o || last === undefined) return { lines: [], boxes: [], markers: [] };
  const ict = ictParts(o, times, last);
  const first = times[0] ?? last;
  return {
    lines: [...cprLines(o, times, tf), ...sessionLines(o, times, tf), ...ict.lines],
    boxes: [
      ...fvgBoxes(o, times, last),
      ...virginBoxes(o, times, last),
      ...ict.boxes,
      ...tradeBoxes(o, times, last),
    ],
    markers: o.swings
      .filter((s) => s.time >= first)
      .map((s) => ({ time: s.time, kind: s.kind, price: s.price })),
  };
}
