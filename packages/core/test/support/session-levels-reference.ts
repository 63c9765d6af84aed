import { DAY_MS } from '../../src/candles/timeframe.ts';
import type { Candle } from '../../src/candles/types.ts';
import { closedBars, highLow, sessionRange } from '../../src/liquidity/ranges.ts';
import type { DaySessionLevels } from '../../src/overlays/types.ts';
import { sessionInstancesOfDay } from '../../src/sessions/session-instances.ts';
import type { SessionId, SessionWindow } from '../../src/sessions/session-windows.ts';

// Test reference: the first definition of the session levels per day, which looked each session up
// in the full (sorted) list of the day's session instances. The shipped one asks for the one
// session's instance directly; the tests compare the two on random bars and windows.

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

export function referenceSessionLevelsByDay(
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
