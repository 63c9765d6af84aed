/**
 * A shared pause for every request to one exchange. Binance's 429/418 `Retry-After` bans the IP,
 * not one request, so when any response carries it all requests wait until it has passed.
 */
export interface RetryAfterGate {
  /** Records a `Retry-After` header value (seconds or an HTTP date); ignores junk. */
  note(retryAfter: string | undefined): void;
  /** Records an absolute reopening time (epoch ms, e.g. Bybit's `X-Bapi-Limit-Reset-Timestamp`). */
  noteUntil(epochMs: number | undefined): void;
  /** Epoch ms at which the gate opens (in the past when open). */
  opensAt(): number;
  /** Milliseconds left before requests may go out again (0 when open). */
  remainingMs(): number;
  /** Resolves once the gate is open. */
  wait(): Promise<void>;
}

export interface RetryAfterGateOptions {
  /** Longest pause accepted from a header (protects against absurd values). */
  maxMs?: number;
  clock?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export const sleepMs = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function parseRetryAfterMs(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

export function createRetryAfterGate(options: RetryAfterGateOptions = {}): RetryAfterGate {
  const clock = options.clock ?? Date.now;
  const sleep = options.sleep ?? sleepMs;
  const maxMs = options.maxMs ?? 300_000;
  let openAt = 0;
  const remainingMs = (): number => Math.max(0, openAt - clock());
  return {
    note(retryAfter) {
      const ms = parseRetryAfterMs(retryAfter, clock());
      if (ms !== undefined) openAt = Math.max(openAt, clock() + Math.min(ms, maxMs));
    },
    noteUntil(epochMs) {
      if (epochMs === undefined || !Number.isFinite(epochMs)) return;
      openAt = Math.max(openAt, Math.min(epochMs, clock() + maxMs));
    },
    opensAt: () => openAt,
    remainingMs,
    async wait() {
      for (let left = remainingMs(); left > 0; left = remainingMs()) await sleep(left);
    },
  };
}
