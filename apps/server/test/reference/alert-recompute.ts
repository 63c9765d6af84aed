/**
 * Test and report helper: a deliberately plain re-derivation of the CPR topic's alert events
 * (`cpr_touched`, `cpr_cross`, `cpr_virgin`) from bars, to check core `cprAlertState` /
 * `diffCprStates` against. Linear scans, its own UTC day / Monday week / calendar month bucketing
 * and its own CPR formula; it calls no core function. Bars are `[open_time, o, h, l, c]` ascending.
 *
 * Semantics (docs/analytics.md §2 read literally, as the alert rules describe them): at every 5m close
 * `now`, the days are the stored daily bars closed by `now`, then the days after the last of them
 * built from the 5m bars closed by `now` (today's forming day included). For each of day, week and
 * month, the CPR in force comes from the H, L, C of the complete previous period (none when the
 * history starts after that period opens). The price is the last day's close. The CPR in force is
 * virgin while no day of its period so far overlaps [bottom, top] (at its first close, before any
 * bar of the period, it is); an ended period's CPR ends virgin when it had days and none touched it.
 *
 * Crosses (docs/alerts.md "CPR crosses that hold", read literally): the CPR keeps a confirmed side,
 * first the first side outside it the price closes on in the period. A cross fires when the price
 * has closed beyond the CPR on the other side `closes` times in a row (this close included) and this
 * close is beyond the far edge by more than `marginAtr` × ATR, where ATR is Wilder's 14-bar average
 * true range over the last 288 5m bars closed by the close (mean of the first 14 true ranges, then
 * (ATR·13 + TR)/14; none with fewer than 15 bars, and then only a rule without margin can fire).
 */
import type { Bar } from './overlay-recompute.ts';

export type { Bar };

const DAY = 86_400_000;
const FIVE = 300_000;
type Tf = '1d' | '1w' | '1M';
type Side = 'above' | 'below' | 'inside';
const tfs: readonly Tf[] = ['1d', '1w', '1M'];

/** Open of the UTC day / Monday week / calendar month containing `t`. */
export function plainPeriodStart(tf: Tf, t: number): number {
  const dayIndex = Math.floor(t / DAY);
  if (tf === '1d') return dayIndex * DAY;
  if (tf === '1w') {
    const mondayBased = (dayIndex + 3) % 7; // 1970-01-01 was a Thursday
    return (dayIndex - mondayBased) * DAY;
  }
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/** Open of the period before the one opening at `start`. */
export function plainPeriodBefore(tf: Tf, start: number): number {
  if (tf === '1d') return start - DAY;
  if (tf === '1w') return start - 7 * DAY;
  const d = new Date(start);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1);
}

interface PlainCpr {
  top: number;
  bottom: number;
}

interface TfState {
  start: number;
  virgin: boolean;
  lastSide: 'above' | 'below' | null;
  side: Side;
  run: number;
}

/** How a cross is confirmed: margin in ATRs beyond the far edge, closes in a row beyond the CPR. */
export interface PlainCrossRule {
  marginAtr: number;
  closes: number;
}

/** Wilder ATR(14) over `fives[from .. to]` (inclusive), or null with fewer than 15 bars. */
function plainWilderAtr(fives: readonly Bar[], from: number, to: number): number | null {
  if (to - from + 1 < 15) return null;
  let atr = 0;
  for (let i = from + 1; i <= to; i++) {
    const b = fives[i] as Bar;
    const pc = (fives[i - 1] as Bar)[4];
    const tr = Math.max(b[2] - b[3], Math.abs(b[2] - pc), Math.abs(b[3] - pc));
    const n = i - from; // this is the n-th true range
    if (n < 14) atr += tr;
    else if (n === 14) atr = (atr + tr) / 14;
    else atr = (atr * 13 + tr) / 14;
  }
  return atr;
}

/** The events of one evaluation, for the report's statistics. */
export interface PlainEvent {
  key: string;
  kind: 'cpr_touched' | 'cpr_cross' | 'cpr_virgin';
  tf: Tf;
  now: number;
}

/**
 * Event keys (core's format) of every 5m close of `fives` opening at or after `from`, for `symbol`
 * with stored daily bars `daily`. The first evaluation (and the first one with a CPR for a timeframe)
 * is a baseline. Returns the events in order and the number of evaluations.
 */
