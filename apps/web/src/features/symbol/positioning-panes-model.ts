import type { CandleTuple, OverlayTimeframe, PositioningHistoryResponse } from '@app/contracts';
import { fundingPer8hPct, lastIndexAtOrBefore } from '@app/core';

const MINUTE = 60_000;
/** The bar length of each chart timeframe. */
const tfMs: Record<OverlayTimeframe, number> = {
  '5m': 5 * MINUTE,
  '1h': 60 * MINUTE,
  '4h': 240 * MINUTE,
  '1d': 1440 * MINUTE,
  '1w': 7 * 1440 * MINUTE,
};

/** Longest span the history call answers (the contract's 31 days). */
const HISTORY_SPAN_MS = 31 * 1440 * MINUTE - MINUTE;

export interface PanePoint {
  /** A candle's open time (ms): the panes sit on the candles' own time axis. */
  time: number;
  value: number;
}

export interface PositioningPanes {
  /** Open interest (USDT) at each bar's close: the last reading at or before it. */
  openInterest: PanePoint[];
  /** Funding per 8 h in percent, on the bar in which each settlement fell. */
  funding: PanePoint[];
}

/** The window of history the panes ask for: the candles' span, at most 31 days back from the last bar's close. */
export function panesWindow(
  candles: readonly CandleTuple[],
  tf: OverlayTimeframe,
): { from: string; to: string } | null {
  const first = candles[0];
  const last = candles.at(-1);
  if (!first || !last) return null;
  const to = last[0] + tfMs[tf];
  const from = Math.max(first[0], to - HISTORY_SPAN_MS);
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

/**
 * The OI and funding panes on the candles' time axis (docs/positioning.md): every point at a candle's
 * open time, so a pane adds no time of its own to the shared axis. A bar's OI is the last reading at
 * or before its close (none after it: no look-ahead), none before the first reading; a settlement
 * goes on the bar whose span holds it.
 */
export function positioningPanes(
  candles: readonly CandleTuple[],
  history: PositioningHistoryResponse | undefined,
  tf: OverlayTimeframe,
): PositioningPanes {
  if (!history) return { openInterest: [], funding: [] };
  const step = tfMs[tf];
  const readings = history.open_interest
    .filter((r) => r.open_interest_value !== null)
    .map((r) => ({ time: Date.parse(r.time), value: r.open_interest_value as number }));
  const openInterest: PanePoint[] = [];
  for (const [open] of candles) {
    const i = lastIndexAtOrBefore(readings, open + step);
    const reading = readings[i];
    // A reading older than a day before the bar is not this bar's (the data ended or has a hole).
    if (reading && open + step - reading.time <= Math.max(step, 1440 * MINUTE)) {
      openInterest.push({ time: open, value: reading.value });
    }
  }
  const funding: PanePoint[] = [];
  const bars = candles.map(([open]) => ({ time: open }));
  for (const f of history.funding) {
    const t = Date.parse(f.time);
    const i = lastIndexAtOrBefore(bars, t);
    const bar = bars[i];
    const pct = fundingPer8hPct(f.rate, f.interval_hours);
    if (bar && t < bar.time + step && pct !== null) {
      const previous = funding.at(-1);
      if (previous?.time === bar.time) previous.value = pct;
      else funding.push({ time: bar.time, value: pct });
    }
  }
  return { openInterest, funding };
}
