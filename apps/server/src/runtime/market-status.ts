import type { Exchange, ExchangeStatus, MarketSource } from '@app/contracts';

/**
 * What the screens show about the market data: its source, the exchange it is from (exchange source
 * only) and whether it is still loading (discovering markets, backfilling, or the start-up runs of
 * every module not finished yet) after a start or an exchange switch.
 */
export interface MarketStatus {
  source: MarketSource;
  exchange: Exchange | null;
  loading: boolean;
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
