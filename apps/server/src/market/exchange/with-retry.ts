import ccxt from 'ccxt';
import { isoOfMs } from '../../lib/time.ts';
import type { RetryAfterGate } from './retry-after-gate.ts';
import { VenueBannedError } from './venue-errors.ts';
import type { VenueStatusTracker } from './venue-status.ts';

/** How transient failures (429/418/5xx/timeouts/garbled bodies) are retried. */
export interface RetryPolicy {
  /** Attempts in total, the first included. */
  maxAttempts: number;
  /** Backoff before retry n is baseDelayMs·2^(n−1), capped at maxDelayMs, with equal jitter. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { maxAttempts: 6, baseDelayMs: 500, maxDelayMs: 30_000 };

/** A response that arrived but cannot be read as the documented shape (e.g. truncated JSON). */
export class MalformedResponseError extends Error {
  override readonly name = 'MalformedResponseError';
}

/**
 * Transient: ccxt's OperationFailed family (NetworkError with RateLimitExceeded, DDoSProtection,
 * ExchangeNotAvailable, OnMaintenance, RequestTimeout; and Binance's -1001 "Internal error… try
 * again" on a 503), a BadResponse, or a malformed body. Anything else (BadSymbol, ExchangeError…)
 * will fail the same way again, and so will a region block (RegionBlockedError); a ban is waited out
 * only when it is short (see withRetry).
 */
function isRetryable(error: unknown): boolean {
  return (
    error instanceof ccxt.OperationFailed ||
    error instanceof ccxt.BadResponse ||
    error instanceof MalformedResponseError
  );
}

export function backoffDelayMs(policy: RetryPolicy, retry: number, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return ceiling / 2 + (random() * ceiling) / 2;
}

export interface RetryDeps {
  gate: RetryAfterGate;
  /** The venue's condition: under a ban longer than `maxDelayMs` nothing is sent (VenueBannedError). */
  status?: VenueStatusTracker;
  sleep: (ms: number) => Promise<void>;
  random?: () => number;
  onRetry?: (retry: number, delayMs: number, error: unknown) => void;
}

/** Runs `attempt` until it succeeds, a non-transient error occurs, or the attempts run out. */
export async function withRetry<T>(
  attempt: () => Promise<T>,
  policy: RetryPolicy,
  deps: RetryDeps,
): Promise<T> {
  const random = deps.random ?? Math.random;
  for (let n = 1; ; n++) {
    await deps.gate.wait();
    const banned = deps.status?.current();
    const banLeft = deps.status?.banRemainingMs() ?? 0;
    if (banLeft > policy.maxDelayMs) {
      const until = banned?.untilMs ?? null;
      throw new VenueBannedError(
        `IP banned until ${until === null ? 'an unstated time' : isoOfMs(until)}: not sent`,
        until,
      );
    }
    if (banLeft > 0) await deps.sleep(banLeft);
    try {
      return await attempt();
    } catch (error) {
      const shortBan =
        error instanceof VenueBannedError && (deps.status?.banRemainingMs() ?? 0) <= policy.maxDelayMs;
      if (!(isRetryable(error) || shortBan) || n >= policy.maxAttempts) throw error;
      const delay = Math.max(backoffDelayMs(policy, n, random), deps.gate.remainingMs());
      deps.onRetry?.(n, delay, error);
      await deps.sleep(delay);
    }
  }
}
