import { isIP } from 'node:net';

/** Fastify's `trustProxy`: whom to believe about the client address in `X-Forwarded-For`. */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names for address ranges (loopback, link-local, unique local). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(item: string): boolean {
  if (RANGE_NAMES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: unset or `false`, the socket's address is the client; `true`, the left-most address
 * of `X-Forwarded-For` (only behind a proxy that overwrites the header); a hop count `n`, the address
 * `n` proxies back; or a comma list of proxy addresses and CIDRs (and proxy-addr's `loopback`,
 * `linklocal`, `uniquelocal`), whose forwarding is believed. Returns the problem as a string.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= 100 ? hops : 'a hop count must be between 1 and 100';
  }
  const items = text.split(',').map((item) => item.trim());
  const bad = items.filter((item) => !isAddressOrRange(item));
  if (bad.length > 0) {
    return `must be true, false, a hop count or a comma list of addresses/CIDRs (not: ${bad.join(', ')})`;
  }
  return items;
}
