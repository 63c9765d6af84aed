import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DiscordMessage } from '../../../src/services/discord/discord-message.ts';
import {
  createWebhookClient,
  type WebhookClientOptions,
} from '../../../src/services/discord/webhook-client.ts';

interface Reply {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  /** Never answer (for timeouts). */
  hang?: boolean;
}

/** A local stand-in for Discord on 127.0.0.1: answers each request with the next scripted reply. */
let server: Server;
let base: string;
let script: Reply[] = [];
let received: { url: string; headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body });
      const reply = script.shift() ?? { status: 204 };
      if (reply.hang) return;
      res.writeHead(reply.status, reply.headers ?? {});
      res.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  script = [];
  received = [];
});

const message: DiscordMessage = {
  embeds: [
    { title: 'Daily CPR scan', description: 'd', color: 0x3498db, timestamp: '2026-01-05T00:01:00.000Z' },
  ],
};

function client(options: WebhookClientOptions = {}) {
  const delays: number[] = [];
  const sender = createWebhookClient({
    baseDelayMs: 10,
    random: () => 1,
    sleep: async (ms) => {
      delays.push(ms);
    },
    ...options,
  });
  return { sender, delays };
}

describe('Discord webhook client', () => {
  it('sends nothing for an unset webhook', async () => {
    const { sender } = client();
    for (const url of ['', null, undefined])
      expect(await sender.send(url, message)).toEqual({ status: 'skipped' });
    expect(received).toEqual([]);
  });

  it("posts Discord's webhook JSON with embeds and no mentions", async () => {
    const { sender } = client();
    expect(await sender.send(`${base}/api/webhooks/1/token`, message)).toEqual({
      status: 'sent',
      attempts: 1,
    });
    expect(received).toHaveLength(1);
    expect(received[0]?.url).toBe('/api/webhooks/1/token');
    expect(received[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({ ...message, allowed_mentions: { parse: [] } });
  });

  it('waits the retry_after seconds of a 429 body, then the Retry-After header, then succeeds', async () => {
    script = [
      { status: 429, body: '{"message":"You are being rate limited.","retry_after":0.25,"global":false}' },
      { status: 429, headers: { 'retry-after': '2' }, body: 'slow down' },
      { status: 204 },
    ];
    const { sender, delays } = client();
    expect(await sender.send(`${base}/hook`, message)).toEqual({ status: 'sent', attempts: 3 });
    expect(delays).toEqual([250, 2000]);
    expect(received).toHaveLength(3);
  });

  it('really sleeps for retry_after when no sleep is injected', async () => {
    script = [{ status: 429, body: '{"retry_after":0.15}' }, { status: 204 }];
    const sender = createWebhookClient();
    const started = Date.now();
    expect(await sender.send(`${base}/hook`, message)).toEqual({ status: 'sent', attempts: 2 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('retries 5xx with growing backoff and gives up after the bounded attempts', async () => {
    script = Array.from({ length: 10 }, () => ({ status: 502 }));
    const { sender, delays } = client({ maxAttempts: 4 });
    expect(await sender.send(`${base}/hook`, message)).toEqual({
      status: 'failed',
      attempts: 4,
      reason: 'HTTP 502',
      httpStatus: 502,
    });
    expect(received).toHaveLength(4);
    expect(delays).toEqual([10, 20, 40]);
  });

  it('recovers when a 5xx is followed by success', async () => {
    script = [{ status: 500 }, { status: 503, headers: { 'retry-after': '1' } }, { status: 200, body: '{}' }];
    const { sender, delays } = client();
    expect(await sender.send(`${base}/hook`, message)).toEqual({ status: 'sent', attempts: 3 });
    expect(delays).toEqual([10, 1000]);
  });

  it('does not retry other 4xx answers', async () => {
    script = [{ status: 404, body: '{"message":"Unknown Webhook","code":10015}' }];
    const { sender, delays } = client();
    expect(await sender.send(`${base}/hook`, message)).toMatchObject({
      status: 'failed',
      attempts: 1,
      httpStatus: 404,
    });
    expect(delays).toEqual([]);
  });

  it('gives up at once when a 429 asks for longer than the longest wait', async () => {
    script = [{ status: 429, body: '{"retry_after":600}' }];
    const { sender, delays } = client({ maxRetryAfterMs: 5000 });
    expect(await sender.send(`${base}/hook`, message)).toEqual({
      status: 'failed',
      attempts: 1,
      reason: 'rate limited for too long',
      httpStatus: 429,
    });
    expect(delays).toEqual([]);
  });

  it('retries timeouts and refused connections, never throwing', async () => {
    script = [{ status: 0, hang: true }, { status: 204 }];
    const { sender } = client({ timeoutMs: 150 });
    expect(await sender.send(`${base}/hook`, message)).toEqual({ status: 'sent', attempts: 2 });

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const refused = client({ maxAttempts: 2 });
    expect(await refused.sender.send(`http://127.0.0.1:${port}/hook`, message)).toMatchObject({
      status: 'failed',
      attempts: 2,
    });
  });

  it('cuts an oversized message to Discord limits before sending', async () => {
    const { sender } = client();
    const long: DiscordMessage = {
      embeds: [
        {
          title: 't'.repeat(300),
          description: 'd'.repeat(5000),
          fields: Array.from({ length: 30 }, (_, i) => ({
            name: `f${i}`,
            value: i === 0 ? '' : 'v'.repeat(2000),
          })),
        },
      ],
    };
    await sender.send(`${base}/hook`, long);
    const embed = JSON.parse(received[0]?.body ?? '').embeds[0];
    expect(embed.title).toHaveLength(256);
    expect(embed.description).toHaveLength(4096);
    expect(embed.fields).toHaveLength(25);
    expect(embed.fields[0].value).toBe('\u200b');
    expect(embed.fields[1].value).toHaveLength(1024);
  });
});
