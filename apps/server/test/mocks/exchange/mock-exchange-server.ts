import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBinanceVenue } from './binance-venue.ts';
import { createBybitVenue } from './bybit-venue.ts';
import { createMexcVenue } from './mexc-venue.ts';
import { createMockFaults, type MockFaultRule, type MockFaults } from './mock-faults.ts';
import { type MockInstrument, mockUniverse } from './mock-universe.ts';
import type { MockReply, MockRequest, MockVenue, MockVenueContext } from './mock-venue.ts';
import { recordedBody } from './recorded-bodies.ts';
import { withRecordedMarketData } from './recorded-venue.ts';
import { createTokenBucket } from './token-bucket.ts';

export type MockExchangeName = 'BINANCE' | 'BYBIT' | 'MEXC';

export interface MockExchangeOptions {
  exchange: MockExchangeName;
  /** Active linear USDT perpetuals to list (decoys come on top). Default 20. */
  symbols?: number;
  /** The exchange's clock (decides the forming bar). Default wall time. */
  now?: () => number;
  /** Enforce the exchange's documented rate limit. Default true. */
  rateLimit?: boolean;
  /** Run the rate-limit clock this many times faster than wall time. Default 1. */
  timeScale?: number;
  /** Replaces the exchange's documented budget (tests that need a 429 quickly). */
  budget?: { capacity: number; windowMs: number };
  /**
   * Serve the recorded markets and klines of the real exchange (test/fixtures/exchange/) instead of
   * the generated universe: `true` for the default files, or the files to use.
   */
  recorded?: boolean | { markets?: string; klines?: string };
}

export interface MockStats {
  requests: number;
  /** Weight accepted, in the exchange's units. */
  weight: number;
  rateLimited: number;
  faults: number;
  byPath: Record<string, number>;
  /** CPU time of the serving process (only in `/__mock/stats`). */
  cpuMs?: number;
}

export interface MockExchange {
  readonly baseUrl: string;
  readonly universe: MockInstrument[];
  readonly faults: MockFaults;
  /** Every request received, in arrival order. */
  readonly log: MockRequest[];
  stats(): MockStats;
  close(): Promise<void>;
}

const venues: Record<MockExchangeName, (ctx: MockVenueContext) => MockVenue> = {
  BINANCE: createBinanceVenue,
  BYBIT: createBybitVenue,
  MEXC: createMexcVenue,
};

function faultReply(rule: MockFaultRule): MockReply {
  const retry = { 'Retry-After': String(rule.retryAfterSec ?? 1) };
  switch (rule.kind) {
    case '429':
      return {
        status: 429,
        headers: retry,
        body: recordedBody('BINANCE', 'error_429_too_many_requests.json'),
      };
    case '418': {
      const body = recordedBody('BINANCE', 'error_418_ip_banned.json');
      return {
        status: 418,
        headers: rule.retryAfterSec === undefined ? {} : retry,
        body: rule.banUntilMs === undefined ? body : body.replace(/until \d+/, `until ${rule.banUntilMs}`),
      };
    }
    case '451':
      return { status: 451, body: recordedBody('BINANCE', 'error_451_restricted_location.json') };
    case '503':
      return { status: 503, body: recordedBody('BINANCE', 'error_503_fapi_internal_error.json') };
    case '403-cloudfront':
      return {
        status: 403,
        headers: { 'Content-Type': 'text/html' },
        body: recordedBody('BYBIT', 'error_403_cloudfront_partial.json'),
      };
    case '10006':
      return {
        status: 200,
        headers:
          rule.resetAtMs === undefined ? {} : { 'X-Bapi-Limit-Reset-Timestamp': String(rule.resetAtMs) },
        body: recordedBody('BYBIT', 'error_10006_too_many_visits.json'),
      };
    case 'mexc-1001':
      return { status: 200, body: recordedBody('MEXC', 'error_1001_contract_not_exist_gct.json') };
    case '500':
      return { status: 500, body: 'Internal Server Error' };
    case '502':
      return { status: 502, body: '<html><body>502 Bad Gateway</body></html>' };
    default:
      return { status: 200, body: '{"truncated": [1, 2' };
  }
}

/** Starts a mock of one exchange's public HTTP API on 127.0.0.1 at a free port. */
export async function startMockExchange(options: MockExchangeOptions): Promise<MockExchange> {
  const now = options.now ?? (() => Date.now());
  const universe = mockUniverse(options.symbols ?? 20, now());
  const generated = venues[options.exchange]({ universe, now });
  const venue =
    options.recorded === undefined || options.recorded === false
      ? generated
      : withRecordedMarketData(
          options.exchange,
          generated,
          options.recorded === true ? {} : options.recorded,
        );
  const bucket = createTokenBucket({
    ...(options.budget ?? venue.budget),
    timeScale: options.timeScale ?? 1,
  });
  const faults = createMockFaults();
  const log: MockRequest[] = [];
  const stats: MockStats = { requests: 0, weight: 0, rateLimited: 0, faults: 0, byPath: {} };

  const send = (res: ServerResponse, reply: MockReply): void => {
    if (res.destroyed) return;
    const headers = {
      'Content-Type': 'application/json',
      ...venue.usageHeaders(bucket.used()),
      ...reply.headers,
    };
    res.writeHead(reply.status, headers).end(reply.body);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/__mock/stats') {
      const cpu = process.cpuUsage();
      return send(res, {
        status: 200,
        body: JSON.stringify({ ...stats, cpuMs: (cpu.user + cpu.system) / 1000 }),
      });
    }
    const request: MockRequest = { path: url.pathname, query: url.searchParams, at: performance.now() };
    log.push(request);
    stats.requests += 1;
    stats.byPath[request.path] = (stats.byPath[request.path] ?? 0) + 1;
    const fault = faults.take(request.path, venue.symbolOf(request));
    if (fault !== undefined) stats.faults += 1;
    if (fault !== undefined && fault.kind !== 'delay') return send(res, faultReply(fault));
    const respond = (): void => {
      if (options.rateLimit !== false) {
        const cost = venue.cost(request);
        const taken = bucket.take(cost);
        if (!taken.ok) {
          stats.rateLimited += 1;
          send(res, venue.rateLimited(taken.retryAfterMs));
          return;
        }
        stats.weight += cost;
      } else {
        stats.weight += venue.cost(request);
      }
      send(res, venue.handle(request));
    };
    if (fault?.kind === 'delay') setTimeout(respond, fault.delayMs ?? 1_000);
    else respond();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    universe,
    faults,
    log,
    stats: () => ({ ...stats, byPath: { ...stats.byPath } }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
