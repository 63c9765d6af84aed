import ipaddr from 'ipaddr.js';

/** `LIMIT_IPV6_PREFIX`'s default: one IPv6 subscriber is usually given a whole /64. */
export const DEFAULT_IPV6_PREFIX = 64;

/**
 * The key a per-address limit counts a client under (docs/api.md "Limits"): an IPv4 address as it is;
 * an IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, how a dual-stack socket reports an IPv4 client)
 * as that IPv4 address; any other IPv6 address as its network of `ipv6Prefix` bits
 * (`2001:db8:1:2::/64`), since one /64 is an unlimited supply of addresses for one client. Text that is
 * not an address (a test's `inject` reports `127.0.0.1`; a socket already gone reports nothing) is kept.
 */
export function addressKey(address: string | undefined, ipv6Prefix: number = DEFAULT_IPV6_PREFIX): string {
  if (!address) return 'unknown';
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const prefix = Math.max(0, Math.min(128, Math.trunc(ipv6Prefix)));
  if (prefix === 128) return v6.toString();
  const bytes = v6.toByteArray();
  for (let bit = prefix; bit < 128; bit += 1) {
    const byte = bit >> 3;
    bytes[byte] = (bytes[byte] ?? 0) & ~(0x80 >> (bit & 7));
  }
  return `${ipaddr.fromByteArray(bytes).toString()}/${prefix}`;
}
