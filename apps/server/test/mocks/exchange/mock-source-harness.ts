import { createExchangeSource, type ExchangeSource } from '../../../src/market/exchange/exchange-source.ts';
import type { ExchangeSourceOptions } from '../../../src/market/exchange/exchange-source-options.ts';
import { type MockExchange, type MockExchangeOptions, startMockExchange } from './mock-exchange-server.ts';

/** A fixed exchange clock for tests: 2½ minutes into the 12:00 UTC 5m bar of 2025-06-15. */
export const testNow = Date.UTC(2025, 5, 15, 12, 2, 30);

export interface MockedSource {
  mock: MockExchange;
  source: ExchangeSource;
  close(): Promise<void>;
}

/**
 * A mock exchange and an exchange source pointed at it, sharing one clock; ccxt's limiter off and
 * tiny backoffs unless the caller overrides them.
 */
export async function startMockedSource(
  mockOptions: MockExchangeOptions,
  sourceOptions: Partial<ExchangeSourceOptions> = {},
): Promise<MockedSource> {
  const now = mockOptions.now ?? (() => testNow);
  const mock = await startMockExchange({ rateLimit: false, ...mockOptions, now });
  const source = createExchangeSource({
    exchange: mockOptions.exchange,
    apiBaseUrl: mock.baseUrl,
    rateLimit: { enabled: false },
    retry: { maxAttempts: 4, baseDelayMs: 2, maxDelayMs: 20 },
    timeoutMs: 2_000,
    now,
    ...sourceOptions,
  });
  return {
    mock,
    source,
    close: async () => {
      await source.close();
      await mock.close();
    },
  };
}
