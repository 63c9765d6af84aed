/**
 * Test and report helper: a deliberately plain re-derivation of the overlay structures from bars
 * (docs/analytics.md §2, §3, §5 read literally; linear scans, minute arithmetic, no core function), to
 * check `market/overlays/` against. Bars are `[open_time, o, h, l, c]` ascending.
 */
export type Bar = readonly [number, number, number, number, number];

const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface PlainFvg {
  start: number;
  direction: 'bullish' | 'bearish';
  top: number;
  bottom: number;
  mitigated_at: number | null;
}

/** FVGs of three bars and the first later close beyond the far edge. */
export function plainFvgs(bars: readonly Bar[]): PlainFvg[] {
  const out: PlainFvg[] = [];
  for (let i = 1; i + 1 < bars.length; i++) {
    const [, , prevHigh, prevLow] = bars[i - 1] as Bar;
    const [midTime, midOpen, , , midClose] = bars[i] as Bar;
    const [, , nextHigh, nextLow] = bars[i + 1] as Bar;
    let gap: Omit<PlainFvg, 'mitigated_at'> | null = null;
    if (prevHigh < nextLow && midClose > midOpen)
      gap = { start: midTime, direction: 'bullish', top: nextLow, bottom: prevHigh };
    else if (prevLow > nextHigh && midClose < midOpen)
      gap = { start: midTime, direction: 'bearish', top: prevLow, bottom: nextHigh };
    if (!gap) continue;
    let mitigated: number | null = null;
    for (let k = i + 2; k < bars.length && mitigated === null; k++) {
      const [t, , , , c] = bars[k] as Bar;
      if (gap.direction === 'bullish' ? c < gap.bottom : c > gap.top) mitigated = t;
    }
    out.push({ ...gap, mitigated_at: mitigated });
  }
  return out;
}

/** Swing highs and lows: strictly the extreme of the n bars each side. */
export function plainSwings(
  bars: readonly Bar[],
  n: number,
): { time: number; kind: 'high' | 'low'; price: number }[] {
  const out: { time: number; kind: 'high' | 'low'; price: number }[] = [];
  for (let i = n; i + n < bars.length; i++) {
    const others = [...bars.slice(i - n, i), ...bars.slice(i + 1, i + n + 1)];
    const bar = bars[i] as Bar;
    if (others.every((b) => b[2] < bar[2])) out.push({ time: bar[0], kind: 'high', price: bar[2] });
    if (others.every((b) => b[3] > bar[3])) out.push({ time: bar[0], kind: 'low', price: bar[3] });
  }
  return out;
}

function highLowOf(bars: readonly Bar[], from: number, to: number): { high: number; low: number } | null {
  const inside = bars.filter((b) => b[0] >= from && b[0] < to);
  if (inside.length === 0) return null;
  return { high: Math.max(...inside.map((b) => b[2])), low: Math.min(...inside.map((b) => b[3])) };
}

/**
 * PDH/PDL and the Asia (00:00–07:00) and London (07:00–13:00) ranges of `day` from closed 5m bars
 * (the default session windows).
 */
export function plainSessionDay(closed5m: readonly Bar[], day: number) {
  const prev = highLowOf(closed5m, day - DAY, day);
  const asia = highLowOf(closed5m, day, day + 7 * HOUR);
  const london = highLowOf(closed5m, day + 7 * HOUR, day + 13 * HOUR);
  return {
    pdh: prev?.high ?? null,
    pdl: prev?.low ?? null,
    asia_high: asia?.high ?? null,
    asia_low: asia?.low ?? null,
    london_high: london?.high ?? null,
    london_low: london?.low ?? null,
  };
}

/** Open of the period before the one opening at `start` (day, Monday week, calendar month). */
export function plainPreviousPeriod(period: 'daily' | 'weekly' | 'monthly', start: number): number {
  if (period === 'daily') return start - DAY;
  if (period === 'weekly') return start - 7 * DAY;
  const d = new Date(start);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1);
}

/** top/pivot/bottom from the H, L, C of the daily bars opening in `[from, to)`; null without bars. */
export function plainCpr(dailyBars: readonly Bar[], from: number, to: number) {
  const inside = dailyBars.filter((b) => b[0] >= from && b[0] < to);
  const last = inside.at(-1);
  if (!last) return null;
  const high = Math.max(...inside.map((b) => b[2]));
  const low = Math.min(...inside.map((b) => b[3]));
  const pivot = (high + low + last[4]) / 3;
  const bc = (high + low) / 2;
  const tc = 2 * pivot - bc;
  return { top: Math.max(tc, bc), pivot, bottom: Math.min(tc, bc) };
}

/** Relative difference small enough for floating-point noise of differently ordered sums. */
export function near(a: number | null, b: number | null, tolerance = 1e-9): boolean {
  if (a === null || b === null) return a === b;
  return Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(a), Math.abs(b));
}
