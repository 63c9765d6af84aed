import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HSTS_VALUE } from '../../../src/http/plugins/security-headers.ts';
import { TEST_PASSWORD, useTestApp } from '../../support/test-app.ts';

const webDist = mkdtempSync(join(tmpdir(), 'web-dist-headers-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');

// One trusted proxy address (light-my-request's default remote address), as TRUST_PROXY=127.0.0.1.
const t = useTestApp({ deps: { webDistDir: webDist, trustProxy: ['127.0.0.1'] } });

/** The CSP as a map of directive → sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectSecurityHeaders(res: LightMyRequestResponse): void {
  const policy = csp(res);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  // Styles: own origin plus one hashed inline block, never 'unsafe-inline'; nothing anywhere may eval.
  expect(policy.get('style-src')?.[0]).toBe("'self'");
  for (const sources of policy.values()) {
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain("'unsafe-eval'");
  }
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['x-frame-options']).toBe('DENY');
  // Plain http (no proxy saying otherwise): no HSTS.
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  it('are on the HTML of the web app, on its client-side routes too', async () => {
    for (const url of ['/', '/dashboard']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expectSecurityHeaders(res);
    }
  });

  it('are on static assets', async () => {
    const res = await t.app.inject({ url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expectSecurityHeaders(res);
  });

  it('are on JSON API answers, errors and 404s included', async () => {
    const health = await t.app.inject({ url: '/api/v1/health/' });
    expect(health.statusCode).toBe(200);
    expectSecurityHeaders(health);
    const unauthorized = await t.app.inject({ url: '/api/v1/auth/profile/' });
    expect(unauthorized.statusCode).toBe(401);
    expectSecurityHeaders(unauthorized);
    const missing = await t.app.inject({ url: '/api/v1/no-such-thing/' });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing);
    const nul = await t.app.inject({ url: '/api/v1/health/%00' });
    expect(nul.statusCode).toBe(400);
    expectSecurityHeaders(nul);
    // Fastify's own router-level error (frameworkErrors), which runs no hook.
    const badUrl = await t.app.inject({ url: '/api/v1/market/candles/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ detail: 'Malformed request URL.' });
    expectSecurityHeaders(badUrl);
  });

  it('are on pre-serialized cached bodies (http/cached-reply.ts), compressed or not, and on their 304', async () => {
    const plain = await t.app.inject({ url: '/api/v1/cpr/cpr-data/?range=daily' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers.etag).toEqual(expect.any(String));
    expectSecurityHeaders(plain);
    const gzip = await t.app.inject({
      url: '/api/v1/cpr/cpr-data/?range=daily',
      headers: { 'accept-encoding': 'gzip' },
    });
    expectSecurityHeaders(gzip);
    const again = await t.app.inject({
      url: '/api/v1/cpr/cpr-data/?range=daily',
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expectSecurityHeaders(again);
  });

  it('carry a Permissions-Policy everywhere, and no-store on every API answer holding a token or personal data', async () => {
    expect((await t.app.inject({ url: '/' })).headers['permissions-policy']).toContain('camera=()');
    expect((await t.app.inject({ url: '/api/v1/health/' })).headers['permissions-policy']).toContain(
      'geolocation=()',
    );
    const admin = await t.signIn('admin');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { username: admin.user.username, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh/',
      payload: { refresh: login.json().refresh },
    });
    expect(refresh.statusCode).toBe(200);
    const answers = [
      login,
      refresh,
      await t.app.inject({ url: '/api/v1/auth/profile/', headers: admin.headers }),
      await t.app.inject({ url: '/api/v1/admin/users/', headers: admin.headers }),
      await t.app.inject({ url: '/api/v1/watchlist/', headers: admin.headers }),
      await t.app.inject({ url: '/api/v1/alerts/rules/', headers: admin.headers }),
      await t.app.inject({ method: 'POST', url: '/api/v1/stream/ticket/', headers: admin.headers }),
      await t.app.inject({ url: '/api/v1/auth/profile/' }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('send HSTS only when the request came over https through a trusted proxy', async () => {
    const viaProxy = await t.app.inject({
      url: '/api/v1/health/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.headers['strict-transport-security']).toBe(HSTS_VALUE);
    const html = await t.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(html.headers['strict-transport-security']).toBe(HSTS_VALUE);
    // The same header from an address that is not the trusted proxy is the client's own word: ignored.
    const spoofed = await t.app.inject({
      url: '/api/v1/health/',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const plainHttp = await t.app.inject({
      url: '/api/v1/health/',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(plainHttp.headers['strict-transport-security']).toBeUndefined();
  });
});
