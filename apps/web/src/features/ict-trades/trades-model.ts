import type { IctOutcomeStats as ApiOutcomeStats, HealthResponse, IctTrade } from '@app/contracts';
import type { IctOutcomeStats } from '@app/core';
import { formatTime } from '../../lib/time-format.ts';

/** docs/product.md §2: a row is highlighted when the current price lies in [entry_low, entry_high]. */
export function inEntryZone(trade: Pick<IctTrade, 'current_price' | 'entry_low' | 'entry_high'>): boolean {
  const price = trade.current_price;
  return price !== null && price >= trade.entry_low && price <= trade.entry_high;
}

/** docs/analytics.md §3.10: the exit rule behind the R shown after a decided trade's status. */
export const HONEST_R_RULE =
  'Honest R: half the position off at TP1, the rest at TP2 or at the break-even stop (stopped −1R, TP1 then break-even ½·R(TP1), TP2 ½·R(TP1) + ½·R(TP2)); shown once the outcome is known.';

/** The steps a trade has taken so far, oldest first, as [step, ISO time]. */
export function tradeSteps(trade: IctTrade): [string, string][] {
  const steps: [string, string | null][] = [
    ['Generated', trade.created_at],
    ['Triggered', trade.triggered_at],
    ['TP1', trade.tp1_at],
    ['TP2', trade.tp2_at],
    ['Stopped', trade.stopped_at],
    ['Expired', trade.expired_at],
    ['Closed', trade.closed_at],
  ];
  return steps.filter((step): step is [string, string] => step[1] !== null);
}

/** The summary bar's figures from the server's (`ict/trades/page/`'s `summary`, core `ictOutcomeStats`). */
export function tradeSummary(s: ApiOutcomeStats): IctOutcomeStats {
  return {
    trades: s.trades,
    counts: s.counts,
    tp1Rate: s.tp1_rate,
    tp2Rate: s.tp2_rate,
    stopRate: s.stop_rate,
    expiredRate: s.expired_rate,
    averageR: s.average_r,
  };
}

/**
 * Why the table is empty, said under 'No Trades Found' (null while there are rows, or when the trades
 * could not be read: the next refresh tries again): the filters hide
 * every trade; the data is still loading; on a replayed data set (files source) no setup gave a trade
 * in the replayed days (times in `zone`, labelled), or nothing was replayed; on a live source no A+ setup has formed one yet.
 */
export function tradesEmptyReason(
  total: number,
  shown: number,
  market: Pick<HealthResponse, 'loading' | 'mode' | 'replay_from' | 'data_as_of'> | undefined,
  zone: string,
  failed = false,
): string | null {
  if (shown > 0 || failed) return null;
  if (total > 0) return 'No trade matches the filters.';
  if (market?.loading) return 'The market data is still loading; trades appear when the scans have run.';
  if (market?.mode === 'replay') {
    if (market.replay_from && market.data_as_of)
      return `No setup produced a trade in the replayed days (${formatTime(market.replay_from, zone, 'minute')} to ${formatTime(market.data_as_of, zone, 'minute')}).`;
    return 'No trades in the stored window: the data set was not replayed (MARKET_FILES_REPLAY_DAYS=0).';
  }
  return 'No A+ setup has produced a trade yet; new ones appear at the next 5m closes.';
}
