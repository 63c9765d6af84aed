import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AdminSettings, defaultAdminSettings } from '@app/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserWebhookSender } from '../../../src/services/alerts/alert-webhook-sender.ts';
import { createDiscordAlerts } from '../../../src/services/discord/discord-alerts.ts';
import { createWebhookClient } from '../../../src/services/discord/webhook-client.ts';
import { createGuardedWebhookClient } from '../../../src/services/webhooks/guarded-webhook-client.ts';

/** A local receiver counting the posts it got; `answer` says what it replies. */
interface Receiver {
  server: Server;
  port: number;
  hits: string[];
  answer: (res: ServerResponse) => void;
}

async function receiver(): Promise<Receiver> {
  const r: Receiver = {
    server: createServer(),
    port: 0,
    hits: [],
    answer: (res) => {
      res.writeHead(204).end();
    },
  };
  r.server.on('request', (req, res) => {
    r.hits.push(req.url ?? '');
    req.resume().on('end', () => r.answer(res));
  });
  await new Promise<void>((resolve) => r.server.listen(0, '127.0.0.1', resolve));
  r.port = (r.server.address() as AddressInfo).port;
  return r;
}

const message = { embeds: [{ title: 'CPR scan' }] };
let first: Receiver;
let second: Receiver;

beforeAll(async () => {
  first = await receiver();
  second = await receiver();
});
beforeEach(() => {
  first.hits.length = 0;
  second.hits.length = 0;
  first.answer = (res) => {
    res.writeHead(204).end();
  };
});
afterAll(async () => {
  for (const r of [first, second]) await new Promise<void>((resolve) => r.server.close(() => resolve()));
});

/** The admin path: DiscordAlerts over the guarded client, `webhook_daily` set to `url`. */
function adminAlerts(url: string, policy: Parameters<typeof createGuardedWebhookClient>[0]) {
  const settings: AdminSettings = { ...defaultAdminSettings, webhook_daily: url };
  const reports: string[] = [];
  const alerts = createDiscordAlerts({
    settings: { current: async () => settings, onChange: () => () => {} },
    client: createGuardedWebhookClient({ baseDelayMs: 1, sleep: async () => {}, ...policy }),
    now: () => new Date(Date.UTC(2026, 2, 14)),
    report: (text, reason) => reports.push(`${text}: ${String(reason)}`),
  });
  const send = () =>
    alerts.cprScanSummary({
      timeframe: '1d',
      periodStart: new Date(Date.UTC(2026, 2, 14)),
      map: defaultAdminSettings.daily_cpr_map,
      rows: [],
    });
  return { send, reports };
}

describe('the guarded webhook client at send time', () => {
  it('posts an admin webhook to an allowed local receiver (the test allowance)', async () => {
    const { send, reports } = adminAlerts(`http://127.0.0.1:${first.port}/api/webhooks/1/daily`, {
      policy: { allowLoopback: true },
    });
    expect(await send()).toEqual({ status: 'sent', attempts: 1 });
    expect(first.hits).toEqual(['/api/webhooks/1/daily']);
    expect(reports).toEqual([]);
  });

  it('does not contact an admin webhook whose host now resolves to a refused address', async () => {
    // Saved when hooks.test was public; now it answers loopback (the allowance is off, as in production).
    const { send, reports } = adminAlerts(`https://hooks.test:${first.port}/api/webhooks/1/daily`, {
      policy: { resolve: async () => ['127.0.0.1'] },
    });
    expect(await send()).toEqual({
      status: 'refused',
      reason: 'url must not point to a loopback, private or link-local address.',
    });
    expect(first.hits).toEqual([]);
    expect(reports).toEqual([
      'admin webhook webhook_daily refused: url must not point to a loopback, private or link-local address.',
    ]);
  });

  it('does not contact a name that resolves to loopback and a private address, even under the allowance', async () => {
    const client = createGuardedWebhookClient({
      policy: { allowLoopback: true, resolve: async () => ['127.0.0.1', '10.0.0.7'] },
    });
    const result = await client.send(`http://hooks.test:${first.port}/x`, message);
    expect(result.status).toBe('refused');
    expect(first.hits).toEqual([]);
  });

  it('does not follow a 307 to another local port: the delivery fails once, logged without the url', async () => {
    first.answer = (res) => {
      res.writeHead(307, { location: `http://127.0.0.1:${second.port}/internal` }).end();
    };
    const url = `http://127.0.0.1:${first.port}/api/webhooks/1/secret-token`;
    const { send, reports } = adminAlerts(url, { policy: { allowLoopback: true } });
    expect(await send()).toEqual({
      status: 'failed',
      attempts: 1,
      httpStatus: 307,
      reason: 'redirect not followed (HTTP 307)',
    });
    expect(first.hits).toHaveLength(1);
    expect(second.hits).toEqual([]);
    expect(reports).toEqual(['admin webhook webhook_daily failed: redirect not followed (HTTP 307)']);
    expect(reports.join('\n')).not.toContain('secret-token');

    // A user's webhook goes through the same client.
    const user = await createUserWebhookSender({ allowLoopback: true }, { baseDelayMs: 1 }).send(
      url,
      message,
    );
    expect(user).toEqual({ status: 'failed', reason: 'redirect not followed (HTTP 307)' });
    expect(first.hits).toHaveLength(2);
    expect(second.hits).toEqual([]);
  });

  it('the plain client (global fetch) does not follow a redirect either', async () => {
    first.answer = (res) => {
      res.writeHead(308, { location: `http://127.0.0.1:${second.port}/internal` }).end();
    };
    const result = await createWebhookClient({ sleep: async () => {} }).send(
      `http://127.0.0.1:${first.port}/x`,
      message,
    );
    expect(result).toMatchObject({ status: 'failed', httpStatus: 308 });
    expect(second.hits).toEqual([]);
  });
});
