import { afterEach, describe, expect, it } from 'vitest';
import { type MockedSource, startMockedSource } from '../../mocks/exchange/mock-source-harness.ts';
import { expectedDisplaySymbols } from '../../mocks/exchange/mock-universe.ts';

const loadMarketPaths = {
  BINANCE: ['/fapi/v1/exchangeInfo'],
  BYBIT: ['/v5/market/instruments-info'],
  MEXC: ['/api/v3/exchangeInfo', '/api/v1/contract/detail'],
} as const;

describe.each(['BINANCE', 'BYBIT', 'MEXC'] as const)('market discovery on %s (mock)', (exchange) => {
  let run: MockedSource | undefined;
  afterEach(async () => run?.close());

  it('lists only active linear USDT perpetuals, as BTCUSDT-style display symbols', async () => {
    run = await startMockedSource({ exchange, symbols: 30 });
    const symbols = await run.source.listSymbols();
    expect(symbols.map((s) => s.symbol)).toEqual(expectedDisplaySymbols(run.mock.universe));
    expect(symbols.map((s) => s.symbol)).not.toContain('DEADUSDT');
    expect(symbols.every((s) => /^[A-Z0-9]+USDT$/.test(s.symbol) && s.marketCap === null)).toBe(true);
    expect(symbols.find((s) => s.symbol === 'BTCUSDT')?.base).toBe('BTC');
  });

  it('loads markets once, through the served endpoints only', async () => {
    run = await startMockedSource({ exchange, symbols: 5 });
    await run.source.listSymbols();
    await run.source.listSymbols();
    expect(Object.keys(run.mock.stats().byPath).sort()).toEqual([...loadMarketPaths[exchange]].sort());
  });

  it('fetches candles by display symbol, including the forming bar', async () => {
    run = await startMockedSource({ exchange, symbols: 5 });
    const now = run.source.now();
    const candles = await run.source.fetchCandles('ETHUSDT', '1h', now - 5 * 3_600_000, 10);
    expect(candles).toHaveLength(5); // 08:00…12:00, since aligned up to the next bar
    expect(candles.at(-1)?.openTime).toBe(Math.floor(now / 3_600_000) * 3_600_000);
    await expect(run.source.fetchCandles('NOPEUSDT', '1h', now - 3_600_000, 2)).rejects.toThrow(
      /unknown symbol/,
    );
  });
});
