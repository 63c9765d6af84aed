import type { Exchange, ExchangeStatus, HealthResponse, MarketMode, MarketSource } from '@app/contracts';
import { isMarketDataStale } from '@app/core';
import { isoOfMs } from '../lib/time.ts';

export interface HealthService {
  status(): Promise<HealthResponse>;
}

export interface HealthDeps {
  source: MarketSource;
  /** Time of the newest market data, or null before any has arrived (wired by the market jobs). */
  getDataAsOf: () => Promise<Date | null> | Date | null;
  /** The running exchange and whether the data is still loading (runtime/market-status.ts). */
  market?: () => {
    exchange: Exchange | null;
    loading: boolean;
    exchangeStatus?: ExchangeStatus | null;
    mode?: MarketMode;
    replayFrom?: number | null;
  };
  /** The market source's clock, epoch ms (the simulated clock may run ahead); default: wall time. */
  marketNow?: () => number;
}

export function createHealthService({
  source,
  getDataAsOf,
  market,
  marketNow = Date.now,
}: HealthDeps): HealthService {
  return {
    async status() {
      const asOf = await getDataAsOf();
      const { exchange, loading, exchangeStatus, mode, replayFrom } = market?.() ?? {
        exchange: null,
        loading: false,
      };
      const now = marketNow();
      return {
        status: 'ok',
        source,
        data_as_of: asOf ? asOf.toISOString() : null,
        mode: mode ?? (source === 'files' ? 'replay' : 'live'),
        replay_from: replayFrom ? isoOfMs(replayFrom) : null,
        exchange,
        exchange_status: exchangeStatus ?? null,
        loading,
        now: isoOfMs(now),
        stale: isMarketDataStale(asOf ? asOf.getTime() : null, now),
      };
    },
  };
}
