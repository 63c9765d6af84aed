import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The one address policy of every outbound webhook: the admin settings' Discord webhooks
 * (`webhook_url`, `webhook_daily` …) and each user's alert webhook (docs/alerts.md "Webhook policy").
 * A url must be https, carry no credentials, and every address its host resolves to must be global
 * unicast. Checked when saved (the settings and alerts routes answer 400) and again before each send
 * (DNS may have changed); the send then connects to the checked address (pinned-fetch.ts) and never
 * follows a redirect.
 *
 * Allowed: only what ipaddr.js classes as `unicast`, and for IPv6 only inside 2000::/3. Refused:
 * unspecified, loopback, private (RFC 1918), CGNAT (100.64/10), link-local (169.254/16 with the
 * cloud metadata address, fe80::/10), multicast, broadcast, reserved and documentation ranges,
 * benchmarking, AS112, AMT, IPv6 ULA (fc00::/7), site-local, discard, ORCHID, SRv6; every
 * IPv4-mapped (::ffff:0:0/96), IPv4-compatible (::/96) and SIIT (::ffff:0:0:0/96) form whatever the
 * IPv4 inside; NAT64 (64:ff9b::/96, 64:ff9b:1::/48); Teredo (2001::/32); and all of 6to4
 * (2002::/16), not only the prefixes embedding a refused IPv4: a 6to4 relay is a route to an
 * address this check cannot see, and 6to4 is deprecated (RFC 7526).
 *
 * Numeric host forms (`https://2130706433`, `0x7f000001`, `0177.0.0.1`, `127.1`) need no rule of
 * their own: the WHATWG URL parser normalizes them to dotted IPv4 (127.0.0.1), which is checked.
 */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() !== 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  if (v6.range() !== 'unicast') return true;
  // Outside 2000::/3 nothing is assigned as global unicast (this also catches ::/96, IPv4-compatible).
  return (v6.parts[0] as number) >> 13 !== 0b001;
}

export type Resolve = (host: string) => Promise<string[]>;

const resolveAll: Resolve = async (host) => (await lookup(host, { all: true })).map((a) => a.address);

/** Server-side policy of webhook addresses; set in code, never by user input. */
export interface WebhookAddressPolicy {
  /**
   * Tests and benches only (local receivers; no environment variable turns it on): also allow plain
   * http and hosts whose every address is loopback (127.0.0.0/8, ::1).
   */
  allowLoopback?: boolean;
  /** Name resolution (default: the system resolver, every address). */
  resolve?: Resolve;
}

export type AddressCheck = { ok: true; url: URL; address: string } | { ok: false; reason: string };

const isLoopback = (a: string) => isIP(a) !== 0 && ipaddr.parse(a).range() === 'loopback';

/**
 * Checks a webhook url against the policy: https (http only for allowed loopback), no credentials,
 * a host resolving only to allowed addresses. `field` names the url in the reasons (`url` for a
 * user's webhook, the setting's name for the admin ones). The reasons never repeat the url.
 */
export async function checkWebhookUrl(
  raw: string,
  policy: WebhookAddressPolicy = {},
  field = 'url',
): Promise<AddressCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: `${field} must be a valid URL.` };
  }
  if (url.username || url.password) return { ok: false, reason: `${field} must not contain credentials.` };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await (policy.resolve ?? resolveAll)(host);
    } catch {
      return { ok: false, reason: `${field} host ${host} does not resolve.` };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: `${field} host ${host} does not resolve.` };
  const loopbackAllowed = policy.allowLoopback === true && addresses.every(isLoopback);
  if (url.protocol !== 'https:' && !(loopbackAllowed && url.protocol === 'http:'))
    return { ok: false, reason: `${field} must use https.` };
  if (!loopbackAllowed && addresses.some(isRefusedAddress))
    return { ok: false, reason: `${field} must not point to a loopback, private or link-local address.` };
  return { ok: true, url, address: addresses[0] as string };
}
