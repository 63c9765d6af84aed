import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendCached } from '../../src/http/cached-reply.ts';
import { type CachedBody, cachedBody, createBodyCache } from '../../src/services/cached-bodies.ts';

const big = Array.from({ length: 200 }, (_, i) => ({ symbol: `S${i}USDT`, width_pct: i / 1000 }));
const small = [{ symbol: 'BTCUSDT' }];

async function appServing(body: CachedBody) {
  const app = Fastify();
  await app.register(fastifyCompress, { threshold: 1024 });
  app.get('/x', { compress: false }, (request, reply) => sendCached(request, reply, body));
  return app;
}

describe('cached bodies', () => {
  it('serializes once with a strong ETag that follows the content, and compresses only over 1 KB', async () => {
    const a = await cachedBody(big);
    expect(a.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect((await cachedBody(big)).etag).toBe(a.etag);
    expect((await cachedBody([...big, { symbol: 'X', width_pct: 0 }])).etag).not.toBe(a.etag);
    expect(JSON.parse(gunzipSync(a.gzip as Buffer).toString())).toEqual(big);
    expect(JSON.parse(brotliDecompressSync(a.br as Buffer).toString())).toEqual(big);
    expect(await cachedBody(small)).toMatchObject({ gzip: null, br: null });
  });

  it('builds a key once, shares concurrent builds, and rebuilds after invalidate or the TTL', async () => {
    let clock = 0;
    let builds = 0;
    const cache = createBodyCache<'k'>({ ttlMs: 1000, now: () => clock });
    const build = async () => ({ n: ++builds });
    const [first, second] = await Promise.all([cache.get('k', build), cache.get('k', build)]);
    expect(first).toBe(second);
    expect(builds).toBe(1);
    cache.invalidate();
    expect(JSON.parse((await cache.get('k', build)).json.toString())).toEqual({ n: 2 });
    clock = 999;
    await cache.get('k', build);
    expect(builds).toBe(2);
    clock = 2000;
    await cache.get('k', build);
    expect(builds).toBe(3);
  });

  it('replaces a body cached under another version, and never serves it for the new one', async () => {
    let builds = 0;
    const cache = createBodyCache<'k'>();
    const build = async () => ({ n: ++builds });
    const v1 = await cache.get('k', build, 'forming@1');
    expect(await cache.get('k', build, 'forming@1')).toBe(v1);
    const v2 = await cache.get('k', build, 'forming@2');
    expect(JSON.parse(v2.json.toString())).toEqual({ n: 2 });
    expect(await cache.get('k', build, 'forming@2')).toBe(v2);
    expect(cache.size()).toBe(1);
  });

  it('is an LRU when bounded: the least recently served body goes first, by count and by bytes', async () => {
    const cache = createBodyCache<string>({ maxEntries: 3 });
    const build = (n: number) => async () => ({ n });
    for (const key of ['a', 'b', 'c']) await cache.get(key, build(1));
    await cache.get('a', build(2)); // served: now the most recent
    await cache.get('d', build(1)); // drops b, the least recently served
    expect(cache.size()).toBe(3);
    let rebuilt = 0;
    const counting = async () => ({ n: ++rebuilt });
    for (const key of ['a', 'c', 'd']) await cache.get(key, counting);
    expect(rebuilt).toBe(0);
    await cache.get('b', counting);
    expect(rebuilt).toBe(1);

    const one = await cachedBody(big);
    const perBody = one.json.length + (one.gzip?.length ?? 0) + (one.br?.length ?? 0);
    const bytes = createBodyCache<string>({ maxBytes: perBody * 2.5 });
    for (const key of ['x', 'y', 'z']) await bytes.get(key, async () => big);
    expect(bytes.size()).toBe(2);
    expect(bytes.bytes()).toBe(perBody * 2);
    bytes.invalidate();
    expect([bytes.size(), bytes.bytes()]).toEqual([0, 0]);
  });

  it('does not keep a failed build', async () => {
    const cache = createBodyCache<'k'>();
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    await expect(cache.get('k', async () => [1])).resolves.toMatchObject({ json: Buffer.from('[1]') });
  });
});

describe('sendCached', () => {
  it('sends brotli, gzip or identity by Accept-Encoding, each with its own strong ETag', async () => {
    const body = await cachedBody(big);
    const app = await appServing(body);
    const br = await app.inject({ url: '/x', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(`${body.etag.slice(0, -1)}-br"`);
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);

    const gz = await app.inject({ url: '/x', headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(big);

    const plain = await app.inject({ url: '/x' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(body.etag);
    expect(plain.json()).toEqual(big);
    // Only deflate accepted: identity (the route opts out of on-the-fly compression).
    const deflate = await app.inject({ url: '/x', headers: { 'accept-encoding': 'deflate' } });
    expect(deflate.headers['content-encoding']).toBeUndefined();
    expect(deflate.json()).toEqual(big);
  });

  it('answers 304 without a body when If-None-Match lists any representation of the body', async () => {
    const body = await cachedBody(big);
    const app = await appServing(body);
    for (const tag of [
      body.etag,
      `${body.etag.slice(0, -1)}-gzip"`,
      `W/${body.etag}`,
      `"other", ${body.etag}`,
      '*',
    ]) {
      const res = await app.inject({
        url: '/x',
        headers: { 'if-none-match': tag, 'accept-encoding': 'gzip' },
      });
      expect(res.statusCode, tag).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(`${body.etag.slice(0, -1)}-gzip"`);
    }
    const changed = await app.inject({ url: '/x', headers: { 'if-none-match': '"stale"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('sends a small body uncompressed', async () => {
    const app = await appServing(await cachedBody(small));
    const res = await app.inject({ url: '/x', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual(small);
  });
});
