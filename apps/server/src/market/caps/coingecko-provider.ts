import { z } from 'zod';
import { keepLargest, type MarketCapProvider } from './market-cap-provider.ts';

/** CoinGecko's public API (a Pro key goes with `https://pro-api.coingecko.com/api/v3`). */
export const COINGECKO_URL = 'https://api.coingecko.com/api/v3';

export interface CoinGeckoOptions {
  /** API root, e.g. `COINGECKO_URL` or a local mock. */
  baseUrl: string;
  /** Sent as `x-cg-pro-api-key` when the URL is the Pro API, else as `x-cg-demo-api-key`. */
  apiKey?: string;
  /** Coins per page: CoinGecko's maximum, 250. */
  perPage?: number;
  /** Pages read at most (250 coins each, by market cap): default 8, the top 2000 coins. */
  maxPages?: number;
  /**
   * Pause between requests. Default: 12 s without a key (the public API allows 5–15 calls a
   * minute), 2.1 s with a Demo key (30 a minute), 0.2 s on the Pro API (500 a minute).
   */
  minIntervalMs?: number;
  /** Attempts per page on 429, 5xx and network errors. Default 5. */
  maxAttempts?: number;
  /** First backoff without a Retry-After; doubles per attempt. Default 5 s. */
  retryBaseMs?: number;
  /** The longest Retry-After honoured (longer ones are capped). Default 120 s. */
  maxRetryAfterMs?: number;
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

const CoinRow = z.object({
  symbol: z.string(),
  market_cap: z.number().nullable().optional(),
});
const CoinPage = z.array(CoinRow);

class RetryableError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** Retry-After as seconds or an HTTP date, in ms; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Market caps from CoinGecko's `coins/markets` (vs_currency=usd, order=market_cap_desc, 250 a page),
 * paged until every wanted ticker was seen, a short page, or `maxPages`. Coins come largest first, so
 * the first coin met for a ticker is the largest of that ticker. Requests are spaced to the
 * documented rate limit; a 429 waits its Retry-After (else exponential backoff), a 5xx or network
 * error backs off and retries; a body that is not the documented list fails the fetch at once.
 */
export function createCoinGeckoProvider(options: CoinGeckoOptions): MarketCapProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const pro = /pro-api\.coingecko\.com/.test(base);
  const perPage = options.perPage ?? 250;
  const maxPages = options.maxPages ?? 8;
  const interval = options.minIntervalMs ?? (options.apiKey ? (pro ? 200 : 2_100) : 12_000);
  const attempts = options.maxAttempts ?? 5;
  const retryBase = options.retryBaseMs ?? 5_000;
  const maxRetryAfter = options.maxRetryAfterMs ?? 120_000;
  const sleep = options.sleep ?? defaultSleep;
  const doFetch = options.fetch ?? fetch;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.apiKey) headers[pro ? 'x-cg-pro-api-key' : 'x-cg-demo-api-key'] = options.apiKey;
  let lastRequestAt = Number.NEGATIVE_INFINITY;

  const request = async (page: number): Promise<z.infer<typeof CoinPage>> => {
    const wait = lastRequestAt + interval - Date.now();
    if (wait > 0) await sleep(wait);
    lastRequestAt = Date.now();
    const url = `${base}/coins/markets?vs_currency=usd&order=market_cap_desc&per_page=${perPage}&page=${page}`;
    let res: Response;
    try {
      res = await doFetch(url, { headers, signal: AbortSignal.timeout(options.timeoutMs ?? 20_000) });
    } catch (error) {
      throw new RetryableError(
        `coins/markets page ${page}: ${error instanceof Error ? error.message : error}`,
      );
    }
    const text = await res.text().catch(() => '');
    if (res.status === 429) {
      throw new RetryableError(
        `coins/markets page ${page}: 429`,
        retryAfterMs(res.headers.get('retry-after')),
      );
    }
    if (res.status >= 500) throw new RetryableError(`coins/markets page ${page}: HTTP ${res.status}`);
    if (!res.ok) throw new Error(`coins/markets page ${page}: HTTP ${res.status} ${text.slice(0, 200)}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`coins/markets page ${page}: not JSON (${text.slice(0, 80)})`);
    }
    const parsed = CoinPage.safeParse(body);
    if (!parsed.success) throw new Error(`coins/markets page ${page}: not a list of coins`);
    return parsed.data;
  };

  const pageWithRetry = async (page: number) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await request(page);
      } catch (error) {
        if (!(error instanceof RetryableError) || attempt >= attempts) throw error;
        const backoff = error.retryAfterMs ?? retryBase * 2 ** (attempt - 1);
        await sleep(Math.min(backoff, maxRetryAfter));
      }
    }
  };

  return {
    name: 'coingecko',
    async fetch(tickers) {
      const caps = new Map<string, number>();
      const seen = new Set<string>();
      for (let page = 1; page <= maxPages; page++) {
        const rows = await pageWithRetry(page);
        for (const row of rows) {
          const ticker = row.symbol.trim().toUpperCase();
          if (!tickers.has(ticker)) continue;
          seen.add(ticker);
          keepLargest(caps, ticker, row.market_cap ?? 0);
        }
        if (rows.length < perPage || seen.size >= tickers.size) break;
      }
      return caps;
    },
  };
}
