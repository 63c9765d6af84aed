import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/config.ts';
import { createMarketCapProvider } from '../../../src/market/caps/create-market-cap-provider.ts';

const provider = (env: Record<string, string>) =>
  createMarketCapProvider(loadConfig(env).market)?.name ?? null;

describe('createMarketCapProvider', () => {
  it('gives the simulated market none (it ships its caps)', () => {
    expect(provider({ MARKET_CAPS_FILE: '/x.csv' })).toBeNull();
  });

  it('prefers MARKET_CAPS_FILE, else CoinGecko on the exchange source', () => {
    expect(provider({ MARKET_SOURCE: 'exchange', MARKET_CAPS_FILE: '/x.csv' })).toBe('file');
    expect(provider({ MARKET_SOURCE: 'exchange' })).toBe('coingecko');
  });

  it('calls the API from the files source only when MARKET_CAPS_URL is set', () => {
    const files = { MARKET_SOURCE: 'files', MARKET_FILES_DIR: '/k' };
    expect(provider(files)).toBeNull();
    expect(provider({ ...files, MARKET_CAPS_FILE: '/x.csv' })).toBe('file');
    expect(provider({ ...files, MARKET_CAPS_URL: 'http://127.0.0.1:1/api/v3' })).toBe('coingecko');
  });
});
