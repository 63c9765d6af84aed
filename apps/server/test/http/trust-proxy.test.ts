import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy, type TrustProxy } from '../../src/config/trust-proxy.ts';
import { fastifyTrustProxy } from '../../src/http/trust-proxy.ts';

/** The `request.ip` an app with this TRUST_PROXY sees for a request from `peer` with `forwarded`. */
async function clientIp(trust: TrustProxy, peer: string, forwarded?: string): Promise<string> {
  const app = Fastify({ trustProxy: fastifyTrustProxy(trust) });
  app.get('/', async (request) => ({ ip: request.ip }));
  const res = await app.inject({
    url: '/',
    remoteAddress: peer,
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
  });
  await app.close();
  return res.json().ip;
}

describe('TRUST_PROXY', () => {
  it('parses unset, true/false, a hop count and a list of addresses and CIDRs', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7,::1,fd00::/8, loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses what is none of those, naming the bad items', () => {
    expect(parseTrustProxy('yes')).toMatch(/not: yes/);
    expect(parseTrustProxy('10.0.0.0/33')).toMatch(/not: 10\.0\.0\.0\/33/);
    expect(parseTrustProxy('10.0.0.1, proxy.local')).toMatch(/\(not: proxy\.local\)$/);
    expect(parseTrustProxy('0')).toMatch(/hop count/);
  });

  it('unset: the socket address, whatever X-Forwarded-For says', async () => {
    expect(await clientIp(false, '10.0.0.5', '203.0.113.9')).toBe('10.0.0.5');
  });

  it('an address list: believes X-Forwarded-For only from those proxies', async () => {
    expect(await clientIp(['10.0.0.0/8'], '10.0.0.5', '203.0.113.9')).toBe('203.0.113.9');
    expect(await clientIp(['10.0.0.0/8'], '198.51.100.4', '203.0.113.9')).toBe('198.51.100.4');
  });

  it('a hop count: the address that many proxies back (a spoofed first entry is ignored)', async () => {
    expect(await clientIp(1, '10.0.0.5', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    expect(await clientIp(2, '10.0.0.5', '1.2.3.4, 203.0.113.9')).toBe('1.2.3.4');
  });

  it('true: the left-most forwarded address', async () => {
    expect(await clientIp(true, '10.0.0.5', '1.2.3.4, 203.0.113.9')).toBe('1.2.3.4');
  });
});
