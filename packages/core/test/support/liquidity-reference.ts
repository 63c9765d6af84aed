import type { Candle } from '../../src/candles/types.ts';
import type { SessionRange } from '../../src/liquidity/types.ts';
import type { SessionWindow } from '../../src/sessions/session-windows.ts';

/**
 * Test helper: a deliberately plain re-derivation of docs/analytics.md §5 (minute arithmetic, linear
 * scans, no core function), to check `analyzeLiquidity` against. Default-style windows only
 * (start < end, no wrap).
 */
const M5 = 300_000;
const DAY = 86_400_000;

export interface ReferenceRow {
  pdh: number | null;
  pdl: number | null;
  hits: Record<string, number | null>;
  session: Record<string, string>;
  bias: string;
  reason: string;
  cpr: [number, number, number] | null;
}

export function referenceLiquidity(
  bars: readonly Candle[],
  now: number,
  windows: readonly SessionWindow[],
  history: readonly SessionRange[],
): ReferenceRow {
  const day = now - (now % DAY);
  const w = Object.fromEntries(
    windows.map((x) => [x.session, { start: x.startMinute, end: x.endMinute }]),
  ) as Record<'asia' | 'london' | 'newyork', { start: number; end: number }>;
  const closed = bars.filter((b) => b.openTime + M5 <= now);
  const inRange = (from: number, to: number) => closed.filter((b) => b.openTime >= from && b.openTime < to);
  const hl = (bs: readonly Candle[]) =>
    bs.length === 0
      ? null
      : { high: Math.max(...bs.map((b) => b.high)), low: Math.min(...bs.map((b) => b.low)) };
  const yesterday = inRange(day - DAY, day);
  const prev = hl(yesterday);
  const hit = (price: number | null, up: boolean, from: number) => {
    if (price === null) return null;
    const b = closed.find((x) => x.openTime >= from && (up ? x.high > price : x.low < price));
    return b ? b.openTime : null;
  };
  const span = (name: 'asia' | 'london' | 'newyork', d: number) => ({
    from: d + w[name].start * 60_000,
    to: d + w[name].end * 60_000,
  });
  const hits: Record<string, number | null> = {
    pdh: hit(prev?.high ?? null, true, day),
    pdl: hit(prev?.low ?? null, false, day),
  };
  const order = (['asia', 'london', 'newyork'] as const).slice().sort((a, b) => w[a].start - w[b].start);
  const session: Record<string, string> = {};
  order.forEach((name, i) => {
    const s = span(name, day);
    if (s.from >= now) return;
    const own = inRange(s.from, s.to);
    const range = hl(own);
    if (name === 'asia' || name === 'london') {
      hits[`${name}High`] = range ? hit(range.high, true, s.to) : null;
      hits[`${name}Low`] = range ? hit(range.low, false, s.to) : null;
    }
    if (!range) return;
    const close = (own.at(-1) as Candle).close;
    const priorName = i > 0 ? order[i - 1] : order[order.length - 1];
    const priorSpan = span(priorName as 'asia', i > 0 ? day : day - DAY);
    const prior = hl(inRange(priorSpan.from, priorSpan.to));
    if (
      prior &&
      (range.high > prior.high || range.low < prior.low) &&
      close >= prior.low &&
      close <= prior.high
    ) {
      session[name] = 'M';
      return;
    }
    const past = history.filter((r) => r.session === name && r.start >= s.from - 20 * DAY && r.end <= s.from);
    const avg = past.length ? past.reduce((a, r) => a + r.high - r.low, 0) / past.length : null;
    const width = range.high - range.low;
    const outer = 0.3 * width;
    session[name] =
      avg !== null && width > 0 && width >= avg && (close - range.low <= outer || range.high - close <= outer)
        ? 'D'
        : 'A';
  });
  for (const k of ['asiaHigh', 'asiaLow', 'londonHigh', 'londonLow']) hits[k] ??= null;
  let cpr: [number, number, number] | null = null;
  if (prev && yesterday.length) {
    const c = (yesterday.at(-1) as Candle).close;
    const pivot = (prev.high + prev.low + c) / 3;
    const bc = (prev.high + prev.low) / 2;
    const tc = 2 * pivot - bc;
    cpr = [Math.max(tc, bc), pivot, Math.min(tc, bc)];
  }
  const price = closed.at(-1)?.close ?? null;
  let bias = 'Neutral';
  let reason = 'No daily CPR';
  if (price !== null && hits.pdl !== null && prev && price > prev.low)
    [bias, reason] = ['Bullish', 'PDL swept and reclaimed'];
  else if (price !== null && hits.pdh !== null && prev && price < prev.high)
    [bias, reason] = ['Bearish', 'PDH swept and rejected'];
  else if (price !== null && cpr) {
    if (price > cpr[0]) [bias, reason] = ['Bullish', 'Above daily CPR'];
    else if (price < cpr[2]) [bias, reason] = ['Bearish', 'Below daily CPR'];
    else [bias, reason] = ['Neutral', 'Inside daily CPR'];
  }
  return { pdh: prev?.high ?? null, pdl: prev?.low ?? null, hits, session, bias, reason, cpr };
}

/** Test helper: session windows from `{asia: {start, end}, …}` minutes. */
export function windowsOf(
  w: Record<'asia' | 'london' | 'newyork', { start: number; end: number }>,
): SessionWindow[] {
  return (['asia', 'london', 'newyork'] as const).map((session) => ({
    session,
    startMinute: w[session].start,
    endMinute: w[session].end,
  }));
}
