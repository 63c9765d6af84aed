import { DAY_MS } from '../candles/timeframe.ts';
import type { Candle } from '../candles/types.ts';
import { closedBars, highLow, sessionRange } from '../liquidity/ranges.ts';
import { sessionInstancesOfDay } from '../sessions/session-instances.ts';
import type { SessionId, SessionWindow } from '../sessions/session-windows.ts';
import type { DaySessionLevels } from './types.ts';

function sessionOfDay(
  closed: readonly Candle[],
  windows: readonly SessionWindow[],
  day: number,
  now: number,
) {
  return (session: SessionId) => {
    const span = sessionInstancesOfDay(windows, day).find((s) => s.session === session);
    const range = span && span.start < now ? sessionRange(closed, span) : null;
    return {
      high: range?.high ?? null,
      low: range?.low ?? null,
      start: range ? range.start : null,
      end: range ? range.end : null,
    };
  };
}

/**
 * The session levels of each UTC day that overlaps `[from, to)` and has begun by `now`, as the
 * liquidity module defines them (docs/analytics.md §5, core `highLow`/`sessionRange`): PDH/PDL the
 * previous UTC day's high and low, Asia and London H/L the range of the session instance starting
 * that day (`sessionInstancesOfDay`; the range so far while it runs, null until one of its bars
 * closed), with the session's start and end. Only 5m bars closed at `now` are read; a day with no
 * level at all (no 5m data) is left out. Oldest day first.
 */
export function sessionLevelsByDay(
  bars5m: readonly Candle[],
  windows: readonly SessionWindow[],
  from: number,
  to: number,
  now: number,
): DaySessionLevels[] {
  const closed = closedBars(bars5m, now);
  const out: DaySessionLevels[] = [];
  const first = Math.floor(from / DAY_MS) * DAY_MS;
  for (let day = first; day < Math.min(to, now); day += DAY_MS) {
    const prev = highLow(closed, day - DAY_MS, day);
    const of = sessionOfDay(closed, windows, day, now);
    const asia = of('asia');
    const london = of('london');
    const row: DaySessionLevels = {
      day,
      pdh: prev?.high ?? null,
      pdl: prev?.low ?? null,
      asiaHigh: asia.high,
      asiaLow: asia.low,
      asiaStart: asia.start,
      asiaEnd: asia.end,
      londonHigh: london.high,
      londonLow: london.low,
      londonStart: london.start,
      londonEnd: london.end,
    };
    if (row.pdh !== null || row.asiaHigh !== null || row.londonHigh !== null) out.push(row);
  }
  return out;
}
