import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * SSRF guard of user webhooks: a url must be https and every address its host resolves to must be
 * public. Refused: unspecified, loopback, private (RFC 1918), CGNAT (100.64/10), link-local
 * (169.254/16, fe80::/10, cloud metadata), multicast and reserved, IPv6 ULA (fc00::/7), and
 * IPv4-mapped/-compatible IPv6 forms of any of them. Checked when saved and again before each send
 * (DNS may have changed); the send then connects to the checked address.
 */
const blocked = new BlockList();
// IPv6 ranges live apart: a BlockList also matches IPv4 addresses against ::ffff:0:0/96 rules.
const blocked6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked6.addSubnet(net, prefix, 'ipv6');

/** Whether `address` (an IP literal) is one a webhook may not reach. */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) {
    // IPv4-mapped (::ffff:a.b.c.d or ::ffff:xxxx:xxxx) and -compatible forms are refused outright.
    if (/^(0*:)*:?ffff:/i.test(address) || /^::ffff$/i.test(address)) return true;
    return blocked6.check(address, 'ipv6');
  }
  return true;
}

export type Resolve = (host: string) => Promise<string[]>;

export const resolveAll: Resolve = async (host) => (await lookup(host, { all: true })).map((a) => a.address);

/** Server-side policy of webhook addresses; loopback only for tests and benches, never by user input. */
export interface WebhookAddressPolicy {
  /** `ALERT_WEBHOOK_ALLOW_LOOPBACK`: also allow http and 127.0.0.0/8 or ::1 (local receivers). */
  allowLoopback?: boolean;
  resolve?: Resolve;
}

export type AddressCheck = { ok: true; url: URL; address: string } | { ok: false; reason: string };

const isLoopback = (a: string) => (isIP(a) === 4 && a.startsWith('127.')) || a === '::1';

/** Checks a webhook url: https (http only for allowed loopback), host resolving to public addresses only. */
export async function checkWebhookUrl(raw: string, policy: WebhookAddressPolicy = {}): Promise<AddressCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'url must be a valid URL.' };
  }
  if (url.username || url.password) return { ok: false, reason: 'url must not contain credentials.' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await (policy.resolve ?? resolveAll)(host);
    } catch {
      return { ok: false, reason: `url host ${host} does not resolve.` };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: `url host ${host} does not resolve.` };
  const loopbackAllowed = policy.allowLoopback === true && addresses.every(isLoopback);
  if (url.protocol !== 'https:' && !(loopbackAllowed && url.protocol === 'http:'))
    return { ok: false, reason: 'url must use https.' };
  if (!loopbackAllowed && addresses.some(isRefusedAddress))
    return { ok: false, reason: 'url must not point to a loopback, private or link-local address.' };
  return { ok: true, url, address: addresses[0] as string };
}
