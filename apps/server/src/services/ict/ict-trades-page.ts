import type { IctTrade, IctTradesPage, IctTradesPageQuery } from '@app/contracts';
import { ictOutcomeStats, listTrades } from '@app/core';

/**
 * One page of `ict/trades/page/` (contracts `IctTradesPageQuery`) from every trade, pure: core
 * `listTrades` (filters, sort, page); `total` counts every trade, `matched` and the outcome
 * `summary` (core `ictOutcomeStats`) the filtered ones.
 */
export function ictTradesPage(all: readonly IctTrade[], q: IctTradesPageQuery): IctTradesPage {
  const list = listTrades(all, q);
  const s = ictOutcomeStats(list.matched.map((t) => ({ status: t.status, honestR: t.honest_r })));
  return {
    total: all.length,
    matched: list.matched.length,
    page: list.page,
    page_count: list.pageCount,
    size: q.size,
    summary: {
      trades: s.trades,
      counts: s.counts,
      tp1_rate: s.tp1Rate,
      tp2_rate: s.tp2Rate,
      stop_rate: s.stopRate,
      expired_rate: s.expiredRate,
      average_r: s.averageR,
    },
    trades: list.rows,
  };
}
