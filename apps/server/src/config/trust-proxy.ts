import { isIP } from 'node:net';
import { z } from 'zod';

/** Fastify's `trustProxy` option: off, every hop, or the proxies' addresses/CIDRs. */
export type TrustProxy = boolean | string[];

/** The names proxy-addr (Fastify's `trustProxy` list) accepts for its pre-defined ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY` (docs/reliability.md): unset or `false` trusts no proxy (the client address is the
 * socket's); `true` trusts every hop of `X-Forwarded-For`; a comma list of addresses, CIDRs or
 * proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`) trusts those proxies. Passed as it is to
 * Fastify's `trustProxy`, which `request.ip` and `request.protocol` follow. A hop count is refused:
 * Fastify 5 ignores one (it trusts nobody, since a count cannot tell a proxy from a client that reached
 * the server directly), and a setting that silently does nothing is worse than a clear error.
 */
export const TrustProxyEnv = z
  .preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().optional())
  .transform((value, ctx): TrustProxy => {
    if (value === undefined || value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'a hop count is not supported (Fastify ignores it): name the proxy addresses or CIDRs, or use true',
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrCidr(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be true, false or a comma list of addresses/CIDRs (bad: ${bad.join(', ') || 'empty entry'})`,
      });
      return z.NEVER;
    }
    return entries;
  });
