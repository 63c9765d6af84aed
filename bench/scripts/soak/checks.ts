import type { StreamClient } from './stream-clients.ts';

/** The p-th percentile (0–100) of `values`, nearest rank; NaN when empty. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** One RSS sample: when (ms, any clock) and the resident size in MB. */
export interface RssSample {
  at: number;
  mb: number;
}

/** Growth of the last RSS sample over the first, a fraction (0.05 = 5 %). */
function rssGrowth(samples: number[]): number {
  const first = samples[0];
  const last = samples.at(-1);
  return first && last ? (last - first) / first : Number.NaN;
}

/**
 * The RSS series cut into consecutive `windowMs` from the first sample on, each window's samples (MB).
 * A last, partial window counts when it spans at least half a window (a shorter one would be a trough
 * or peak of a few samples only).
 */
function rssWindows(samples: RssSample[], windowMs: number): number[][] {
  const start = samples[0]?.at;
  if (start === undefined) return [];
  const end = samples.at(-1)?.at ?? start;
  const windows: number[][] = [];
  for (let from = start; from <= end; from += windowMs) {
    const inside = samples.filter((s) => s.at >= from && s.at < from + windowMs).map((s) => s.mb);
    const span = Math.min(end, from + windowMs) - from;
    if (inside.length > 0 && (span >= windowMs / 2 || from === start)) windows.push(inside);
  }
  return windows;
}

/** The troughs of an RSS series: the least sample of each window (`rssWindows`). */
export function rssTroughs(samples: RssSample[], windowMs: number): number[] {
  return rssWindows(samples, windowMs).map((w) => Math.min(...w));
}

/** The peaks of an RSS series: the greatest sample of each window (`rssWindows`). */
function rssPeaks(samples: RssSample[], windowMs: number): number[] {
  return rssWindows(samples, windowMs).map((w) => Math.max(...w));
}

/** Rise of the highest later value over the first (a fraction); NaN with fewer than 2 values. */
function riseOverFirst(values: number[]): number {
  const first = values[0];
  return first && values.length >= 2 ? (Math.max(...values.slice(1)) - first) / first : Number.NaN;
}

export interface RssCheck {
  /** Growth of the last sample over the first after the warm-up (a fraction); shown, judged only when the run is shorter than two windows. */
  growth: number;
  /** The least sample of each window after the warm-up (MB). */
  troughs: number[];
  /** The greatest sample of each window after the warm-up (MB). */
  peaks: number[];
  /** Rise of the highest later trough over the first (a fraction); NaN with fewer than 2 windows. */
  troughRise: number;
  /** Rise of the highest later peak over the first (a fraction); NaN with fewer than 2 windows. */
  peakRise: number;
  /** Trough rise and peak rise under `limit` (a run of one window: first → last growth under it). */
  ok: boolean;
}

/**
 * The soak's memory check (docs/reliability.md, Soak), on the samples after the warm-up: no later
 * window's trough and no later window's peak more than `limit` above the first window's. The server's
 * RSS is a sawtooth (the V8 heap keeps freed pages until a heap trim, every 3 minutes or more), so
 * growth is read on its floor and its ceiling: a leak raises the troughs, a growing tooth the peaks.
 * The last sample over the first depends on where each end stands on a tooth (the 2026-11-27 runs read
 * +14 % and +23 % on flat troughs and peaks); it is judged only when the run is too short for two
 * windows.
 */
export function checkRss(samples: RssSample[], windowMs: number, limit = 0.1): RssCheck {
  const growth = rssGrowth(samples.map((s) => s.mb));
  const troughs = rssTroughs(samples, windowMs);
  const peaks = rssPeaks(samples, windowMs);
  const troughRise = riseOverFirst(troughs);
  const peakRise = riseOverFirst(peaks);
  const ok = troughs.length >= 2 ? troughRise < limit && peakRise < limit : !(growth >= limit);
  return { growth, troughs, peaks, troughRise, peakRise, ok };
}

/** The largest value (-Infinity when empty), without spreading a long array into arguments. */
export function largest(values: readonly number[]): number {
  let max = Number.NEGATIVE_INFINITY;
  for (const v of values) if (v > max) max = v;
  return max;
}

/** Latency figures of one route. */
export interface RouteLatency {
  route: string;
  reads: number;
  p50: number;
  p99: number;
  max: number;
  /** Reads slower than `slowMs`. */
  slow: number;
}

/**
 * Latency per route (the path with its symbol dropped, so the three symbols' candle reads are one
 * route), slowest p99 first.
 */
export function latencyByRoute(reads: { path: string; ms: number }[], slowMs = 1000): RouteLatency[] {
  const byRoute = new Map<string, number[]>();
  for (const { path, ms } of reads) {
    const route = path.replace(/symbol=[^&]*&?/, '').replace(/[?&]$/, '');
    const list = byRoute.get(route);
    if (list) list.push(ms);
    else byRoute.set(route, [ms]);
  }
  return [...byRoute]
    .map(([route, ms]) => ({
      route,
      reads: ms.length,
      p50: percentile(ms, 50),
      p99: percentile(ms, 99),
      max: largest(ms),
      slow: ms.filter((m) => m > slowMs).length,
    }))
    .sort((a, b) => b.p99 - a.p99);
}

