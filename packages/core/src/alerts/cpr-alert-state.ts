import { bucketStart, previousBucketStart } from '../candles/timeframe.ts';
import type { Candle } from '../candles/types.ts';
import { type CprTimeframe, cprTimeframes } from '../cpr/types.ts';
import { cprPeriodNames, periodCprOverlay } from '../overlays/period-cprs.ts';
import { dayTouchesCpr } from '../overlays/virgin-cprs.ts';
import type { AlertEvent } from './alert-event.ts';

/** Where the price stands against a CPR: strictly above its top, strictly below its bottom, or inside. */
export type CprSide = 'above' | 'below' | 'inside';

/** One timeframe's part of the CPR topic state of a symbol. */
export interface CprPeriodAlertState {
  /** Open time (ms) of the period whose CPR is in force. */
  start: number;
  top: number;
  bottom: number;
  /** No day of the period so far (today's forming day included) has touched its CPR. */
  virgin: boolean;
  side: CprSide;
  /** The last side that was not `inside` in this period (carried over closes spent inside), or null. */
  lastSide: 'above' | 'below' | null;
  /** The previous period's CPR stayed untouched through that whole period (null: no CPR for it). */
  previousVirgin: boolean | null;
}

/** The CPR topic's state of a symbol: per CPR timeframe (daily, weekly, monthly) with a CPR. */
export type CprAlertState = Partial<Record<CprTimeframe, CprPeriodAlertState>>;

const sideOf = (price: number, cpr: { top: number; bottom: number }): CprSide =>
  price > cpr.top ? 'above' : price < cpr.bottom ? 'below' : 'inside';

/**
 * Whether no day of `[from, to)` in `days` touched the CPR. A span without days is untouched only when
 * `emptyIsVirgin` (the period in force at its first close: nothing has traded against its CPR yet);
 * an ended period needs days to have ended virgin.
 */
function untouched(
  days: readonly Candle[],
  from: number,
  to: number,
  cpr: { top: number; bottom: number },
  emptyIsVirgin = false,
) {
  const span = days.filter((d) => d.openTime >= from && d.openTime < to);
  return span.length > 0 ? !span.some((d) => dayTouchesCpr(d, cpr)) : emptyIsVirgin;
}

/**
 * The CPR topic state of a symbol at `now` from its daily series (`days`: closed daily bars with
 * today's forming day built from the 5m bars closed by `now`, as core `dailySeriesAt` or the CPR
 * run build it; nothing after `now`). The price is the last close of that series. Virginity is
 * docs/analytics.md §2's touch test applied to every day of the period so far; `lastSide` is carried from
 * `prev` while the price sits inside the CPR of the same period. Pure: no look-ahead.
 */
export function cprAlertState(series: readonly Candle[], now: number, prev?: CprAlertState): CprAlertState {
  const days = series.filter((d) => d.openTime <= now);
  const last = days.at(-1);
  const state: CprAlertState = {};
  if (last === undefined) return state;
  const price = last.close;
  for (const tf of cprTimeframes) {
    const start = bucketStart(tf, now);
    const cpr = periodCprOverlay(days, tf, start);
    if (cpr === null) continue;
    const side = sideOf(price, cpr);
    const before = prev?.[tf]?.start === start ? prev[tf] : undefined;
    const previousStart = previousBucketStart(tf, start);
    const previousCpr = periodCprOverlay(days, tf, previousStart);
    state[tf] = {
      start,
      top: cpr.top,
      bottom: cpr.bottom,
      virgin: untouched(days, start, now + 1, cpr, true),
      side,
      lastSide: side === 'inside' ? (before?.lastSide ?? null) : side,
      previousVirgin: previousCpr === null ? null : untouched(days, previousStart, start, previousCpr),
    };
  }
  return state;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Events between two CPR states of a symbol, per timeframe present in both:
 * - `cpr_touched` when the CPR in force lost its virginity within its period (key: symbol, timeframe, period);
 * - `cpr_cross` when the price left the CPR on the other side than it last stood (above → below or
 *   below → above, directly or after closes inside it); key adds `now`, the close that crossed;
 * - `cpr_virgin` when a period ended with its CPR never touched: it joins the virgin CPR ledger
 *   (seen when the period rolled over since `prev`; key: symbol, timeframe, the ended period).
 * A timeframe seen for the first time is a baseline.
 */
export function diffCprStates(
  symbol: string,
  prev: CprAlertState,
  next: CprAlertState,
  now: number,
): AlertEvent[] {
  const events: AlertEvent[] = [];
  for (const tf of cprTimeframes) {
    const p = prev[tf];
    const n = next[tf];
    if (p === undefined || n === undefined) continue;
    const period = cprPeriodNames[tf];
    const levels = { top: n.top, bottom: n.bottom, period, period_start: n.start };
    if (p.start === n.start) {
      if (p.virgin && !n.virgin)
        events.push({
          key: `cpr_touched:${symbol}:${tf}:${n.start}`,
          kind: 'cpr_touched',
          symbol,
          dataTime: now,
          message: `${symbol} ${period} CPR lost its virginity (touched)`,
          detail: levels,
        });
      const from = p.side === 'inside' ? p.lastSide : p.side;
      if (from !== null && n.side !== 'inside' && n.side !== from)
        events.push({
          key: `cpr_cross:${symbol}:${tf}:${n.start}:${now}`,
          kind: 'cpr_cross',
          symbol,
          dataTime: now,
          message: `${symbol} crossed ${n.side === 'above' ? 'above' : 'below'} the ${period} CPR`,
          detail: { ...levels, from, to: n.side },
        });
    } else if (n.start > p.start && n.previousVirgin === true && previousBucketStart(tf, n.start) === p.start)
      events.push({
        key: `cpr_virgin:${symbol}:${tf}:${p.start}`,
        kind: 'cpr_virgin',
        symbol,
        dataTime: now,
        message: `${symbol} ${period} CPR of ${day(p.start)} closed untouched (virgin)`,
        detail: { top: p.top, bottom: p.bottom, period, period_start: p.start },
      });
  }
  return events;
}
