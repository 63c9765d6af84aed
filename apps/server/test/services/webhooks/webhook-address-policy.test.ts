import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createUserWebhookSender } from '../../../src/services/alerts/alert-webhook-sender.ts';
import { checkWebhookUrl, isRefusedAddress } from '../../../src/services/webhooks/webhook-address-policy.ts';

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
    '::ffff:8.8.8.8',
    '::7f00:1',
    '255.255.255.255',
    '192.0.2.10',
    '198.18.0.1',
    '240.0.0.1',
    // 6to4: the whole 2002::/16, a public IPv4 inside (8.8.8.8) as much as 127.0.0.1.
    '2002:7f00:1::1',
    '2002:808:808::1',
    // NAT64, the well-known prefix and the local-use one (RFC 8215).
    '64:ff9b::7f00:1',
    '64:ff9b::808:808',
    '64:ff9b:1::a00:1',
    // Teredo.
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2001:db8::1',
    'fec0::1',
    '100::1',
    '1234::1',
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
    expect(await checkWebhookUrl('https://metadata.example/x', { resolve: resolve([]) })).toEqual({
      ok: false,
      reason: 'url host metadata.example does not resolve.',
    });
    const ok = await checkWebhookUrl('https://discord.com/api/webhooks/1/x', {
      resolve: resolve(['162.159.135.232']),
    });
    expect(ok).toMatchObject({ ok: true, address: '162.159.135.232' });
  });

  // The WHATWG parser turns each numeric host form into dotted IPv4 before the check sees it.
  it.each([
    'https://2130706433/x',
    'https://0x7f000001/x',
    'https://0177.0.0.1/x',
    'https://127.1/x',
    'https://0x7f.1/x',
    'https://3232235777/x',
    'https://0xa9.0xfe.0xa9.0xfe/latest/meta-data',
    'https://[::ffff:a9fe:a9fe]/x',
    'https://[2002:a9fe:a9fe::1]/x',
    'https://[64:ff9b::a9fe:a9fe]/x',
    'https://[2001:0:a9fe:a9fe::1]/x',
  ])('refuses the numeric host %s without asking DNS', async (url) => {
    const asked: string[] = [];
    const check = await checkWebhookUrl(url, {
      resolve: async (host) => {
        asked.push(host);
        return ['162.159.135.232'];
      },
    });
    expect(check).toEqual({
      ok: false,
      reason: 'url must not point to a loopback, private or link-local address.',
    });
    expect(asked).toEqual([]);
  });

  it('names the field in its reasons', async () => {
    expect(await checkWebhookUrl('https://127.1/x', {}, 'webhook_daily')).toEqual({
      ok: false,
      reason: 'webhook_daily must not point to a loopback, private or link-local address.',
    });
  });

  it('allows plain-http loopback only under the test policy', async () => {
    expect((await checkWebhookUrl('http://127.0.0.1:9/x')).ok).toBe(false);
    expect((await checkWebhookUrl('http://127.0.0.1:9/x', { allowLoopback: true })).ok).toBe(true);
    expect((await checkWebhookUrl('http://10.0.0.1:9/x', { allowLoopback: true })).ok).toBe(false);
    // A name resolving to loopback and elsewhere is not a local receiver.
    const mixed = { allowLoopback: true, resolve: async () => ['127.0.0.1', '10.0.0.7'] };
    expect((await checkWebhookUrl('http://mixed.test:9/x', mixed)).ok).toBe(false);
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
