/**
 * A token bucket on a scalable clock: `capacity` tokens refilled evenly over `windowMs`.
 * `timeScale` > 1 runs the exchange's clock faster than wall time (a bench at 60× sees a one-minute
 * window pass in one real second); `retryAfterMs` is in real milliseconds.
 */
export interface TokenBucket {
  take(cost: number): { ok: true } | { ok: false; retryAfterMs: number };
  /** Tokens currently used, in exchange units (what `X-MBX-USED-WEIGHT-1M` reports). */
  used(): number;
}

export interface TokenBucketOptions {
  capacity: number;
  windowMs: number;
  timeScale?: number;
  clock?: () => number;
}

export function createTokenBucket(options: TokenBucketOptions): TokenBucket {
  const clock = options.clock ?? (() => performance.now());
  const scale = options.timeScale ?? 1;
  const refillPerRealMs = (options.capacity / options.windowMs) * scale;
  let tokens = options.capacity;
  let last = clock();
  const refill = (): void => {
    const t = clock();
    tokens = Math.min(options.capacity, tokens + (t - last) * refillPerRealMs);
    last = t;
  };
  return {
    take(cost) {
      refill();
      if (tokens >= cost) {
        tokens -= cost;
        return { ok: true };
      }
      return { ok: false, retryAfterMs: Math.ceil((cost - tokens) / refillPerRealMs) };
    },
    used() {
      refill();
      return Math.round(options.capacity - tokens);
    },
  };
}
