import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/config.ts';

describe('loadConfig', () => {
  it('fills the documented defaults from an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      market: { source: 'simulated', filesDir: undefined, simSeed: 42, simSpeed: 1, simSymbols: undefined },
      admin: { username: undefined, password: undefined, email: undefined },
      jwtSecret: undefined,
      logLevel: 'info',
    });
    expect([...config.roles]).toEqual(['api', 'worker', 'scheduler']);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/app',
      DATABASE_URL: 'postgres://u@db:5432/app',
      MARKET_SOURCE: 'files',
      MARKET_FILES_DIR: '/data/klines',
      SIM_SEED: '7',
      SIM_SPEED: '2.5',
      SIM_SYMBOLS: '500',
      ADMIN_USERNAME: 'root_admin',
      ADMIN_PASSWORD: 'S3cure-pass',
      ADMIN_EMAIL: 'ops@example.com',
      JWT_SECRET: 'x'.repeat(32),
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/app',
      databaseUrl: 'postgres://u@db:5432/app',
      market: { source: 'files', filesDir: '/data/klines', simSeed: 7, simSpeed: 2.5, simSymbols: 500 },
      admin: { username: 'root_admin', password: 'S3cure-pass', email: 'ops@example.com' },
      jwtSecret: 'x'.repeat(32),
      logLevel: 'warn',
    });
  });

  it('refuses an ADMIN_PASSWORD that breaks the password rules or is a common password', () => {
    for (const [password, message] of [
      ['password', 'Password is too common.'],
      ['Qwerty123', 'Password is too common.'],
      ['aaaaaaaa', 'Password cannot be one character repeated.'],
      ['        ', 'Password cannot be entirely whitespace.'],
    ]) {
      expect(() => loadConfig({ ADMIN_PASSWORD: password }), password).toThrow(message);
    }
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', ADMIN_USERNAME: '', MARKET_SOURCE: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.admin.username).toBeUndefined();
    expect(config.market.source).toBe('simulated');
  });

  it('reads TRUST_PROXY and RATE_LIMITS, failing fast on a bad value', () => {
    expect(loadConfig({})).toMatchObject({ trustProxy: false, rateLimits: 'on' });
    expect(loadConfig({ TRUST_PROXY: '1', RATE_LIMITS: 'off' })).toMatchObject({
      trustProxy: 1,
      rateLimits: 'off',
    });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone', RATE_LIMITS: 'maybe' })).toThrow(
      /TRUST_PROXY: must be true, false, a hop count[^\n]*\n.*RATE_LIMITS: must be on or off|RATE_LIMITS: must be on or off[^\n]*\n.*TRUST_PROXY/,
    );
  });

  it('reads RATE_LIMIT_SYNC_MS, default 250 ms, refusing a value out of range', () => {
    expect(loadConfig({}).rateLimitSyncMs).toBe(250);
    expect(loadConfig({ RATE_LIMIT_SYNC_MS: '1000' }).rateLimitSyncMs).toBe(1000);
    expect(() => loadConfig({ RATE_LIMIT_SYNC_MS: '0' })).toThrow(/RATE_LIMIT_SYNC_MS/);
    expect(() => loadConfig({ RATE_LIMIT_SYNC_MS: 'soon' })).toThrow(/RATE_LIMIT_SYNC_MS/);
  });

  it('reads --roles from the command line', () => {
    expect([...loadConfig({}, ['--roles=api']).roles]).toEqual(['api']);
    expect([...loadConfig({}, ['--roles', 'worker, scheduler']).roles]).toEqual(['worker', 'scheduler']);
  });

  it('fails fast, listing every problem with its variable', () => {
    let error: unknown;
    try {
      loadConfig(
        {
          PORT: 'eighty',
          MARKET_SOURCE: 'moon',
          DATABASE_URL: 'mysql://x',
          ADMIN_PASSWORD: '12345678',
          ADMIN_EMAIL: 'nope',
          JWT_SECRET: 'short',
          LOG_LEVEL: 'loud',
          SIM_SYMBOLS: '0',
        },
        ['--roles=api,web'],
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/^Invalid configuration:/);
    for (const name of [
      'PORT',
      'MARKET_SOURCE',
      'DATABASE_URL',
      'ADMIN_PASSWORD',
      'ADMIN_EMAIL',
      'JWT_SECRET',
      'LOG_LEVEL',
      'SIM_SYMBOLS',
      '--roles',
    ]) {
      expect(message).toContain(`  - ${name}`);
    }
  });

  it('reads the market-cap variables and refuses a URL that is not http(s)', () => {
    const config = loadConfig({
      MARKET_CAPS_FILE: '/data/caps.csv',
      MARKET_CAPS_URL: 'http://127.0.0.1:9999/api/v3',
      COINGECKO_API_KEY: 'CG-key',
    });
    expect(config.market.caps).toEqual({
      file: '/data/caps.csv',
      url: 'http://127.0.0.1:9999/api/v3',
      apiKey: 'CG-key',
    });
    expect(loadConfig({}).market.caps).toEqual({ file: undefined, url: undefined, apiKey: undefined });
    expect(() => loadConfig({ MARKET_CAPS_URL: 'ftp://x' })).toThrow(/MARKET_CAPS_URL/);
  });

  it('reads the per-venue REST URL overrides (local mocks)', () => {
    const config = loadConfig({ BYBIT_API_URL: 'http://127.0.0.1:4001' });
    expect(config.market.exchangeUrls).toEqual({
      BINANCE: undefined,
      BYBIT: 'http://127.0.0.1:4001',
      MEXC: undefined,
    });
    expect(() => loadConfig({ MEXC_API_URL: 'mexc' })).toThrow(/MEXC_API_URL/);
  });

  it('requires MARKET_FILES_DIR for the files source', () => {
    expect(() => loadConfig({ MARKET_SOURCE: 'files' })).toThrow(/MARKET_FILES_DIR: required/);
  });
});
