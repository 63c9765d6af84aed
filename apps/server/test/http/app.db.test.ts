import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.ts';

const logLines: string[] = [];
const logger = pino(
  { level: 'error' },
  new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  }),
);

const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
writeFileSync(join(tmpdir(), 'secret-outside.txt'), 'secret');

let failHealth = false;
const t = useTestApp({
  deps: { logger, webDistDir: webDist, bodyLimit: 4096 },
  health: {
    getDataAsOf: () => {
      if (failHealth) throw new Error('connection refused to 10.1.2.3 with password hunter2');
      return null;
    },
  },
});

const login = (payload: string | Buffer, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/',
    payload,
    headers: { 'content-type': contentType },
  });

describe('error bodies', () => {
  it('answers unknown API routes 404 {detail}, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nope/'],
      ['POST', '/api/v1/auth/login'],
      ['DELETE', '/api/v1/health/'],
      ['GET', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('answers malformed, empty, non-UTF-8 and NUL-bearing JSON with 400 {detail}', async () => {
    const cases: [string | Buffer, RegExp][] = [
      ['{"username": "a",', /Malformed JSON/],
      ['', /empty/],
      [Buffer.from([0x7b, 0x22, 0x75, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), /UTF-8/],
      ['{"username":"ad\\u0000min","password":"x"}', /NUL/],
      ['{"__proto__":{"admin":true},"username":"a","password":"b"}', /Malformed JSON/],
    ];
    for (const [payload, detail] of cases) {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: expect.stringMatching(detail) });
    }
  });

  it('answers a body over the limit with 413 and an unsupported type with 415', async () => {
    const big = await login(JSON.stringify({ username: 'a'.repeat(5000), password: 'b' }));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ detail: 'Request body is too large.' });
    const xml = await login('<login/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json().detail).toMatch(/application\/json/);
  });

  it('answers NUL or broken percent-encoding in the URL with 400 {detail}', async () => {
    const nul = await t.app.inject({ url: '/api/v1/health/?x=%00' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().detail).toMatch(/NUL/);
    const broken = await t.app.inject({ url: '/api/v1/admin/users/%E0%A4%A/' });
    expect(broken.statusCode).toBe(400);
    expect(Object.keys(broken.json())).toEqual(['detail']);
  });

  it('answers an unexpected failure 500 with a generic detail, and logs it', async () => {
    failHealth = true;
    logLines.length = 0;
    const res = await t.app.inject({ url: '/api/v1/health/' });
    failHealth = false;
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Internal server error.' });
    expect(res.body).not.toMatch(/hunter2|at |\.ts/);
    expect(logLines.join('')).toMatch(/connection refused/);
  });
});

describe('API plumbing', () => {
  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.0.3');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/auth/login/', '/api/v1/admin/users/{id}/', '/api/v1/health/']),
    );
    expect(doc.paths['/api/v1/admin/users/']).toHaveProperty('get.security', [{ bearerAuth: [] }]);
    expect(
      doc.paths['/api/v1/auth/register/'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['username', 'email', 'password']);
    expect(doc.paths['/{*}'] ?? doc.paths['/*']).toBeUndefined();
  });

  it('compresses responses over 1 KB for clients that accept it, and not small ones', async () => {
    const big = await t.app.inject({ url: '/api/v1/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(big.rawPayload).toString()).openapi).toBe('3.0.3');
    const small = await t.app.inject({ url: '/api/v1/health/', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('the web app', () => {
  it('serves files, with hashed assets cached for a year and the rest revalidated', async () => {
    const asset = await t.app.inject({ url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await t.app.inject({ url: '/' });
    expect(index.body).toContain('<title>app</title>');
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('answers client-side routes with index.html, but never outside the dist directory', async () => {
    for (const url of [
      '/cpr',
      '/admin/users',
      '/watchlist?x=1',
      '/../secret-outside.txt',
      '/%2e%2e/secret-outside.txt',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>app</title>');
    }
  });

  it('does not answer index.html for API paths or non-GET requests', async () => {
    expect((await t.app.inject({ url: '/api/v1/unknown/' })).json()).toEqual({ detail: 'Not found.' });
    expect((await t.app.inject({ method: 'POST', url: '/cpr' })).statusCode).toBe(404);
  });
});
