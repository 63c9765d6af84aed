import { DAY_MS } from '../candles/timeframe.ts';
import type { SessionInstance } from '../sessions/session-instances.ts';
import type { SessionBiasValue, SessionRange } from './types.ts';

/** Days of history behind a session's average range. */
export const SESSION_RANGE_DAYS = 20;
/** A close in the outer share of the range on either side counts for a distribution. */
const DISTRIBUTION_OUTER_SHARE = 0.3;

/**
 * A session's 20-day average range: the mean `high − low` of the occurrences of the same session
 * that started within the `days` days before `span` started and ended by then (at most one a day).
 * Choice where docs/analytics.md is silent: over the days that have bars (a young symbol averages the
 * days it has; none gives null, so it cannot be a distribution).
 */
export function averageSessionRange(
  history: readonly SessionRange[],
  span: SessionInstance,
  days = SESSION_RANGE_DAYS,
): number | null {
  let sum = 0;
  let n = 0;
  for (const r of history) {
    if (r.session !== span.session || r.end > span.start || r.start < span.start - days * DAY_MS) continue;
    sum += r.high - r.low;
    n += 1;
  }
  return n === 0 ? null : sum / n;
}

/**
 * Session bias (docs/analytics.md §5) of a session so far (`range` over its closed bars; its close is the
 * close of its latest closed bar, final once the session ended):
 * - `M` (manipulation) when it traded beyond the prior session's high or low (strictly) and closed
 *   back inside that range (prior low ≤ close ≤ prior high);
 * - else `D` (distribution) when its range is ≥ its 20-day average range and it closed in the outer
 *   30 % of its range (close − low ≤ 0.3·range or high − close ≤ 0.3·range, range > 0);
 * - else `A` (accumulation).
 * Without a prior session (no bars in it) it cannot be M; without an average it cannot be D.
 */
export function sessionBias(
  range: SessionRange,
  prior: { high: number; low: number } | null,
  averageRange: number | null,
): SessionBiasValue {
  if (prior !== null) {
    const beyond = range.high > prior.high || range.low < prior.low;
    const inside = range.close >= prior.low && range.close <= prior.high;
    if (beyond && inside) return 'M';
  }
  const width = range.high - range.low;
  if (averageRange !== null && width > 0 && width >= averageRange) {
    const outer = DISTRIBUTION_OUTER_SHARE * width;
    if (range.close - range.low <= outer || range.high - range.close <= outer) return 'D';
  }
  return 'A';
}
