import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../../../src/http/plugins/errors.ts';
import { installRequestLimits } from '../../../src/http/plugins/request-limits.ts';
import { MemoryWindows } from '../../../src/services/limits/memory-windows.ts';
import { createRequestLimiter } from '../../../src/services/limits/request-limiter.ts';

/** An app with the request limits and a route that answers only when the test opens its gate. */
async function slowApp() {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const app: FastifyInstance = Fastify();
  installErrorHandling(app);
  app.decorateRequest('user', null);
  // The address key the limits read (app.ts derives it from `request.ip`; IPv4 keys are the address).
  app.decorateRequest('clientAddress', {
    getter(this: { ip: string }) {
      return this.ip;
    },
  });
  const limiter = createRequestLimiter(
    {
      user: { points: 100, durationSeconds: 60 },
      guest: { points: 100, durationSeconds: 60 },
      address: { points: 1000, durationSeconds: 60 },
      inFlight: 2,
    },
    (name, rule) => new MemoryWindows(name, rule),
  );
  installRequestLimits(app, limiter);
  app.get('/slow', { config: { minRole: 'guest' } }, async () => {
    await gate;
    return { ok: true };
  });
  app.get('/fast', { config: { minRole: 'guest' } }, async () => ({ ok: true }));
  app.get('/exempt', { config: { minRole: 'guest', cost: 0 } }, async () => ({ ok: true }));
  await app.ready();
  return { app, open };
}

/** Sends now (an unawaited `inject` is lazy) and lets its hooks run before the next line. */
async function start<T>(injection: PromiseLike<T>): Promise<{ answer: Promise<T> }> {
  const answer = Promise.resolve(injection);
  await new Promise((resolve) => setImmediate(resolve));
  return { answer };
}

let current: FastifyInstance | undefined;
afterEach(async () => {
  await current?.close();
});

describe('installRequestLimits', () => {
  it("refuses a caller's requests over its in-flight cap at once, without delaying another caller", async () => {
    const { app, open } = await slowApp();
    current = app;
    const from = (url: string, remoteAddress: string) => app.inject({ url, remoteAddress });
    const first = (await start(from('/slow', '10.0.0.1'))).answer;
    const second = (await start(from('/slow', '10.0.0.1'))).answer;
    // Both slow requests are in progress: the caller's third is refused while they still wait.
    const third = await from('/fast', '10.0.0.1');
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe('1');
    expect(third.json()).toEqual({
      detail: 'Too many requests at once. Wait for the previous ones to finish.',
    });
    // Another caller is answered while the first caller's requests are still in progress.
    expect((await from('/fast', '10.0.0.2')).statusCode).toBe(200);
    // Exempt routes (health, the stream) do not take a slot and are never refused.
    expect((await from('/exempt', '10.0.0.1')).statusCode).toBe(200);
    open();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    // Answered requests gave their slots back.
    expect((await from('/fast', '10.0.0.1')).statusCode).toBe(200);
    expect((await from('/fast', '10.0.0.1')).statusCode).toBe(200);
  });

  it('gives the slot back when the client goes away before the answer', async () => {
    const { app, open } = await slowApp();
    current = app;
    const controller = new AbortController();
    const aborted = (
      await start(app.inject({ url: '/slow', remoteAddress: '10.0.0.3', signal: controller.signal }))
    ).answer.catch(() => null);
    const waiting = (await start(app.inject({ url: '/slow', remoteAddress: '10.0.0.3' }))).answer;
    expect((await app.inject({ url: '/fast', remoteAddress: '10.0.0.3' })).statusCode).toBe(429);
    controller.abort();
    await aborted;
    expect((await app.inject({ url: '/fast', remoteAddress: '10.0.0.3' })).statusCode).toBe(200);
    open();
    expect((await waiting).statusCode).toBe(200);
  });
});
