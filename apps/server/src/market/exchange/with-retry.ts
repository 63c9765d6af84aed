import ccxt from 'ccxt';
import type { RetryAfterGate } from './retry-after-gate.ts';

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
 * Transient: ccxt's NetworkError family (RateLimitExceeded, DDoSProtection, ExchangeNotAvailable,
 * OnMaintenance, RequestTimeout), a BadResponse, or a malformed body. Anything else (BadSymbol,
 * ExchangeError…) will fail the same way again.
 */
export function isRetryable(error: unknown): boolean {
  return (
    error instanceof ccxt.NetworkError ||
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
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryable(error) || n >= policy.maxAttempts) throw error;
      const delay = Math.max(backoffDelayMs(policy, n, random), deps.gate.remainingMs());
      deps.onRetry?.(n, delay, error);
      await deps.sleep(delay);
    }
  }
}
