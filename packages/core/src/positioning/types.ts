/**
 * Positioning inputs (docs/positioning.md §1). Times are epoch milliseconds (UTC). A value the venue does
 * not give is `null`, never 0.
 */

/** One funding settlement: the rate paid at `time` (fraction per interval; positive: longs pay shorts). */
export interface FundingSettlement {
  readonly time: number;
  readonly rate: number;
  /** Hours since the previous settlement (the venue's interval); null when unknown. */
  readonly intervalHours: number | null;
}

/** One open-interest and ratio reading, taken at `time`. */
export interface PositioningMetric {
  readonly time: number;
  /** Open interest in coins. */
  readonly openInterest: number | null;
  /** Open interest in USDT. */
  readonly openInterestValue: number | null;
  /** All accounts: long / short. */
  readonly longShortRatio: number | null;
  /** Top traders' accounts: long / short. */
  readonly topTraderAccountRatio: number | null;
  /** Top traders' positions: long / short. */
  readonly topTraderLongShortRatio: number | null;
  /** Taker buy / sell volume over the reading's period. */
  readonly takerBuySellRatio: number | null;
}

/** Liquidations of one 5-minute bucket opening at `time` (USDT). */
export interface LiquidationBucket {
  readonly time: number;
  readonly longUsd: number;
  readonly shortUsd: number;
}

/** The venue's forecast as read at `asOf`: its predicted rate and next settlement time. */
export interface FundingForecast {
  readonly asOf: number;
  readonly predictedRate: number | null;
  readonly nextFundingTime: number | null;
}

/** Everything of one symbol the snapshot reads; each list ascending by `time`. */
export interface PositioningInputs {
  readonly funding: readonly FundingSettlement[];
  readonly metrics: readonly PositioningMetric[];
  /** null when the source streams no liquidations (the sums are then null, not 0). */
  readonly liquidations: readonly LiquidationBucket[] | null;
  readonly forecast: FundingForecast | null;
}

/** The snapshot of one symbol at `asOf` (docs/positioning.md §2); times in ms. */
export interface PositioningSnapshot {
  readonly asOf: number;
  readonly fundingRate: number | null;
  readonly fundingIntervalHours: number | null;
  readonly fundingTime: number | null;
  readonly nextFundingTime: number | null;
  readonly predictedFundingRate: number | null;
  readonly openInterest: number | null;
  readonly openInterestValue: number | null;
  readonly oiChange1hPct: number | null;
  readonly oiChange4hPct: number | null;
  readonly oiChange24hPct: number | null;
  readonly longShortRatio: number | null;
  readonly topTraderLongShortRatio: number | null;
  readonly takerBuySellRatio: number | null;
  readonly liquidations24hLongUsd: number | null;
  readonly liquidations24hShortUsd: number | null;
}
