import { type IctLabel, type IctTrackBin, type IctTrackRecord, ictLabels } from '@app/contracts';
import { tp1Outcome, wilsonInterval } from '@app/core';
import { isoOfMs } from '../../lib/time.ts';
import type { IctTradeRow } from '../../repositories/ict-repository.ts';
import { stateOf } from './ict-trade-rows.ts';

/** The window of the track record, in days back from the market's now. */
export const TRACK_RECORD_DAYS = 30;

interface Decided {
  label: IctLabel;
  p: number | null;
  y: 0 | 1;
}

function bin(items: readonly Decided[]): IctTrackBin {
  const tp1 = items.filter((t) => t.y === 1).length;
  const withP = items.filter((t) => t.p !== null);
  return {
    count: items.length,
    tp1,
    rate: items.length === 0 ? null : tp1 / items.length,
    ...wilsonInterval(tp1, items.length),
    mean_forecast: withP.length === 0 ? null : withP.reduce((s, t) => s + (t.p as number), 0) / withP.length,
  };
}

/**
 * `ict/trades/track-record/` (docs/analytics.md §3.10 "P(TP1)"): of the trades created in [from, to] whose
 * outcome is decided (core `tp1Outcome`: TP1 reached, or stopped before it), the realised TP1 rate with
 * its count and 95 % Wilson interval, overall, per decile of `p_tp1` (ten equal-count groups of the
 * trades carrying one, lowest first, each with its forecast range) and per label at generation.
 */
export function trackRecord(rows: readonly IctTradeRow[], from: number, to: number): IctTrackRecord {
  const decided: Decided[] = rows.flatMap((row) => {
    const outcome = tp1Outcome(stateOf(row));
    return outcome ? [{ label: row.label as IctLabel, p: row.tp1Forecast?.p ?? null, y: outcome.y }] : [];
  });
  const forecast = decided.filter((t) => t.p !== null).sort((a, b) => (a.p as number) - (b.p as number));
  const by_decile = Array.from({ length: 10 }, (_, d) =>
    forecast.slice(Math.floor((d * forecast.length) / 10), Math.floor(((d + 1) * forecast.length) / 10)),
  ).flatMap((part, d) =>
    part.length === 0
      ? []
      : [{ decile: d + 1, p_from: part[0]?.p as number, p_to: part.at(-1)?.p as number, ...bin(part) }],
  );
  return {
    days: TRACK_RECORD_DAYS,
    from: isoOfMs(from),
    to: isoOfMs(to),
    overall: bin(decided),
    by_decile,
    by_label: ictLabels
      .map((label) => ({ label, items: decided.filter((t) => t.label === label) }))
      .filter((g) => g.items.length > 0)
      .map(({ label, items }) => ({ label, ...bin(items) })),
  };
}
