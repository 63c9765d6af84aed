import type { Exchange, ExchangeStatus, MarketMode, MarketSource } from '@app/contracts';

/**
 * What the screens show about the market data: its source, the exchange it is from (the running
 * venue of the exchange source, the files' venue), whether it is live or a replay of a fixed data
 * set, and whether it is still loading (discovering markets, backfilling, replaying, or the start-up
 * runs of every module not finished yet) after a start or an exchange switch.
 */
export interface MarketStatus {
  source: MarketSource;
  exchange: Exchange | null;
  loading: boolean;
  mode: MarketMode;
  /** Files source: the start of the days replayed close by close at start-up (epoch ms), or null. */
  replayFrom: number | null;
  /** How the exchange answers (exchange source only), read from the source at each call. */
  exchangeStatus?: ExchangeStatus | null;
}

export interface MarketStatusHolder {
  get(): MarketStatus;
  set(next: Partial<MarketStatus>): void;
}

export function createMarketStatus(initial: MarketStatus, onChange?: (status: MarketStatus) => void) {
  let status = { ...initial };
  const holder: MarketStatusHolder = {
    get: () => ({ ...status }),
    set(next) {
      const updated = { ...status, ...next };
      const changed = JSON.stringify(updated) !== JSON.stringify(status);
      status = updated;
      if (changed) onChange?.(holder.get());
    },
  };
  return holder;
}
