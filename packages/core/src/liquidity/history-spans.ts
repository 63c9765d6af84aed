import { DAY_MS } from '../candles/timeframe.ts';
import { type SessionInstance, sessionInstancesOfDay } from '../sessions/session-instances.ts';
import type { SessionWindow } from '../sessions/session-windows.ts';
import { SESSION_RANGE_DAYS } from './session-bias.ts';

/**
 * The session instances a session of the UTC day `day` is averaged against: those starting on the
 * `days` UTC days before it (core `sessionInstancesOfDay`), oldest first. The liquidity run keeps
 * their ranges, so it never rescans 20 days of bars.
 */
export function historySpans(
  windows: readonly SessionWindow[],
  day: number,
  days = SESSION_RANGE_DAYS,
): SessionInstance[] {
  const out: SessionInstance[] = [];
  for (let d = day - days * DAY_MS; d < day; d += DAY_MS) out.push(...sessionInstancesOfDay(windows, d));
  return out;
}
