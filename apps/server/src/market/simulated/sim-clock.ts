import { bucketStart } from '@app/core';

/**
 * The simulated market's clock (stored in `sim_clock`, shared by every process on the database):
 * market time = anchorMarketMs + (wall − anchorWallMs) × speed. With SIM_SPEED = 1 market time is
 * wall time; with SIM_SPEED = k it runs k× faster than the wall clock from the moment the database
 * was first started (so a 5m bar closes every 5/k minutes and the market's "now" moves ahead of the
 * wall clock). Restarts keep the anchor, so the market's history never moves; changing SIM_SPEED
 * re-anchors at the current market time, so market time never jumps.
 */
export interface SimClockAnchor {
  anchorWallMs: number;
  anchorMarketMs: number;
  speed: number;
  /** Start of the UTC month of the first start: where the simulated new listings are placed. */
  listingAnchorMs: number;
}

export function marketTimeAt(anchor: SimClockAnchor, wallMs: number): number {
  return Math.floor(anchor.anchorMarketMs + (wallMs - anchor.anchorWallMs) * anchor.speed);
}

/** Wall milliseconds until market time advances by `marketMs`. */
export function wallDelayFor(anchor: Pick<SimClockAnchor, 'speed'>, marketMs: number): number {
  return marketMs / anchor.speed;
}

/**
 * The anchor to run with: the stored one when its speed matches; a re-anchored one (same market time
 * now, new speed) when SIM_SPEED changed; a new one at the wall clock when none is stored.
 * `changed` says whether it must be saved.
 */
export function resolveSimClock(
  stored: SimClockAnchor | undefined,
  speed: number,
  wallNow: number,
): { anchor: SimClockAnchor; changed: boolean } {
  if (!stored) {
    return {
      anchor: {
        anchorWallMs: wallNow,
        anchorMarketMs: wallNow,
        speed,
        listingAnchorMs: bucketStart('1M', wallNow),
      },
      changed: true,
    };
  }
  if (stored.speed === speed) return { anchor: stored, changed: false };
  return {
    anchor: { ...stored, anchorWallMs: wallNow, anchorMarketMs: marketTimeAt(stored, wallNow), speed },
    changed: true,
  };
}
