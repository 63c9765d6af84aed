import { type IctLabel, type IctOutcomeStats, type IctTradeStats, ictLabels } from '@app/contracts';
import { type IctOutcomeStats as CoreStats, honestR, type IctTradeStatus, ictOutcomeStats } from '@app/core';
import { isoOfMs } from '../../lib/time.ts';
import type { IctTradeRow } from '../../repositories/ict-repository.ts';
import { planOf, stateOf } from './ict-trade-rows.ts';

const outcome = (s: CoreStats): IctOutcomeStats => ({
  trades: s.trades,
  counts: s.counts,
  tp1_rate: s.tp1Rate,
  tp2_rate: s.tp2Rate,
  stop_rate: s.stopRate,
  expired_rate: s.expiredRate,
  average_r: s.averageR,
});

const of = (rows: readonly IctTradeRow[]) =>
  outcome(
    ictOutcomeStats(
      rows.map((r) => ({ status: r.status as IctTradeStatus, honestR: honestR(planOf(r), stateOf(r)) })),
    ),
  );

function groupBy<K>(rows: readonly IctTradeRow[], key: (r: IctTradeRow) => K): Map<K, IctTradeRow[]> {
  const groups = new Map<K, IctTradeRow[]>();
  for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return groups;
}

/**
 * `ict/trades/stats/`: the outcome figures (core `ictOutcomeStats`) of the trades created in
 * [from, to], overall, by label (in label order) and by score (descending).
 */
export function tradeStats(
  rows: readonly IctTradeRow[],
  days: number,
  from: number,
  to: number,
): IctTradeStats {
  return {
    days,
    from: isoOfMs(from),
    to: isoOfMs(to),
    overall: of(rows),
    by_label: [...groupBy(rows, (r) => r.label as IctLabel)]
      .sort(([a], [b]) => ictLabels.indexOf(a) - ictLabels.indexOf(b))
      .map(([label, group]) => ({ label, ...of(group) })),
    by_score: [...groupBy(rows, (r) => r.score)]
      .sort(([a], [b]) => b - a)
      .map(([score, group]) => ({ score, ...of(group) })),
  };
}
