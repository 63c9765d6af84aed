import { afterEach, describe, expect, it } from 'vitest';
import { createCoinGeckoProvider, retryAfterMs } from '../../../src/market/caps/coingecko-provider.ts';
import { type CoinGeckoMock, type MockCoin, startCoinGeckoMock } from '../../mocks/coingecko-mock.ts';

/** 600 coins, caps descending: c0 (largest) … c599; `btc` first, a small `pepe` twin late. */
function coins(): MockCoin[] {
  const list: MockCoin[] = [];
  for (let i = 0; i < 600; i++) list.push({ id: `coin-${i}`, symbol: `c${i}`, market_cap: 1e12 / (i + 1) });
  list[0] = { id: 'bitcoin', symbol: 'btc', market_cap: 1.9e12 };
  list[10] = { id: 'pepe', symbol: 'pepe', market_cap: 4e9 };
  list[400] = { id: 'pepe-twin', symbol: 'PEPE', market_cap: 2e6 };
  list[20] = { id: 'no-cap', symbol: 'nocap', market_cap: null };
  return list;
}

let mock: CoinGeckoMock | undefined;
afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

const sleeps: number[] = [];
const provider = (baseUrl: string, extra: Partial<Parameters<typeof createCoinGeckoProvider>[0]> = {}) =>
  createCoinGeckoProvider({
    baseUrl,
    minIntervalMs: 0,
    retryBaseMs: 10,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...extra,
  });

describe('CoinGecko coins/markets against a local mock', () => {
  it('pages by market cap until every ticker is seen; a shared ticker takes the largest cap', async () => {
    mock = await startCoinGeckoMock(coins());
    const caps = await provider(mock.baseUrl).fetch(new Set(['BTC', 'PEPE', 'C300']));
    expect([...caps].sort()).toEqual([
      ['BTC', 1.9e12],
      ['C300', 1e12 / 301],
      ['PEPE', 4e9],
    ]);
    // C300 is on page 2: the third page (the small PEPE twin) is never asked for.
    expect(mock.requests.map((r) => r.page)).toEqual([1, 2]);
    const query = Object.fromEntries(mock.requests[0]?.query ?? []);
    expect(query).toEqual({ vs_currency: 'usd', order: 'market_cap_desc', per_page: '250', page: '1' });
  });

  it('stops at a short page and at maxPages', async () => {
    mock = await startCoinGeckoMock(coins());
    // A coin without a cap (listed last, as CoinGecko does) gives none.
    expect([...(await provider(mock.baseUrl).fetch(new Set(['NOCAP', 'MISSING'])))]).toEqual([]);
    expect(mock.requests.map((r) => r.page)).toEqual([1, 2, 3]);
    mock.requests.length = 0;
    await provider(mock.baseUrl, { maxPages: 2 }).fetch(new Set(['MISSING']));
    expect(mock.requests.map((r) => r.page)).toEqual([1, 2]);
  });

  it('sends a Demo key as x-cg-demo-api-key, none without one, and spaces requests', async () => {
    mock = await startCoinGeckoMock(coins());
    await provider(mock.baseUrl, { apiKey: 'CG-test' }).fetch(new Set(['BTC']));
    expect(mock.requests[0]?.headers['x-cg-demo-api-key']).toBe('CG-test');
    await provider(mock.baseUrl).fetch(new Set(['BTC']));
    expect(mock.requests[1]?.headers['x-cg-demo-api-key']).toBeUndefined();
    sleeps.length = 0;
    await provider(mock.baseUrl, { minIntervalMs: 5_000 }).fetch(new Set(['MISSING']));
    expect(sleeps).toHaveLength(2);
    for (const ms of sleeps) expect(ms).toBeGreaterThan(4_000);
  });

  it('waits out a 429 for its Retry-After, then backs off exponentially without one', async () => {
    mock = await startCoinGeckoMock(coins());
    mock.fail({ kind: '429', retryAfter: '7' }, { kind: '429' }, { kind: '500' }, { kind: '502' });
    sleeps.length = 0;
    const caps = await provider(mock.baseUrl).fetch(new Set(['BTC']));
    expect(caps.get('BTC')).toBe(1.9e12);
    expect(sleeps).toEqual([7_000, 20, 40, 80]);
    expect(mock.requests).toHaveLength(5);
  });

  it('gives up after maxAttempts of 429/5xx', async () => {
    mock = await startCoinGeckoMock(coins());
    mock.fail({ kind: '500' }, { kind: '500' }, { kind: '500' });
    await expect(provider(mock.baseUrl, { maxAttempts: 3 }).fetch(new Set(['BTC']))).rejects.toThrow(
      /HTTP 500/,
    );
    expect(mock.requests).toHaveLength(3);
  });

  it('fails at once on garbage, a body of the wrong shape and a refused key', async () => {
    mock = await startCoinGeckoMock(coins());
    mock.fail({ kind: 'garbage' });
    await expect(provider(mock.baseUrl).fetch(new Set(['BTC']))).rejects.toThrow(/not JSON/);
    mock.fail({ kind: 'not-a-list' });
    await expect(provider(mock.baseUrl).fetch(new Set(['BTC']))).rejects.toThrow(/not a list/);
    mock.fail({ kind: '401' });
    await expect(provider(mock.baseUrl).fetch(new Set(['BTC']))).rejects.toThrow(/HTTP 401/);
    expect(mock.requests).toHaveLength(3);
  });

  it('fails on a refused connection after its retries', async () => {
    mock = await startCoinGeckoMock([]);
    const url = mock.baseUrl;
    await mock.close();
    mock = undefined;
    await expect(provider(url, { maxAttempts: 2 }).fetch(new Set(['BTC']))).rejects.toThrow(/page 1/);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds or an HTTP date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:10 GMT', Date.UTC(2026, 0, 1))).toBe(10_000);
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs('soon')).toBeUndefined();
  });
});
