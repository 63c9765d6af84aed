import type { ExchangeState } from '@app/contracts';

/** How the venue answers right now, for `health/` and the admin overview. */
export interface VenueStatus {
  state: ExchangeState;
  /** Until when (epoch ms) a ban or a back-off lasts; null when not known or not timed. */
  untilMs: number | null;
  /** The venue's own words (its error message), or null when `ok`. */
  detail: string | null;
}

/**
 * The condition of one venue, set from its replies (venue-client.ts) and read by the retry loop and
 * the status screens. A ban lifts by itself at its end time, a back-off once its pause has passed;
 * a region block holds until a request succeeds again.
 */
export interface VenueStatusTracker {
  current(): VenueStatus;
  /** Milliseconds before requests may be sent again under a ban (0 when not banned). */
  banRemainingMs(): number;
  banned(untilMs: number | null, detail: string): void;
  regionBlocked(detail: string): void;
  rateLimited(untilMs: number | null, detail: string): void;
  /** A reply that is none of the above arrived. */
  answered(): void;
}

/** A ban whose end the venue did not say: assume this long. */
const UNKNOWN_BAN_MS = 5 * 60_000;

const ok: VenueStatus = { state: 'ok', untilMs: null, detail: null };

export function createVenueStatusTracker(clock: () => number = Date.now): VenueStatusTracker {
  let status: VenueStatus = ok;
  const current = (): VenueStatus => {
    const lapsed = status.untilMs !== null && status.untilMs <= clock();
    if ((status.state === 'banned' || status.state === 'rate_limited') && lapsed) status = ok;
    return { ...status };
  };
  return {
    current,
    banRemainingMs() {
      const now = current();
      return now.state === 'banned' && now.untilMs !== null ? Math.max(0, now.untilMs - clock()) : 0;
    },
    banned(untilMs, detail) {
      status = { state: 'banned', untilMs: untilMs ?? clock() + UNKNOWN_BAN_MS, detail };
    },
    regionBlocked(detail) {
      status = { state: 'region_blocked', untilMs: null, detail };
    },
    rateLimited(untilMs, detail) {
      if (current().state === 'banned') return;
      status = { state: 'rate_limited', untilMs, detail };
    },
    answered() {
      if (current().state !== 'banned') status = ok;
    },
  };
}
