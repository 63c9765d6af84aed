import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createUserWebhookSender } from '../../../src/services/alerts/alert-webhook-sender.ts';
import { checkWebhookUrl, isRefusedAddress } from '../../../src/services/alerts/webhook-address.ts';

describe('isRefusedAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '162.159.135.232', '2606:4700::6810:84e5'])('allows public %s', (address) => {
    expect(isRefusedAddress(address)).toBe(false);
  });
});

describe('checkWebhookUrl', () => {
  const resolve = (addresses: string[]) => async () => addresses;

  it('wants https, no credentials, and every resolved address public', async () => {
    expect(
      await checkWebhookUrl('http://discord.com/api/webhooks/1/x', { resolve: resolve(['162.159.135.232']) }),
    ).toEqual({
      ok: false,
      reason: 'url must use https.',
    });
    expect(
      (await checkWebhookUrl('https://u:p@discord.com/x', { resolve: resolve(['162.159.135.232']) })).ok,
    ).toBe(false);
    expect(
      await checkWebhookUrl('https://rebind.example/x', {
        resolve: resolve(['162.159.135.232', '10.0.0.1']),
      }),
    ).toEqual({ ok: false, reason: 'url must not point to a loopback, private or link-local address.' });
    expect((await checkWebhookUrl('https://[::1]/x')).ok).toBe(false);
    expect((await checkWebhookUrl('https://169.254.169.254/latest/meta-data')).ok).toBe(false);
    const ok = await checkWebhookUrl('https://discord.com/api/webhooks/1/x', {
      resolve: resolve(['162.159.135.232']),
    });
    expect(ok).toMatchObject({ ok: true, address: '162.159.135.232' });
  });

  it('allows plain-http loopback only under the test policy', async () => {
    expect((await checkWebhookUrl('http://127.0.0.1:9/x')).ok).toBe(false);
    expect((await checkWebhookUrl('http://127.0.0.1:9/x', { allowLoopback: true })).ok).toBe(true);
    expect((await checkWebhookUrl('http://10.0.0.1:9/x', { allowLoopback: true })).ok).toBe(false);
  });
});

describe('the user webhook sender', () => {
  it('connects to the address it checked, whatever the name resolves to later, with the url’s Host', async () => {
    const hosts: string[] = [];
    const server = createServer((req, res) => {
      hosts.push(req.headers.host ?? '');
      req.resume().on('end', () => res.writeHead(204).end());
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    try {
      // `hooks.invalid` resolves nowhere: the post can only arrive through the pinned address.
      const sender = createUserWebhookSender({ allowLoopback: true, resolve: async () => ['127.0.0.1'] });
      const result = await sender.send(`http://hooks.invalid:${port}/api/webhooks/1/x`, {
        embeds: [{ title: 't' }],
      });
      expect(result).toEqual({ status: 'sent' });
      expect(hosts).toEqual([`hooks.invalid:${port}`]);
      const refused = await createUserWebhookSender({ resolve: async () => ['127.0.0.1'] }).send(
        `https://hooks.invalid:${port}/x`,
        { embeds: [{ title: 't' }] },
      );
      expect(refused.status).toBe('refused');
      expect(hosts).toHaveLength(1);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
