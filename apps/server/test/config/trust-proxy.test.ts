import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/config.ts';

const problems = (env: Record<string, string>): readonly string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('TRUST_PROXY', () => {
  it('is off when unset, empty or false', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('trusts every hop with true', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('reads a comma list of addresses, CIDRs and proxy-addr names', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8, loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('reads a hop count, and refuses one out of range and anything that is not an address', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(problems({ TRUST_PROXY: '0' })).toEqual([expect.stringMatching(/^TRUST_PROXY: a hop count/)]);
    expect(problems({ TRUST_PROXY: 'proxy.internal' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY: .*proxy\.internal/),
    ]);
    expect(problems({ TRUST_PROXY: '10.0.0.0/33' })).toHaveLength(1);
    expect(problems({ TRUST_PROXY: '10.0.0.1,,10.0.0.2' })).toHaveLength(1);
  });
});

describe('stream limits', () => {
  it('default to 20 per address and 2,000 in all', () => {
    expect(loadConfig({}).streamLimits).toEqual({ perAddress: 20, total: 2000 });
  });

  it('read STREAM_MAX_PER_ADDRESS and STREAM_MAX_TOTAL, positive whole numbers only', () => {
    expect(loadConfig({ STREAM_MAX_PER_ADDRESS: '3', STREAM_MAX_TOTAL: '50' }).streamLimits).toEqual({
      perAddress: 3,
      total: 50,
    });
    expect(problems({ STREAM_MAX_PER_ADDRESS: '0' })).toEqual([
      expect.stringMatching(/^STREAM_MAX_PER_ADDRESS/),
    ]);
    expect(problems({ STREAM_MAX_TOTAL: 'lots' })).toEqual([expect.stringMatching(/^STREAM_MAX_TOTAL/)]);
  });
});
