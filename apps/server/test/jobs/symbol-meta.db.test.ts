import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobContext } from '../../src/jobs/job-context.ts';
import { createCoinGeckoProvider } from '../../src/market/caps/coingecko-provider.ts';
import type { MarketDataSource, MarketSymbol } from '../../src/market/market-source.ts';
import { createCandleRepository } from '../../src/repositories/candle-repository.ts';
import { createFormingCandleRepository } from '../../src/repositories/forming-candle-repository.ts';
import { createMarketCapRepository } from '../../src/repositories/market-cap-repository.ts';
import { createMarketSymbolRepository } from '../../src/repositories/market-symbol-repository.ts';
import { createTaskRepository } from '../../src/repositories/task-repository.ts';
import type { CprService } from '../../src/services/cpr/cpr-service.ts';
import type { IctService } from '../../src/services/ict/ict-service.ts';
import type { LiquidityService } from '../../src/services/liquidity/liquidity-service.ts';
import { createMarketCapService } from '../../src/services/market/market-cap-service.ts';
import { createMarketIngestService } from '../../src/services/market/market-ingest-service.ts';
import type { VolumeService } from '../../src/services/volume/volume-service.ts';
import { type CoinGeckoMock, startCoinGeckoMock } from '../mocks/coingecko-mock.ts';
import { runJob } from '../support/cpr-job-context.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const SOURCE = 'exchange:BINANCE';
let listed: string[] = [];
/** An exchange-like source: symbols without caps. */
const source = {
  kind: 'exchange',
  listSymbols: async (): Promise<MarketSymbol[]> =>
    listed.map((symbol) => ({ symbol, base: symbol.replace(/USDT$/, ''), marketCap: null })),
} as unknown as MarketDataSource;

let t: TestDatabase;
let mock: CoinGeckoMock;
let context: JobContext;

const coins = [
  { id: 'bitcoin', symbol: 'btc', market_cap: 1.9e12 },
  { id: 'ethereum', symbol: 'eth', market_cap: 4e11 },
  { id: 'pepe', symbol: 'pepe', market_cap: 4.2e9 },
  { id: 'mog-coin', symbol: 'mog', market_cap: 5e8 },
  { id: 'pepe-copy', symbol: 'pepe', market_cap: 3e6 },
  { id: 'tiny', symbol: 'tiny', market_cap: 2e7 },
];

beforeAll(async () => {
  t = await createTestDatabase();
  mock = await startCoinGeckoMock(coins);
  const symbols = createMarketSymbolRepository(t.db);
  const marketCaps = createMarketCapService({
    provider: createCoinGeckoProvider({
      baseUrl: mock.baseUrl,
      minIntervalMs: 0,
      retryBaseMs: 1,
      maxAttempts: 2,
    }),
    repository: createMarketCapRepository(t.db),
    now: () => new Date(),
  });
  const ingest = createMarketIngestService({
    source,
    sourceKey: SOURCE,
    candles: createCandleRepository(t.db),
    forming: createFormingCandleRepository(t.db),
    symbols,
    caps: marketCaps,
  });
  context = {
    now: () => Date.now(),
    source: SOURCE,
    ingest,
    marketCaps,
    candles: createCandleRepository(t.db),
    symbols,
    tasks: createTaskRepository(t.db),
    cpr: {} as CprService,
    ict: {} as IctService,
    liquidity: {} as LiquidityService,
    volume: {} as VolumeService,
  };
});
afterAll(async () => {
  await mock.close();
  await t.close();
});
beforeEach(async () => {
  await t.truncate();
  mock.requests.length = 0;
  listed = ['BTCUSDT', 'ETHUSDT', '1000PEPEUSDT', '1000000MOGUSDT', 'TINYUSDT', 'NEWUSDT'];
});

const caps = async () =>
  Object.fromEntries(
    (await context.symbols.listActive(SOURCE)).map((r) => [r.symbol, [r.marketCap, r.capCategory]]),
  );

describe('rebuild-symbol-meta on an exchange source', () => {
  it('fills market caps and cap categories from the market-cap API', async () => {
    const result = await runJob(context, 'symbol-meta', {});
    expect(await caps()).toEqual({
      '1000000MOGUSDT': [5e8, 'Small'],
      '1000PEPEUSDT': [4.2e9, 'Mid'],
      BTCUSDT: [1.9e12, 'Large'],
      ETHUSDT: [4e11, 'Large'],
      NEWUSDT: [null, 'Unknown'],
      TINYUSDT: [2e7, 'Micro'],
    });
    expect(result.detail).toMatch(/5 with a market cap .*Market caps from coingecko: 5 coins\./);
    expect(result.changed).toEqual(['cpr']);
  });

  it('keeps the last good caps when the API fails, and across a restart-time symbol sync', async () => {
    await runJob(context, 'symbol-meta', {});
    const good = await caps();
    mock.setCoins(coins.map((c) => ({ ...c, market_cap: 1 })));
    mock.fail({ kind: '500' }, { kind: '500' });
    const failed = await runJob(context, 'symbol-meta', {});
    expect(failed.detail).toMatch(/Market caps from coingecko failed \(.*HTTP 500\): kept the last 5\./);
    expect(await caps()).toEqual(good);
    mock.fail({ kind: 'garbage' });
    await runJob(context, 'symbol-meta', {});
    expect(await caps()).toEqual(good);
    // The start-up sync (no API call) applies the stored caps too.
    await context.ingest.syncSymbols();
    expect(await caps()).toEqual(good);
    mock.setCoins(coins);
  });

  it('follows the API once it answers again, and a newly listed coin gets its cap', async () => {
    await runJob(context, 'symbol-meta', {});
    mock.setCoins([...coins, { id: 'new', symbol: 'new', market_cap: 1.5e9 }]);
    await runJob(context, 'symbol-meta', {});
    expect((await caps()).NEWUSDT).toEqual([1.5e9, 'Mid']);
    mock.setCoins(coins);
  });
});
