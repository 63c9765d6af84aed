import type { MockInstrument } from './mock-universe.ts';

/** One parsed request to a mock exchange. */
export interface MockRequest {
  path: string;
  query: URLSearchParams;
  /** performance.now() when it arrived. */
  at: number;
}

export interface MockReply {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

export interface MockVenueContext {
  universe: MockInstrument[];
  now: () => number;
}

/** The exchange-specific half of a mock: routes, request weights and how it says "slow down". */
export interface MockVenue {
  /** The exchange's documented budget: `capacity` weight per `windowMs`. */
  readonly budget: { capacity: number; windowMs: number };
  /** Exchange-native symbol id the request is about, if any (for fault matching). */
  symbolOf(request: MockRequest): string | undefined;
  /** Weight of the request in the exchange's own units. */
  cost(request: MockRequest): number;
  handle(request: MockRequest): MockReply;
  /** The reply the exchange sends when its rate limit is exceeded. */
  rateLimited(retryAfterMs: number): MockReply;
  /** Extra headers on every reply (e.g. Binance's used-weight header). */
  usageHeaders(used: number): Record<string, string>;
}

export const json = (status: number, value: unknown): MockReply => ({ status, body: JSON.stringify(value) });

export const timeframeMsById: Record<string, number> = {
  '5m': 300_000,
  '1h': 3_600_000,
  '1d': 86_400_000,
  '5': 300_000,
  '60': 3_600_000,
  D: 86_400_000,
  Min5: 300_000,
  Min60: 3_600_000,
  Day1: 86_400_000,
};

/** Parses an integer query parameter; undefined when absent or not a number. */
export function intParam(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}
