import { nextFundingTime } from './funding.ts';
import { lastAtOrBefore, lastIndexAtOrBefore } from './last-at.ts';
import type { PositioningInputs, PositioningMetric, PositioningSnapshot } from './types.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * 100 · (now / then − 1); null when either is missing or `then` is not positive (docs/positioning.md §2).
 */
export function pctChange(now: number | null, then: number | null): number | null {
  if (now === null || then === null || !Number.isFinite(now) || !Number.isFinite(then) || then <= 0)
    return null;
  return 100 * (now / then - 1);
}

/**
 * The open-interest change over `hours` at `asOf` (docs/positioning.md §2): OI of the last reading at or
 * before `asOf` against OI of the last reading at or before `asOf` − `hours`; null when either is missing.
 */
export function oiChangePct(
  metrics: readonly PositioningMetric[],
  asOf: number,
  hours: number,
): number | null {
  const now = lastAtOrBefore(metrics, asOf);
  const then = lastAtOrBefore(metrics, asOf - hours * HOUR_MS);
  if (now === undefined || then === undefined) return null;
  return pctChange(now.openInterest, then.openInterest);
}

/**
 * Liquidations of the 24 h ending at `asOf` (buckets opening in [asOf − 24 h, asOf)), per side, in USDT;
 * null for both when the source streams none (docs/positioning.md §2).
 */
export function liquidations24h(
  buckets: PositioningInputs['liquidations'],
  asOf: number,
): { longUsd: number | null; shortUsd: number | null } {
  if (buckets === null) return { longUsd: null, shortUsd: null };
  let longUsd = 0;
  let shortUsd = 0;
  const last = lastIndexAtOrBefore(buckets, asOf - 1);
  for (let i = last; i >= 0; i--) {
    const b = buckets[i];
    if (b === undefined || b.time < asOf - DAY_MS) break;
    longUsd += b.longUsd;
    shortUsd += b.shortUsd;
  }
  return { longUsd, shortUsd };
}

/**
 * The positioning snapshot of one symbol at `asOf` (docs/positioning.md §2). Reads only rows with time
 * ≤ `asOf` (liquidation buckets opening before `asOf`), so nothing later changes it. Each input list
 * must be ascending by time. Missing inputs give null, never 0.
 */
export function positioningSnapshot(inputs: PositioningInputs, asOf: number): PositioningSnapshot {
  const settlement = lastAtOrBefore(inputs.funding, asOf);
  const metric = lastAtOrBefore(inputs.metrics, asOf);
  const forecast = inputs.forecast !== null && inputs.forecast.asOf <= asOf ? inputs.forecast : null;
  const liquidations = liquidations24h(inputs.liquidations, asOf);
  const intervalHours = settlement?.intervalHours ?? null;
  return {
    asOf,
    fundingRate: settlement?.rate ?? null,
    fundingIntervalHours: intervalHours,
    fundingTime: settlement?.time ?? null,
    nextFundingTime: nextFundingTime(
      asOf,
      settlement?.time ?? null,
      intervalHours,
      forecast?.nextFundingTime ?? null,
    ),
    predictedFundingRate: forecast?.predictedRate ?? null,
    openInterest: metric?.openInterest ?? null,
    openInterestValue: metric?.openInterestValue ?? null,
    oiChange1hPct: oiChangePct(inputs.metrics, asOf, 1),
    oiChange4hPct: oiChangePct(inputs.metrics, asOf, 4),
    oiChange24hPct: oiChangePct(inputs.metrics, asOf, 24),
    longShortRatio: metric?.longShortRatio ?? null,
    topTraderLongShortRatio: metric?.topTraderLongShortRatio ?? null,
    takerBuySellRatio: metric?.takerBuySellRatio ?? null,
    liquidations24hLongUsd: liquidations.longUsd,
    liquidations24hShortUsd: liquidations.shortUsd,
  };
}
