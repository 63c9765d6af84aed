import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/config.ts';
import { chartVenueOf, filesVenue } from '../../../src/market/files/files-venue.ts';

describe('files venue', () => {
  it('is MARKET_FILES_EXCHANGE when set, whatever the folder says', () => {
    expect(filesVenue('/data/binance-um-5m', 'MEXC')).toBe('MEXC');
  });

  it('is read from the folder name when it names one venue', () => {
    expect(filesVenue('/work/shared/data/binance-um-5m', undefined)).toBe('BINANCE');
    expect(filesVenue('../data/bybit-linear-klines/', undefined)).toBe('BYBIT');
    expect(filesVenue('/tmp/MEXC_futures', undefined)).toBe('MEXC');
  });

  it('is none for a name naming no venue, two venues, or a venue inside a word', () => {
    expect(filesVenue('/data/klines', undefined)).toBeNull();
    expect(filesVenue('/data/binance-vs-bybit', undefined)).toBeNull();
    expect(filesVenue('/data/notbinancexyz', undefined)).toBeNull();
  });

  it('applies to the files source only', () => {
    const market = { filesDir: '/data/bybit-linear', filesExchange: undefined };
    expect(chartVenueOf({ ...market, source: 'files' })).toBe('BYBIT');
    expect(chartVenueOf({ ...market, source: 'simulated' })).toBeNull();
  });

  it('is configured case-insensitively; another name is refused with a clear message', () => {
    const env = { MARKET_SOURCE: 'files', MARKET_FILES_DIR: '/data/x' };
    expect(loadConfig({ ...env, MARKET_FILES_EXCHANGE: 'Binance' }).market.filesExchange).toBe('BINANCE');
    expect(loadConfig(env).market).toMatchObject({ filesExchange: undefined, filesReplayDays: 3 });
    expect(() => loadConfig({ ...env, MARKET_FILES_EXCHANGE: 'kraken' })).toThrow(
      /MARKET_FILES_EXCHANGE: must be binance, bybit or mexc/,
    );
    expect(() => loadConfig({ ...env, MARKET_FILES_REPLAY_DAYS: '-1' })).toThrow(/MARKET_FILES_REPLAY_DAYS/);
  });
});
