import type { DamagedMarketFile } from '@app/contracts';
import type { FundingForecast, FundingSettlement, LiquidationBucket, PositioningMetric } from '@app/core';

/** Rows of many symbols, each tagged with its symbol (docs/positioning.md §1). */
export interface PositioningBatch {
  funding: (FundingSettlement & { symbol: string })[];
  metrics: (PositioningMetric & { symbol: string })[];
  liquidations: (LiquidationBucket & { symbol: string })[];
  forecasts: (FundingForecast & { symbol: string })[];
}

export const emptyBatch = (): PositioningBatch => ({
  funding: [],
  metrics: [],
  liquidations: [],
  forecasts: [],
});

/**
 * Where positioning comes from for one market source (docs/positioning.md §3): the files beside the
 * klines, the simulated market, or the venue. `read` answers every row with time in [since, until]
 * (liquidation buckets opening in it; the forecast as read now), for the symbols asked.
 */
export interface PositioningSource {
  /** Whether the source gives liquidations at all: when false, the 24 h sums are null, not 0. */
  readonly liquidations: boolean;
  read(symbols: readonly string[], since: number, until: number): Promise<PositioningBatch>;
  /** Files source: the positioning files skipped or with unreadable rows. */
  damagedFiles?(): DamagedMarketFile[];
  close?(): Promise<void>;
}

/** A source with no positioning at all (a files folder without a positioning folder): every field null. */
export const noPositioning: PositioningSource = {
  liquidations: false,
  read: async () => emptyBatch(),
};
