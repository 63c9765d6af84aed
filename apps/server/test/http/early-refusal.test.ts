import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createEarlyRefusal } from '../../src/http/early-refusal.ts';
import { MemoryWindows } from '../../src/services/limits/memory-windows.ts';
import { createRequestLimiter } from '../../src/services/limits/request-limiter.ts';

const limiter = () =>
  createRequestLimiter(
    {
      user: { points: 3, durationSeconds: 60 },
      guest: { points: 2, durationSeconds: 60 },
      address: { points: 100, durationSeconds: 60 },
      inFlight: 5,
    },
    (name, rule) => new MemoryWindows(name, rule),
  );

function request(url: string, headers: Record<string, string> = {}, address = '10.0.0.1'): IncomingMessage {
  return { url, headers, socket: { remoteAddress: address } } as unknown as IncomingMessage;
}

function response() {
  const sent: { status?: number; headers?: Record<string, unknown>; body?: string } = {};
  const res = {
    writeHead(status: number, headers: Record<string, unknown>) {
      sent.status = status;
      sent.headers = headers;
    },
    end(body: string) {
      sent.body = body;
    },
  } as unknown as ServerResponse;
  return { res, sent };
}

const spend = (l: ReturnType<typeof limiter>, userId: number | null, address: string, times: number) => {
  for (let i = 0; i < times; i++) l.admit({ userId, address }, 1, () => undefined);
};

describe('createEarlyRefusal', () => {
  it('answers a caller already refused with its 429 and headers, without Fastify', () => {
    const l = limiter();
    const logged: object[] = [];
    const refuse = createEarlyRefusal({
      limiter: l,
      cachedUserId: (token) => (token === 'flooder' ? 7 : token === 'other' ? 8 : undefined),
      addressOf: (req) => req.socket.remoteAddress ?? null,
      log: { info: (obj) => logged.push(obj) },
    });
    const url = '/api/v1/watchlist/';
    // Not refused yet: it goes on to Fastify (false), which decides.
    expect(refuse(request(url, { authorization: 'Bearer flooder' }), response().res)).toBe(false);
    spend(l, 7, '10.0.0.1', 4);
    const { res, sent } = response();
    expect(refuse(request(url, { authorization: 'Bearer flooder' }), res)).toBe(true);
    expect(sent.status).toBe(429);
    expect(JSON.parse(sent.body ?? '{}').detail).toMatch(/^Too many requests/);
    expect(Number(sent.headers?.['retry-after'])).toBeGreaterThan(0);
    expect(sent.headers?.['cache-control']).toBe('no-store');
    expect(sent.headers?.['content-security-policy']).toContain("default-src 'self'");
    expect(sent.headers?.['permissions-policy']).toContain('camera=()');
    expect(sent.headers?.['x-content-type-options']).toBe('nosniff');
    // Another user behind the same address, and a token not in the cache, go on.
    expect(refuse(request(url, { authorization: 'Bearer other' }), response().res)).toBe(false);
    expect(refuse(request(url, { authorization: 'Bearer unknown' }), response().res)).toBe(false);
    // Logged sampled: one line for many refusals.
    for (let i = 0; i < 50; i++) refuse(request(url, { authorization: 'Bearer flooder' }), response().res);
    expect(logged).toHaveLength(1);
  });

  it('refuses a refused guest by its address, and leaves the stream, auth and the web app alone', () => {
    const l = limiter();
    const refuse = createEarlyRefusal({
      limiter: l,
      cachedUserId: () => undefined,
      addressOf: (req) => req.socket.remoteAddress ?? null,
    });
    spend(l, null, '10.0.0.2', 3);
    expect(refuse(request('/api/v1/health/', {}, '10.0.0.2'), response().res)).toBe(true);
    expect(refuse(request('/api/v1/health/', {}, '10.0.0.3'), response().res)).toBe(false);
    for (const url of ['/api/v1/auth/login/', '/api/v1/stream/?ticket=x', '/', '/assets/app.js'])
      expect(refuse(request(url, {}, '10.0.0.2'), response().res)).toBe(false);
  });
});