/** The server's "event loop delay" log line (apps/server/src/runtime/loop-delay.ts), one a minute. */
export interface LoopDelayEntry {
  time: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** What the server's event loop went through in a window (its log's lines in [from, to], epoch ms). */
export interface LoopDelaySummary {
  /** Minutes reported. */
  minutes: number;
  /** The median and the worst of the minutes' p99 delays, and the longest delay (ms). */
  p99Median: number;
  p99Worst: number;
  max: number;
  /** Stalls the server logged (ticks over 100 ms late), and those over 1 s. */
  stalls: number;
  stallsOver1s: number;
}

export function summariseLoopDelay(
  entries: LoopDelayEntry[],
  stalls: { time: number; blockedMs: number }[],
  from: number,
  to: number,
): LoopDelaySummary {
  const inside = entries.filter((e) => e.time > from && e.time <= to);
  const blocked = stalls.filter((s) => s.time > from && s.time <= to);
  const p99s = inside.map((e) => e.p99Ms);
  const delays = [...inside.map((e) => e.maxMs), ...blocked.map((s) => s.blockedMs)];
  return {
    minutes: inside.length,
    p99Median: percentile(p99s, 50),
    p99Worst: p99s.length > 0 ? Math.max(...p99s) : Number.NaN,
    max: delays.length > 0 ? Math.max(...delays) : Number.NaN,
    stalls: blocked.length,
    stallsOver1s: blocked.filter((s) => s.blockedMs > 1000).length,
  };
}

export interface EventCheck {
  /** Distinct events (by module, data_time and occurrence) first received inside the window. */
  sent: number;
  /** Those events per module. */
  byModule: Record<string, number>;
  /** Clients that received every one of them, in the order of the first receipts. */
  complete: number;
  /** Events clients missed while reconnecting (allowed). */
  excused: number;
  /** One line per client that missed an event outside a reconnection, or received them out of order. */
  problems: string[];
}

const inGap = (at: number, gaps: [number, number][], margin: number) =>
  gaps.some(([lost, back]) => at >= lost - margin && at <= back + margin);

/**
 * Whether every client received every event the server sent in [from, to] (performance.now() ms).
 * The server does not number its events, so what it sent is the union of what the clients received:
 * each event is named by module, data_time and its occurrence in the client's stream (the same pair
 * may be sent twice), and dated by its first receipt by any client. A client that never lost its
 * connection must have received exactly that sequence; a client that reconnected must have received
 * each event's (module, data_time) unless the event was first received during one of its gaps (± the
 * margin).
 */
export function checkEvents(clients: StreamClient[], from: number, to: number, marginMs = 1000): EventCheck {
  const named = clients.map((client) => {
    const seen = new Map<string, number>();
    return client.events.map((e) => {
      const n = seen.get(e.key) ?? 0;
      seen.set(e.key, n + 1);
      return { ...e, id: `${e.key}#${n}` };
    });
  });
  const first = new Map<string, { key: string; at: number; seq: number }>();
  for (const event of named.flat()) {
    const seen = first.get(event.id);
    if (!seen || event.seq < seen.seq) first.set(event.id, event);
  }
  const inWindow = (id: string) => {
    const at = first.get(id)?.at ?? Number.NaN;
    return at >= from && at <= to;
  };
  const reference = [...first]
    .filter(([id]) => inWindow(id))
    .sort(([, a], [, b]) => a.seq - b.seq)
    .map(([id]) => id);
  const byModule: Record<string, number> = {};
  for (const id of reference) {
    const module = id.slice(0, id.indexOf('@'));
    byModule[module] = (byModule[module] ?? 0) + 1;
  }
  const check: EventCheck = { sent: reference.length, byModule, complete: 0, excused: 0, problems: [] };
  for (const [i, client] of clients.entries()) {
    const events = named[i] ?? [];
    let missing: string[];
    let inOrder = true;
    if (client.gaps.length === 0) {
      const sequence = events.map((e) => e.id).filter(inWindow);
      const got = new Set(sequence);
      missing = reference.filter((id) => !got.has(id));
      inOrder = missing.length > 0 || sequence.join() === reference.join();
    } else {
      const keys = new Set(events.map((e) => e.key));
      const absent = reference.filter((id) => !keys.has(first.get(id)?.key ?? ''));
      missing = absent.filter((id) => !inGap(first.get(id)?.at ?? 0, client.gaps, marginMs));
      check.excused += absent.length - missing.length;
    }
    const who = `client ${client.id} (${client.address}, ${client.connects} connections)`;
    if (missing.length > 0) check.problems.push(`${who}: missed ${missing.length}, first ${missing[0]}`);
    else if (!inOrder) check.problems.push(`${who}: events out of order`);
    else check.complete++;
  }
  return check;
}
