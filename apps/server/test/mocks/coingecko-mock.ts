import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One coin of the mock's list, in CoinGecko's `coins/markets` shape (the fields read). */
export interface MockCoin {
  id: string;
  symbol: string;
  market_cap: number | null;
}

/** A scripted reply taking the place of the next request's answer. */
export type MockCapsFault =
  | { kind: '429'; retryAfter?: string }
  | { kind: '500' | '502' | 'garbage' | 'not-a-list' | '401' };

export interface CoinGeckoMock {
  readonly baseUrl: string;
  /** Every request: page asked for and headers. */
  readonly requests: { page: number; query: URLSearchParams; headers: IncomingHttpHeaders }[];
  /** Queues faults for the next requests, in order. */
  fail(...faults: MockCapsFault[]): void;
  /** Replaces the coin list (sorted by market cap, descending, as CoinGecko answers). */
  setCoins(coins: MockCoin[]): void;
  close(): Promise<void>;
}

/** A local mock of CoinGecko's `GET /coins/markets` on 127.0.0.1 at a free port (tests only). */
export async function startCoinGeckoMock(coins: MockCoin[]): Promise<CoinGeckoMock> {
  let list = [...coins];
  const faults: MockCapsFault[] = [];
  const requests: CoinGeckoMock['requests'] = [];
  const sorted = () => [...list].sort((a, b) => (b.market_cap ?? 0) - (a.market_cap ?? 0));
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/api/v3/coins/markets') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    const page = Number(url.searchParams.get('page') ?? '1');
    const perPage = Number(url.searchParams.get('per_page') ?? '100');
    requests.push({ page, query: url.searchParams, headers: req.headers });
    const fault = faults.shift();
    const json = { 'content-type': 'application/json' };
    if (fault?.kind === '429') {
      const headers = fault.retryAfter === undefined ? json : { ...json, 'retry-after': fault.retryAfter };
      res.writeHead(429, headers).end('{"status":{"error_code":429,"error_message":"rate limited"}}');
    } else if (fault?.kind === '500' || fault?.kind === '502') {
      res.writeHead(Number(fault.kind), { 'content-type': 'text/html' }).end('<html>oops</html>');
    } else if (fault?.kind === '401') {
      res.writeHead(401, json).end('{"status":{"error_code":10002,"error_message":"bad key"}}');
    } else if (fault?.kind === 'garbage') {
      res.writeHead(200, json).end('[{"id":"bitcoin","symbol":"btc","market_c');
    } else if (fault?.kind === 'not-a-list') {
      res.writeHead(200, json).end('{"coins":[]}');
    } else {
      const rows = sorted().slice((page - 1) * perPage, page * perPage);
      res.writeHead(200, json).end(JSON.stringify(rows));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v3`,
    requests,
    fail: (...more) => faults.push(...more),
    setCoins: (next) => {
      list = [...next];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
