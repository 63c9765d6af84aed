import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  STREAM_ADDRESS_FULL_DETAIL,
  STREAM_RETRY_AFTER_SECONDS,
  STREAM_SERVER_FULL_DETAIL,
} from '../../../../src/services/stream-admission.ts';
import { createRecordingQueue } from '../../../support/recording-queue.ts';
import { useTestApp } from '../../../support/test-app.ts';

// Small caps; the loopback client is a trusted proxy, so X-Forwarded-For names the client address.
const t = useTestApp({
  market: { source: 'simulated', marketNow: () => Date.now(), queue: createRecordingQueue() },
  streamLimits: { perAddress: 2, total: 3 },
  deps: { trustProxy: ['127.0.0.1'] },
});
let base: string;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

interface Opened {
  res: IncomingMessage;
  body(): Promise<string>;
  close(): void;
}

/** Opens `stream/` as the client at `address`; resolves once the status line and headers are in. */
function open(address: string): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}/api/v1/stream/`, { headers: { 'x-forwarded-for': address } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      const ended = new Promise<string>((done) => res.on('end', () => done(text)));
      resolve({ res, body: () => ended, close: () => req.destroy() });
    });
    req.on('error', reject);
    req.end();
  });
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  return check();
};

const openSlots = (address?: string) => t.services.streamAdmission.slots.open(address);

async function expectRefused(client: Opened, detail: string) {
  expect(client.res.statusCode).toBe(503);
  expect(client.res.headers['retry-after']).toBe(String(STREAM_RETRY_AFTER_SECONDS));
  expect(client.res.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(await client.body())).toEqual({ detail });
}

describe('GET stream/ caps', () => {
  it('refuses a third stream from one address with 503 + Retry-After, while another address still connects', async () => {
    const a1 = await open('198.51.100.1');
    const a2 = await open('198.51.100.1');
    expect([a1.res.statusCode, a2.res.statusCode]).toEqual([200, 200]);
    // The open stream carries the security headers too, though it bypasses Fastify's reply.
    expect(a1.res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(a1.res.headers['x-content-type-options']).toBe('nosniff');
    const a3 = await open('198.51.100.1');
    await expectRefused(a3, STREAM_ADDRESS_FULL_DETAIL);
    expect(openSlots('198.51.100.1')).toBe(2);
    const b1 = await open('198.51.100.2');
    expect(b1.res.statusCode).toBe(200);
    for (const c of [a1, a2, b1]) c.close();
    expect(await waitFor(() => openSlots() === 0)).toBe(true);
  });

  it('refuses every address past the total cap', async () => {
    const open3 = [await open('203.0.113.1'), await open('203.0.113.2'), await open('203.0.113.3')];
    expect(open3.map((c) => c.res.statusCode)).toEqual([200, 200, 200]);
    await expectRefused(await open('203.0.113.4'), STREAM_SERVER_FULL_DETAIL);
    await expectRefused(await open('203.0.113.1'), STREAM_SERVER_FULL_DETAIL);
    for (const c of open3) c.close();
    expect(await waitFor(() => openSlots() === 0)).toBe(true);
  });

  it('frees the slot when a stream closes, so the address may open another', async () => {
    const first = await open('192.0.2.7');
    const second = await open('192.0.2.7');
    await expectRefused(await open('192.0.2.7'), STREAM_ADDRESS_FULL_DETAIL);
    first.close();
    expect(await waitFor(() => openSlots('192.0.2.7') === 1)).toBe(true);
    expect(await waitFor(() => t.services.stream.size() === 1)).toBe(true);
    const third = await open('192.0.2.7');
    expect(third.res.statusCode).toBe(200);
    for (const c of [second, third]) c.close();
    expect(await waitFor(() => openSlots() === 0)).toBe(true);
  });

  it('frees every slot when the server closes its streams on shutdown', async () => {
    const clients = [await open('192.0.2.8'), await open('192.0.2.9')];
    expect(await waitFor(() => openSlots() === 2)).toBe(true);
    await t.app.close();
    await Promise.all(clients.map((c) => c.body()));
    expect(openSlots()).toBe(0);
  });
});