export function plainCprAlertEvents(
  symbol: string,
  daily: readonly Bar[],
  fives: readonly Bar[],
  from = Number.NEGATIVE_INFINITY,
  rule: PlainCrossRule = { marginAtr: 0, closes: 1 },
): { events: PlainEvent[]; evaluations: number } {
  const firstFive = fives[0];
  const firstDay = Math.min(
    daily[0]?.[0] ?? Number.POSITIVE_INFINITY,
    firstFive ? plainPeriodStart('1d', firstFive[0]) : Number.POSITIVE_INFINITY,
  );
  let closedDaily = 0; // daily[0 .. closedDaily) have closed
  const built: [number, number, number, number, number][] = []; // days after the last closed daily bar
  const cprCache = new Map<string, PlainCpr | null>();
  const state = new Map<Tf, TfState>();
  const events: PlainEvent[] = [];
  let evaluations = 0;

  /** Every day of the series at this point, oldest first (closed stored bars, then built ones). */
  const dayCount = () => closedDaily + built.length;
  const dayAt = (k: number): Bar => (k < closedDaily ? (daily[k] as Bar) : (built[k - closedDaily] as Bar));

  const cprOf = (tf: Tf, start: number): PlainCpr | null => {
    const key = `${tf}:${start}`;
    const cached = cprCache.get(key);
    if (cached !== undefined) return cached;
    const prevStart = plainPeriodBefore(tf, start);
    let high = Number.NEGATIVE_INFINITY;
    let low = Number.POSITIVE_INFINITY;
    let close: number | null = null;
    if (firstDay <= prevStart)
      for (let k = 0; k < dayCount(); k++) {
        const d = dayAt(k);
        if (d[0] < prevStart || d[0] >= start) continue;
        if (d[2] > high) high = d[2];
        if (d[3] < low) low = d[3];
        close = d[4];
      }
    let cpr: PlainCpr | null = null;
    if (close !== null) {
      const pivot = (high + low + close) / 3;
      const bc = (high + low) / 2;
      const tc = 2 * pivot - bc;
      cpr = { top: Math.max(tc, bc), bottom: Math.min(tc, bc) };
    }
    cprCache.set(key, cpr);
    return cpr;
  };

  /** No day opening in [from, to) overlaps the CPR, and (unless `emptyIsVirgin`) there is at least one such day. */
  const untouchedIn = (cpr: PlainCpr, startMs: number, endMs: number, emptyIsVirgin = false): boolean => {
    let seen = 0;
    for (let k = dayCount() - 1; k >= 0; k--) {
      const d = dayAt(k);
      if (d[0] < startMs) break;
      if (d[0] >= endMs) continue;
      seen += 1;
      if (d[2] >= cpr.bottom && d[3] <= cpr.top) return false;
    }
    return seen > 0 || emptyIsVirgin;
  };

  for (let fi = 0; fi < fives.length; fi++) {
    const five = fives[fi] as Bar;
    // This 5m bar closes: the stored daily bars closed by its close, then its day.
    const now = five[0] + FIVE;
    while (closedDaily < daily.length && (daily[closedDaily] as Bar)[0] + DAY <= now) closedDaily += 1;
    const lastClosed = closedDaily > 0 ? (daily[closedDaily - 1] as Bar)[0] : Number.NEGATIVE_INFINITY;
    while (built.length > 0 && (built[0] as Bar)[0] <= lastClosed) built.shift();
    const day = plainPeriodStart('1d', five[0]);
    if (day > lastClosed) {
      const open = built.at(-1);
      if (open && open[0] === day) {
        if (five[2] > open[2]) open[2] = five[2];
        if (five[3] < open[3]) open[3] = five[3];
        open[4] = five[4];
      } else built.push([day, five[1], five[2], five[3], five[4]]);
    }
    if (five[0] < from || dayCount() === 0) continue;
    evaluations += 1;
    const price = dayAt(dayCount() - 1)[4];
    const atr = plainWilderAtr(fives, Math.max(0, fi - 287), fi);
    for (const tf of tfs) {
      const start = plainPeriodStart(tf, now);
      const cpr = cprOf(tf, start);
      const before = state.get(tf);
      if (cpr === null) {
        state.delete(tf);
        continue;
      }
      const side: Side = price > cpr.top ? 'above' : price < cpr.bottom ? 'below' : 'inside';
      const virgin = untouchedIn(cpr, start, now + 1, true);
      const samePeriod = before !== undefined && before.start === start;
      const run = samePeriod && before.side === side ? before.run + 1 : 1;
      let lastSide = samePeriod ? before.lastSide : null;
      let crossed = false;
      if (side !== 'inside') {
        if (lastSide === null) lastSide = side;
        else if (side !== lastSide && run >= rule.closes) {
          const beyond = side === 'above' ? price - cpr.top : cpr.bottom - price;
          const canMeasure = rule.marginAtr === 0 || atr !== null;
          const margin = rule.marginAtr === 0 ? 0 : rule.marginAtr * (atr ?? 0);
          if (canMeasure && beyond > margin) {
            crossed = true;
            lastSide = side;
          }
        }
      }
      if (before !== undefined && samePeriod) {
        if (before.virgin && !virgin)
          events.push({ key: `cpr_touched:${symbol}:${tf}:${start}`, kind: 'cpr_touched', tf, now });
        if (crossed)
          events.push({ key: `cpr_cross:${symbol}:${tf}:${start}:${now}`, kind: 'cpr_cross', tf, now });
      } else if (
        before !== undefined &&
        start > before.start &&
        plainPeriodBefore(tf, start) === before.start
      ) {
        const ended = cprOf(tf, before.start);
        if (ended !== null && untouchedIn(ended, before.start, start))
          events.push({ key: `cpr_virgin:${symbol}:${tf}:${before.start}`, kind: 'cpr_virgin', tf, now });
      }
      state.set(tf, { start, virgin, lastSide, side, run });
    }
  }
  return { events, evaluations };
}
