import type { FundingSettlement, PositioningMetric } from '@app/core';

/** Epoch values above this are microseconds (newer dumps), below it milliseconds. */
const MICROSECOND_THRESHOLD = 1e14;

export const FUNDING_COLUMNS = ['calc_time', 'funding_interval_hours', 'last_funding_rate'] as const;
export const METRICS_COLUMNS = [
  'create_time',
  'sum_open_interest',
  'sum_open_interest_value',
  'count_toptrader_long_short_ratio',
  'sum_toptrader_long_short_ratio',
  'count_long_short_ratio',
  'sum_taker_long_short_vol_ratio',
] as const;

export type Parsed<T> = { kind: 'row'; row: T } | { kind: 'blank' } | { kind: 'bad'; reason: string };

/**
 * The index of each required column in a header line, or the reason the header is unusable (a file
 * without its columns is skipped whole: docs/positioning.md §3).
 */
export function headerIndex<C extends string>(
  line: string,
  columns: readonly C[],
): { index: Record<C, number> } | { error: string } {
  const cells = line
    .trim()
    .split(',')
    .map((c) => c.trim().toLowerCase());
  const index = {} as Record<C, number>;
  for (const column of columns) {
    const at = cells.indexOf(column);
    if (at < 0) return { error: `header lacks the column ${column}` };
    index[column] = at;
  }
  return { index };
}

/** An optional number: empty → null; anything else must be finite (exponent notation included). */
function optionalNumber(text: string | undefined): number | null | undefined {
  const t = (text ?? '').trim();
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}

function epochMs(text: string | undefined): number | undefined {
  const t = (text ?? '').trim();
  if (/^\d+$/.test(t)) {
    const n = Number(t);
    return n > MICROSECOND_THRESHOLD ? Math.floor(n / 1000) : n;
  }
  // `YYYY-MM-DD HH:MM:SS`, UTC
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(t);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
}

/** One row of a `fundingRate` file: `calc_time` (ms), `funding_interval_hours`, `last_funding_rate`. */
export function parseFundingRow(
  line: string,
  index: Record<(typeof FUNDING_COLUMNS)[number], number>,
): Parsed<FundingSettlement> {
  if (line.trim() === '') return { kind: 'blank' };
  const cells = line.split(',');
  const time = epochMs(cells[index.calc_time]);
  if (time === undefined) return { kind: 'bad', reason: 'calc_time is not a time' };
  const rate = optionalNumber(cells[index.last_funding_rate]);
  if (rate === undefined || rate === null)
    return { kind: 'bad', reason: 'last_funding_rate is not a number' };
  const interval = optionalNumber(cells[index.funding_interval_hours]);
  if (interval === undefined) return { kind: 'bad', reason: 'funding_interval_hours is not a number' };
  return {
    kind: 'row',
    row: { time, rate, intervalHours: interval !== null && interval > 0 ? interval : null },
  };
}

/** One row of a `metrics` file (docs/positioning.md §1 maps each column to its field). */
export function parseMetricsRow(
  line: string,
  index: Record<(typeof METRICS_COLUMNS)[number], number>,
): Parsed<PositioningMetric> {
  if (line.trim() === '') return { kind: 'blank' };
  const cells = line.split(',');
  const time = epochMs(cells[index.create_time]);
  if (time === undefined) return { kind: 'bad', reason: 'create_time is not a time' };
  const values = [
    optionalNumber(cells[index.sum_open_interest]),
    optionalNumber(cells[index.sum_open_interest_value]),
    optionalNumber(cells[index.count_long_short_ratio]),
    optionalNumber(cells[index.count_toptrader_long_short_ratio]),
    optionalNumber(cells[index.sum_toptrader_long_short_ratio]),
    optionalNumber(cells[index.sum_taker_long_short_vol_ratio]),
  ];
  if (values.some((v) => v === undefined)) return { kind: 'bad', reason: 'a column is not a number' };
  const [oi, oiValue, ls, topAccounts, topPositions, taker] = values as (number | null)[];
  return {
    kind: 'row',
    row: {
      time,
      openInterest: oi ?? null,
      openInterestValue: oiValue ?? null,
      longShortRatio: ls ?? null,
      topTraderAccountRatio: topAccounts ?? null,
      topTraderLongShortRatio: topPositions ?? null,
      takerBuySellRatio: taker ?? null,
    },
  };
}
