import { describe, expect, it } from 'vitest';
import { createMarketSource } from '../../src/market/create-market-source.ts';
import { resolveSimClock } from '../../src/market/simulated/sim-clock.ts';

describe('createMarketSource', () => {
  it('builds the source named by MARKET_SOURCE', async () => {
    const clock = resolveSimClock(undefined, 1, Date.UTC(2026, 2, 1)).anchor;
    const sim = await createMarketSource({
      source: 'simulated',
      filesDir: undefined,
      simSeed: 1,
      simClock: clock,
    });
    expect(sim.kind).toBe('simulated');
    const exchange = await createMarketSource({
      source: 'exchange',
      filesDir: undefined,
      simSeed: 1,
      exchange: 'BYBIT',
    });
    expect(exchange.kind).toBe('exchange');
    await exchange.close();
  });

  it('says clearly what is missing', async () => {
    await expect(createMarketSource({ source: 'files', filesDir: undefined, simSeed: 1 })).rejects.toThrow(
      'MARKET_FILES_DIR: required when MARKET_SOURCE=files',
    );
    await expect(
      createMarketSource({ source: 'simulated', filesDir: undefined, simSeed: 1 }),
    ).rejects.toThrow(/sim clock/);
    await expect(createMarketSource({ source: 'exchange', filesDir: undefined, simSeed: 1 })).rejects.toThrow(
      /default_exchange/,
    );
  });
});
