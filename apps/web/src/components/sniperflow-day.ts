import type { HealthResponse, LiquidityRow } from '@app/contracts';
import { DAY_MS } from '@app/core';
import { formatTime, UTC, zonedFields } from '../lib/time-format.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** What the header says about the day the rows describe: the text and, as a title, its span in the chosen zone. */
export interface SniperflowDayView {
  text: string;
  title: string;
}

/**
 * On a fixed data set (health `mode` 'replay', the files source) the day the rows describe, a UTC
 * day (docs/product.md §2 SniperFlow, core `liquidityDay`): 'Last complete day: 2025-08-31 (UTC)'
 * when it ended by the data's newest close, else 'Day shown: 2025-08-31 (UTC)' (the data ends in
 * it). The title gives the day's span in the chosen `zone`. Null on a live source or without rows.
 */
export function sniperflowDayView(
  rows: readonly Pick<LiquidityRow, 'day'>[],
  health: Partial<Pick<HealthResponse, 'mode' | 'data_as_of'>> | undefined,
  zone: string,
): SniperflowDayView | null {
  if (health?.mode !== 'replay') return null;
  const days = rows.map((r) => Date.parse(r.day)).filter((ms) => !Number.isNaN(ms));
  if (days.length === 0) return null;
  const day = Math.max(...days);
  const f = zonedFields(day, UTC);
  const date = `${f.year}-${pad(f.month)}-${pad(f.day)}`;
  const asOf = health.data_as_of ? Date.parse(health.data_as_of) : Number.NaN;
  const complete = !Number.isNaN(asOf) && day + DAY_MS <= asOf;
  return {
    text: `${complete ? 'Last complete day' : 'Day shown'}: ${date} (UTC)`,
    title: `${formatTime(day, zone, 'minute')} – ${formatTime(day + DAY_MS, zone, 'minute')}`,
  };
}
