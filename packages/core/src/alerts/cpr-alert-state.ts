import { bucketStart, previousBucketStart } from '../candles/timeframe.ts';
import type { Candle } from '../candles/types.ts';
import { type CprTimeframe, cprTimeframes } from '../cpr/types.ts';
import { cprPeriodNames, periodCprOverlay } from '../overlays/period-cprs.ts';
import { dayTouchesCpr } from '../overlays/virgin-cprs.ts';
import type { AlertEvent } from './alert-event.ts';
import { type CprCrossRule, type CprSide, rawCprCrossRule, stepCprCross } from './cpr-cross-rule.ts';

/** What confirms a CPR cross at a close: the rule (a setting) and the 5m ATR(14) as of the close. */
export interface CprCrossInput {
  rule: CprCrossRule;
  /** 5m ATR(14) as of the close (core `wilderAtr` over the closed 5m bars), null without enough bars. */
  atr: number | null;
}

/** One timeframe's part of the CPR topic state of a symbol. */
export interface CprPeriodAlertState {
  /** Open time (ms) of the period whose CPR is in force. */
  start: number;
  top: number;
  bottom: number;
  /** No day of the period so far (today's forming day included) has touched its CPR. */
  virgin: boolean;
  side: CprSide;
  /** Consecutive closes on `side` in this period, counted up to the cross rule's `closes`. */
  run: number;
  /**
   * The confirmed side in this period: the side of the last cross that fired, else the first side
   * (not inside) the price stood on (core `stepCprCross`); null while it has only been inside.
   */
  lastSide: 'above' | 'below' | null;
  /** The previous period's CPR stayed untouched through that whole period (null: no CPR for it). */
  previousVirgin: boolean | null;
}

/** The CPR topic's state of a symbol: per CPR timeframe (daily, weekly, monthly) with a CPR. */
export type CprAlertState = Partial<Record<CprTimeframe, CprPeriodAlertState>>;

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
 * docs/analytics.md §2's touch test applied to every day of the period so far; the confirmed side
 * (`lastSide`, `run`) steps from `prev`'s in the same period under `cross` (default: the raw level
 * cross, any close beyond the CPR). Pure: no look-ahead.
 */
export function cprAlertState(
  series: readonly Candle[],
  now: number,
  prev?: CprAlertState,
  cross: CprCrossInput = { rule: rawCprCrossRule, atr: null },
): CprAlertState {
  const days = series.filter((d) => d.openTime <= now);
  const last = days.at(-1);
  const state: CprAlertState = {};
  if (last === undefined) return state;
  const price = last.close;
  for (const tf of cprTimeframes) {
    const start = bucketStart(tf, now);
    const cpr = periodCprOverlay(days, tf, start);
    if (cpr === null) continue;
    const before = prev?.[tf]?.start === start ? prev[tf] : undefined;
    const previousStart = previousBucketStart(tf, start);
    const previousCpr = periodCprOverlay(days, tf, previousStart);
    state[tf] = {
      start,
      top: cpr.top,
      bottom: cpr.bottom,
      virgin: untouched(days, start, now + 1, cpr, true),
      ...stepCprCross(before, price, cpr, cross.atr, cross.rule),
      previousVirgin: previousCpr === null ? null : untouched(days, previousStart, start, previousCpr),
    };
  }
  return state;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Events between two CPR states of a symbol, per timeframe present in both:
 * - `cpr_touched` when the CPR in force lost its virginity within its period (key: symbol, timeframe, period);
 * - `cpr_cross` when the confirmed side flipped (above → below or below → above): the price closed
 *   beyond the CPR on the other side as the cross rule asks (`stepCprCross`); key adds `now`, the
 *   close that crossed;
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
      const from = p.lastSide;
      const to = n.lastSide;
      if (from !== null && to !== null && to !== from)
        events.push({
          key: `cpr_cross:${symbol}:${tf}:${n.start}:${now}`,
          kind: 'cpr_cross',
          symbol,
          dataTime: now,
          message: `${symbol} crossed ${to} the ${period} CPR`,
          detail: { ...levels, from, to },
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
