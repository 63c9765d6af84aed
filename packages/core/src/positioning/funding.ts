const HOUR_MS = 3_600_000;

/**
 * A settlement's rate in percent per 8 hours (docs/positioning.md §1): rate · 100 · 8 / interval, so
 * rates of venues and symbols on other intervals compare. An unknown interval is taken as 8 h.
 */
export function fundingPer8hPct(rate: number | null, intervalHours: number | null): number | null {
  if (rate === null || !Number.isFinite(rate)) return null;
  const hours = intervalHours !== null && intervalHours > 0 ? intervalHours : 8;
  return (rate * 100 * 8) / hours;
}

/**
 * Annualised funding in percent (docs/positioning.md §1): rate · (24 / interval) · 365 · 100, simple
 * (not compounded). An unknown interval is taken as 8 h.
 */
export function fundingAnnualisedPct(rate: number | null, intervalHours: number | null): number | null {
  if (rate === null || !Number.isFinite(rate)) return null;
  const hours = intervalHours !== null && intervalHours > 0 ? intervalHours : 8;
  return rate * (24 / hours) * 365 * 100;
}

/**
 * The next settlement time (docs/positioning.md §2): the venue's own when its forecast gives one after
 * `asOf`; else the last settlement plus its interval, stepped on by whole intervals until it is after
 * `asOf`; null when neither is known.
 */
export function nextFundingTime(
  asOf: number,
  lastSettlement: number | null,
  intervalHours: number | null,
  venueNext: number | null,
): number | null {
  if (venueNext !== null && venueNext > asOf) return venueNext;
  if (lastSettlement === null || intervalHours === null || !(intervalHours > 0)) return null;
  const step = intervalHours * HOUR_MS;
  const steps = Math.max(1, Math.floor((asOf - lastSettlement) / step) + 1);
  return lastSettlement + steps * step;
}
