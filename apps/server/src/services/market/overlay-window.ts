import { OVERLAY_DEFAULT_BARS, OVERLAY_MAX_BARS, type OverlaysQuery } from '@app/contracts';
import { bucketStart, timeframeMs } from '@app/core';
import { BadRequestError } from '../errors.ts';

/** The bar window of an overlays request, `[from, to)` in epoch ms. */
export interface OverlayWindow {
  from: number;
  to: number;
}

/**
 * The window of `market/overlays/`: `to` defaults to `now` and `from` to the open of the 500th bar
 * of `tf` ending at `to` (the bar containing `to − 1` is the last). A window of more than 1,500
 * bars, or one starting at or after the market's now, is refused (400).
 */
export function overlayWindow(query: OverlaysQuery, now: number): OverlayWindow {
  const span = timeframeMs(query.tf);
  const to = query.to ?? now;
  const from = query.from ?? bucketStart(query.tf, Math.min(to, now) - 1) - (OVERLAY_DEFAULT_BARS - 1) * span;
  if (from >= to) throw new BadRequestError('from must be before to.', { from: ['from must be before to.'] });
  if ((to - from) / span > OVERLAY_MAX_BARS + 1) {
    const detail = `The window spans more than ${OVERLAY_MAX_BARS} bars of ${query.tf}.`;
    throw new BadRequestError(detail, { from: [detail] });
  }
  if (from >= now) {
    throw new BadRequestError('The window starts after the newest data.', {
      from: ['from is in the future.'],
    });
  }
  return { from, to };
}
