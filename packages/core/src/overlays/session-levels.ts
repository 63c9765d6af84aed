import { DAY_MS } from '../candles/timeframe.ts';
import type { Candle } from '../candles/types.ts';
import { closedBars, highLow, sessionRange } from '../liquidity/ranges.ts';
import type { SessionRange } from '../liquidity/types.ts';
import { type SessionInstance, sessionInstanceOfDay } from '../sessions/session-instances.ts';
import type { SessionWindow } from '../sessions/session-windows.ts';
import type { DaySessionLevels } from './types.ts';

/** The range of a session instance over the closed bars once it has begun at `now`, else null. */
function rangeBegun(
  closed: readonly Candle[],
  span: SessionInstance | null,
  now: number,
): SessionRange | null {
  return span && span.start < now ? sessionRange(closed, span) : null;
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
  const last = Math.min(to, now);
  for (let day = first; day < last; day += DAY_MS) {
    const prev = highLow(closed, day - DAY_MS, day);
    const asia = rangeBegun(closed, sessionInstanceOfDay(windows, 'asia', day), now);
    const london = rangeBegun(closed, sessionInstanceOfDay(windows, 'london', day), now);
    const row: DaySessionLevels = {
      day,
      pdh: prev?.high ?? null,
      pdl: prev?.low ?? null,
      asiaHigh: asia?.high ?? null,
      asiaLow: asia?.low ?? null,
      asiaStart: asia ? asia.start : null,
      asiaEnd: asia ? asia.end : null,
      londonHigh: london?.high ?? null,
      londonLow: london?.low ?? null,
      londonStart: london ? london.start : null,
      londonEnd: london ? london.end : null,
    };
    if (row.pdh !== null || row.asiaHigh !== null || row.londonHigh !== null) out.push(row);
  }
  return out;
}
