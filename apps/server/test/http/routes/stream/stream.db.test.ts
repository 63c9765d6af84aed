import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBus, type EventBus } from '../../../../src/push/event-bus.ts';
import { createNotificationRepository } from '../../../../src/repositories/notification-repository.ts';
import { createRecordingQueue } from '../../../support/recording-queue.ts';
import { useTestApp } from '../../../support/test-app.ts';

const t = useTestApp({
  market: {
    source: 'simulated',
    marketNow: () => Date.now(),
    queue: createRecordingQueue(),
    heartbeatSeconds: 0.05,
  },
});
let bus: EventBus;
let base: string;

beforeAll(async () => {
  bus = createEventBus({
    openSession: () => t.database.access.openSession(),
    notifications: createNotificationRepository(t.database.db),
  });
  bus.subscribe((event) => t.services.stream.broadcast(event));
  await bus.start();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await bus.stop();
});

interface Client {
  res: IncomingMessage;
  /** Resolves with the text received once `predicate` holds for it. */
  until(predicate: (text: string) => boolean): Promise<string>;
  close(): void;
}

function connect(headers: Record<string, string> = {}): Promise<Client> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}/api/v1/stream/`, { headers }, (res) => {
      let text = '';
      const waiters: { predicate: (t: string) => boolean; done: (t: string) => void }[] = [];
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        for (const w of [...waiters]) {
          if (w.predicate(text)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.done(text);
          }
        }
      });
      resolve({
        res,
        until: (predicate) =>
          predicate(text) ? Promise.resolve(text) : new Promise((done) => waiters.push({ predicate, done })),
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  return check();
};

describe('GET stream/', () => {
  it('streams typed events published through LISTEN/NOTIFY, with heartbeats', async () => {
    const client = await connect();
    expect(client.res.statusCode).toBe(200);
    expect(client.res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.res.headers['content-encoding']).toBeUndefined();
    expect(await waitFor(() => t.services.stream.size() === 1)).toBe(true);
    const sent = performance.now();
    await bus.publish({ module: 'market', data_time: '2026-03-11T13:45:00.000Z' });
    const text = await client.until((s) => s.includes('"module"'));
    const latencyMs = performance.now() - sent;
    expect(text).toContain('data: {"module":"market","data_time":"2026-03-11T13:45:00.000Z"}\n\n');
    expect(latencyMs).toBeLessThan(1000);
    expect(await client.until((s) => s.includes(': ping\n\n'))).toContain(': ping');
    client.close();
  });

  it('starts every connection with the newest data time per module broadcast so far', async () => {
    await bus.publish({ module: 'cpr', data_time: '2026-03-11T14:00:00.000Z' });
    expect(await waitFor(() => t.services.stream.sync().modules.cpr !== undefined)).toBe(true);
    const client = await connect();
    const text = await client.until((s) => s.includes('"sync"'));
    expect(text).toContain('"cpr":"2026-03-11T14:00:00.000Z"');
    client.close();
  });

  it('is public with or without a token, but a bad token is 401', async () => {
    const user = await t.signIn('free');
    const client = await connect(user.headers);
    expect(client.res.statusCode).toBe(200);
    client.close();
    const bad = await t.app.inject({ url: '/api/v1/stream/', headers: { authorization: 'Bearer x.y.z' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().detail).toEqual(expect.any(String));
  });

  it('drops clients that go away, and stops the heartbeat when none is left', async () => {
    await waitFor(() => t.services.stream.size() === 0);
    const clients = await Promise.all([connect(), connect(), connect()]);
    expect(await waitFor(() => t.services.stream.size() === 3)).toBe(true);
    for (const c of clients) c.close();
    expect(await waitFor(() => t.services.stream.size() === 0)).toBe(true);
    // Publishing to nobody is harmless.
    await bus.publish({ module: 'tasks', data_time: new Date().toISOString() });
  });

  it('ends open streams when the server closes, so shutdown does not wait for them', async () => {
    const client = await connect();
    expect(await waitFor(() => t.services.stream.size() === 1)).toBe(true);
    const ended = new Promise<void>((resolve) => client.res.on('end', () => resolve()));
    const started = performance.now();
    await t.app.close();
    await ended;
    expect(performance.now() - started).toBeLessThan(2000);
    expect(t.services.stream.size()).toBe(0);
  });
});
