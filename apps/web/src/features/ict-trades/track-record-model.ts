import type { IctTrackBin, IctTrackRecord } from '@app/contracts';
import { DASH, formatPercent } from '../../components/format.ts';
import { formatTime } from '../../lib/time-format.ts';

// The Track record panel of /ict/trades (docs/product.md §2): how P(TP1) and the labels did on this
// venue's decided trades of the last 30 days (`ict/trades/track-record/`), as rows of text.

/** One row of a track-record table, every figure as shown. */
export interface TrackRow {
  key: string;
  /** The decile's P(TP1) range, or the label. */
  group: string;
  /** Decided trades in the group. */
  count: string;
  /** Realised TP1 rate with its hits ('35% (57)'). */
  rate: string;
  /** The rate's 95 % Wilson interval ('28–42%'). */
  interval: string;
  /** Mean P(TP1) of the group's trades. */
  forecast: string;
}

/** A 95 % interval as 'low–high%' in whole percents, or a dash without one. */
export function formatInterval(low: number | null, high: number | null): string {
  if (low === null || high === null) return DASH;
  return `${Math.round(low * 100)}–${Math.round(high * 100)}%`;
}

function row(key: string, group: string, bin: IctTrackBin): TrackRow {
  return {
    key,
    group,
    count: String(bin.count),
    rate: bin.rate === null ? DASH : `${formatPercent(bin.rate)} (${bin.tp1})`,
    interval: formatInterval(bin.low, bin.high),
    forecast: formatPercent(bin.mean_forecast),
  };
}

/** A decile's forecast range, 'D1 28–31%', or 'D1 36%' when it spans one whole percent (the base rate served). */
function decileName(decile: number, from: number, to: number): string {
  const range =
    Math.round(from * 100) === Math.round(to * 100) ? formatPercent(from) : formatInterval(from, to);
  return `D${decile} ${range}`;
}

/** The decile rows, lowest P(TP1) first, named by the range of their forecasts. */
export function decileRows(record: IctTrackRecord): TrackRow[] {
  return record.by_decile.map((bin) =>
    row(`d${bin.decile}`, decileName(bin.decile, bin.p_from, bin.p_to), bin),
  );
}

/** The label rows, in label order, labels without a decided trade left out. */
export function labelRows(record: IctTrackRecord): TrackRow[] {
  return record.by_label.filter((bin) => bin.count > 0).map((bin) => row(bin.label, bin.label, bin));
}

/** The whole window's row. */
export function overallRow(record: IctTrackRecord): TrackRow {
  return row('all', 'All', record.overall);
}

/** 'Last 30 days, 2025-08-02 00:00 UTC to 2025-09-01 00:00 UTC' (in `zone`, labelled). */
export function trackWindow(record: IctTrackRecord, zone: string): string {
  return `Last ${record.days} days, ${formatTime(record.from, zone, 'minute')} to ${formatTime(record.to, zone, 'minute')}`;
}

/** Why a table is empty: no decided trade at all, or none carrying a P(TP1) (the deciles). */
export function trackEmptyText(record: IctTrackRecord): string | null {
  if (record.overall.count === 0)
    return 'No decided trades yet: a trade counts once it reaches TP1 or its stop.';
  return null;
}

/** The deciles' empty text: decided trades exist, but none carries a P(TP1) yet. */
export const NO_FORECASTS =
  'No decided trade carries a P(TP1) yet: forecasts start after 300 resolved trades.';
