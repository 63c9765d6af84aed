import type {
  OverlayCpr,
  OverlayFvg,
  OverlaySessionDay,
  OverlaysResponse,
  OverlayTimeframe,
} from '@app/contracts';
import { DAY_MS, timeframeMs } from '@app/core';

/**
 * The chart's overlay layers: every item of the overlays body belongs to exactly one layer, and the
 * chart draws the items of the layers switched on. The first three are on by default (a chart that
 * opens readable, docs/product.md "Symbol view"); the rest are a click away.
 */
export const overlayLayers = [
  'fvg-recent',
  'cpr-current',
  'sessions-current',
  'fvg-other',
  'cpr-other',
  'virgin',
  'sessions-previous',
  'swings',
  'ict',
  'trades',
] as const;
export type OverlayLayer = (typeof overlayLayers)[number];

export const defaultLayers: readonly OverlayLayer[] = ['fvg-recent', 'cpr-current', 'sessions-current'];

export const layerTitles: Record<OverlayLayer, string> = {
  'fvg-recent': 'Open FVGs and breakers (last day)',
  'cpr-current': "Today's and this week's CPR",
  'sessions-current': "Today's session levels",
  'fvg-other': 'Older and mitigated FVGs',
  'cpr-other': 'Previous and monthly CPRs',
  virgin: 'Virgin CPRs',
  'sessions-previous': 'Previous days’ session levels',
  swings: 'Swings',
  ict: 'Leg, OTE, dealing range',
  trades: 'Trades',
};

export const layerColors: Record<OverlayLayer, string> = {
  'fvg-recent': '#20c997',
  'cpr-current': '#4dabf7',
  'sessions-current': '#ffd43b',
  'fvg-other': '#63e6be',
  'cpr-other': '#748ffc',
  virgin: '#e599f7',
  'sessions-previous': '#fab005',
  swings: '#adb5bd',
  ict: '#ff922b',
  trades: '#f8f9fa',
};

/**
 * How far back an FVG or breaker counts as recent: the last day, or the last 24 bars where that is
 * longer (4h and above), so a daily chart still shows the zones of its recent bars.
 */
export function recentWindowMs(tf: OverlayTimeframe): number {
  return Math.max(DAY_MS, 24 * timeframeMs(tf));
}

/**
 * An FVG's layer at `asOf`: `fvg-recent` when it still stands (open, or a breaker) and formed within
 * `windowMs` before `asOf` (an open FVG when its third bar closed, a breaker when it was inverted),
 * `fvg-other` otherwise (mitigated, or older).
 */
function fvgLayer(f: OverlayFvg, asOf: number, windowMs: number): OverlayLayer {
  if (f.state === 'mitigated') return 'fvg-other';
  const formed = f.state === 'breaker' ? (f.mitigated_at ?? f.known_at) : f.known_at;
  return formed > asOf - windowMs && formed <= asOf ? 'fvg-recent' : 'fvg-other';
}

/**
 * The current periods at `asOf`: for the daily and weekly CPR and for the session levels, the newest
 * one the body holds that began by `asOf`. At a day's first instant the body may not hold the new
 * day yet (the window ends at `as_of`); the day of the last bar is then the current one.
 */
function currentStarts(o: OverlaysResponse): { daily: number; weekly: number; session: number } {
  const newest = (starts: number[]) => Math.max(-1, ...starts.filter((t) => t <= o.as_of));
  return {
    daily: newest(o.cprs.filter((c) => c.period === 'daily').map((c) => c.start)),
    weekly: newest(o.cprs.filter((c) => c.period === 'weekly').map((c) => c.start)),
    session: newest(o.sessions.map((d) => d.day)),
  };
}

type Current = ReturnType<typeof currentStarts>;

/** A CPR's layer: `cpr-current` for the current daily and weekly CPR, `cpr-other` otherwise (monthly too). */
function cprLayer(c: OverlayCpr, current: Current): OverlayLayer {
  return c.period !== 'monthly' && current[c.period] === c.start ? 'cpr-current' : 'cpr-other';
}

/** A day's session levels: `sessions-current` for the current day, `sessions-previous` otherwise. */
function sessionLayer(d: OverlaySessionDay, current: Current): OverlayLayer {
  return d.day === current.session ? 'sessions-current' : 'sessions-previous';
}

/**
 * The overlays body with only the items of the `on` layers (the reference time is the body's
 * `as_of`, the market clock, not the browser's). Pure: the cached body is shared by every user.
 */
export function selectOverlays(o: OverlaysResponse, on: ReadonlySet<OverlayLayer>): OverlaysResponse {
  const window = recentWindowMs(o.tf);
  const current = currentStarts(o);
  const ict = on.has('ict');
  return {
    ...o,
    fvgs: o.fvgs.filter((f) => on.has(fvgLayer(f, o.as_of, window))),
    cprs: o.cprs.filter((c) => on.has(cprLayer(c, current))),
    sessions: o.sessions.filter((d) => on.has(sessionLayer(d, current))),
    virgin_cprs: on.has('virgin') ? o.virgin_cprs : [],
    swings: on.has('swings') ? o.swings : [],
    leg: ict ? o.leg : null,
    ote: ict ? o.ote : null,
    dealing_range: ict ? o.dealing_range : null,
    trades: on.has('trades') ? o.trades : [],
  };
}

/**
 * How many items of the body each layer holds (the legend's counts): FVGs, CPR periods, session
 * days, virgin CPRs, swings, ICT parts (leg, OTE, dealing range) and trades.
 */
export function layerCounts(o: OverlaysResponse | undefined): Record<OverlayLayer, number> {
  const counts = Object.fromEntries(overlayLayers.map((l) => [l, 0])) as Record<OverlayLayer, number>;
  if (!o) return counts;
  const window = recentWindowMs(o.tf);
  const current = currentStarts(o);
  for (const f of o.fvgs) counts[fvgLayer(f, o.as_of, window)] += 1;
  for (const c of o.cprs) counts[cprLayer(c, current)] += 1;
  for (const d of o.sessions) counts[sessionLayer(d, current)] += 1;
  counts.virgin = o.virgin_cprs.length;
  counts.swings = o.swings.length;
  counts.ict = [o.leg, o.ote, o.dealing_range].filter((p) => p !== null).length;
  counts.trades = o.trades.length;
  return counts;
}

/**
 * The layers left out of the legend and the chart: the session levels on daily and weekly bars (a
 * day's levels need intraday bars), the trades below pro.
 */
export function hiddenLayers(tf: OverlayTimeframe, showTrades: boolean): Set<OverlayLayer> {
  const hidden = new Set<OverlayLayer>(showTrades ? [] : ['trades']);
  if (timeframeMs(tf) > timeframeMs('4h'))
    for (const l of ['sessions-current', 'sessions-previous'] as const) hidden.add(l);
  return hidden;
}

/** The layers kept in the browser, read back: unknown names dropped, the defaults when nothing (valid) is kept. */
export function parseStoredLayers(raw: string | null): Set<OverlayLayer> {
  if (raw === null) return new Set(defaultLayers);
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return new Set(defaultLayers);
    return new Set(overlayLayers.filter((l) => parsed.includes(l)));
  } catch {
    return new Set(defaultLayers);
  }
}

/** The layers with `layer` switched. */
export function toggleLayer(on: ReadonlySet<OverlayLayer>, layer: OverlayLayer): Set<OverlayLayer> {
  const next = new Set(on);
  if (next.has(layer)) next.delete(layer);
  else next.add(layer);
  return next;
}
