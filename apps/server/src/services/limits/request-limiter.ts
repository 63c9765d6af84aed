import type { LimitRule } from '../../repositories/rate-limit-store.ts';
import { RateLimitedError } from '../errors.ts';

/** The limits every API request passes (docs/api.md "Limits"). */
export interface RequestLimits {
  /** Points per window of one signed-in user (keyed by user id), all API processes together. */
  user: LimitRule;
  /** Points per window of one guest (keyed by client address). */
  guest: LimitRule;
  /** Points per window of one client address, every caller behind it together. */
  address: LimitRule;
  /** Requests of one caller in progress at once, per API process; more are refused at once. */
  inFlight: number;
}

/**
 * Far above what the web app sends (a screen load is a dozen requests, the fastest poll one every
 * 5 s), so only a flood meets them: 1200 points a minute per user (a plain read costs 1, a heavy read
 * 5: `config.cost` of the route), 600 per guest, 3000 per address, 12 requests in progress per caller.
 */
export const defaultRequestLimits: RequestLimits = {
  user: { points: 1200, durationSeconds: 60 },
  guest: { points: 600, durationSeconds: 60 },
  address: { points: 3000, durationSeconds: 60 },
  inFlight: 12,
};

/**
 * The counters of one limit: 0 within it, else the seconds to wait. Always answered from memory, with no
 * promise (memory-windows.ts, or shared-windows.ts, synced with the database in the background).
 */
export interface RequestCounter {
  spend(key: string, points: number): number;
  /** Forgets the counts this process holds (tests). */
  clear(): void;
}

export type RequestCounterFactory = (name: string, rule: LimitRule) => RequestCounter;

/** Who is calling: a signed-in user, or a guest known only by its address. */
export interface Caller {
  userId: number | null;
  address: string;
}

export interface RequestLimiter {
  /**
   * Admits one request costing `cost` points: `done()` to go on (then call `release` when it has been
   * answered), or `done(error)` with a RateLimitedError (nothing to release). Calls back synchronously,
   * so the request hook adds no promise.
   */
  admit(caller: Caller, cost: number, done: (error?: RateLimitedError) => void): void;
  release(caller: Caller): void;
  /**
   * Whether `caller` would be refused now, known from memory without spending anything: its requests
   * in progress are at the cap, or a limit refused it (or its address) and the wait it was given has
   * not passed. The early refusal (http/early-refusal.ts) answers such a request before Fastify parses
   * or routes it; null: let it through to `admit`, which decides.
   */
  refusal(caller: Caller, now?: number): RateLimitedError | null;
  clear(): void;
}

const plural = (seconds: number) => (seconds === 1 ? '1 second' : `${seconds} seconds`);

const tooManyRequests = (seconds: number) =>
  new RateLimitedError(seconds, `Too many requests. Try again in ${plural(seconds)}.`);

const tooManyAtOnce = () =>
  new RateLimitedError(1, 'Too many requests at once. Wait for the previous ones to finish.');

const callerKey = (caller: Caller) => (caller.userId === null ? `a:${caller.address}` : `u:${caller.userId}`);

/**
 * Per caller limits: a concurrency cap (in-flight requests per caller, in this process) checked first,
 * so a flood is refused before it costs anything and never queues ahead of another caller's request;
 * then the caller's points (user id, or address for a guest), then the address's points.
 */
export function createRequestLimiter(limits: RequestLimits, counters: RequestCounterFactory): RequestLimiter {
  const users = counters('req-user', limits.user);
  const guests = counters('req-guest', limits.guest);
  const addresses = counters('req-address', limits.address);
  const inFlight = new Map<string, number>();
  // Until when a caller (`u:`/`a:` key) or an address (`n:` key) was told to wait, bounded in size.
  const refusedUntil = new Map<string, number>();
  const remember = (key: string, seconds: number) => {
    if (refusedUntil.size >= 100_000) refusedUntil.clear();
    refusedUntil.set(key, Date.now() + seconds * 1000);
  };
  const waitOf = (key: string, now: number) => {
    const until = refusedUntil.get(key);
    if (until === undefined) return 0;
    if (until <= now) {
      refusedUntil.delete(key);
      return 0;
    }
    return Math.ceil((until - now) / 1000);
  };

  const release = (caller: Caller) => {
    const key = callerKey(caller);
    const count = (inFlight.get(key) ?? 1) - 1;
    if (count <= 0) inFlight.delete(key);
    else inFlight.set(key, count);
  };

  return {
    admit(caller, cost, done) {
      const key = callerKey(caller);
      const running = inFlight.get(key) ?? 0;
      if (running >= limits.inFlight) return done(tooManyAtOnce());
      inFlight.set(key, running + 1);
      // The address is charged only for requests its caller's own limit admits: a caller refused by
      // its own limit does not use up what the others behind the same address may spend.
      const own =
        caller.userId === null
          ? guests.spend(caller.address, cost)
          : users.spend(String(caller.userId), cost);
      const wait = own || addresses.spend(caller.address, cost);
      if (wait === 0) return done();
      remember(own ? key : `n:${caller.address}`, wait);
      release(caller);
      done(tooManyRequests(wait));
    },
    release,
    refusal(caller, now = Date.now()) {
      const key = callerKey(caller);
      if ((inFlight.get(key) ?? 0) >= limits.inFlight) return tooManyAtOnce();
      const wait = waitOf(key, now) || waitOf(`n:${caller.address}`, now);
      return wait > 0 ? tooManyRequests(wait) : null;
    },
    clear() {
      users.clear();
      guests.clear();
      addresses.clear();
      inFlight.clear();
      refusedUntil.clear();
    },
  };
}
