import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { createLogSampler } from '../lib/sampled-log.ts';
import type { RateLimitedError } from '../services/errors.ts';
import type { Caller, RequestLimiter } from '../services/limits/request-limiter.ts';
import { API_CACHE_CONTROL, HELMET_OPTIONS, PERMISSIONS_POLICY } from './plugins/security-headers.ts';

export interface EarlyRefusalDeps {
  limiter: RequestLimiter;
  /** The signed-in user of a bearer token, from the session cache only (no promise); undefined: not cached. */
  cachedUserId(token: string): number | undefined;
  /** The address key of a raw request (services/limits/address-key.ts), or null where it cannot be told here. */
  addressOf(request: IncomingMessage): string | null;
  log?: { info(obj: object, msg: string): void };
}

const BEARER = /^Bearer +([^\s]+) *$/i;

/**
 * The paths the early refusal leaves alone: not the API (the web app's files), the stream (its own caps) and
 * `auth/` (a login is limited by its username: request-limits.ts).
 */
function exempt(url: string): boolean {
  return !url.startsWith('/api/') || url.startsWith('/api/v1/stream/') || url.startsWith('/api/v1/auth/');
}

/** The security headers every answer carries (http/plugins/security-headers.ts), computed once. */
function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const sink = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, sink as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Refuses, ahead of Fastify, a request whose caller is already refused (docs/api.md "Limits",
 * docs/reliability.md "Flood isolation"): its requests in progress at the cap, or a limit's wait not
 * over. Such a request gets its 429 `{detail}` with `Retry-After` and the security headers written
 * straight on the socket: no request object, routing, hook, body parsing or per-request log line, so
 * a flood of thousands a second costs little of the event loop that every other caller shares.
 * Refusals are logged sampled (one line per caller a minute, with their count). The request limits
 * of http/plugins/request-limits.ts still decide every request that passes here.
 */
export function createEarlyRefusal(
  deps: EarlyRefusalDeps,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const headers = {
    ...securityHeaders(),
    'permissions-policy': PERMISSIONS_POLICY,
    'cache-control': API_CACHE_CONTROL,
  };
  const sampler = createLogSampler(60_000);
  const callerOf = (req: IncomingMessage): Caller | null => {
    const address = deps.addressOf(req);
    const header = req.headers.authorization;
    if (header === undefined) return address === null ? null : { userId: null, address };
    const token = BEARER.exec(header)?.[1];
    const userId = token ? deps.cachedUserId(token) : undefined;
    if (userId === undefined) return null;
    return { userId, address: address ?? '' };
  };
  const answer = (res: ServerResponse, error: RateLimitedError) => {
    const body = JSON.stringify({ detail: error.detail });
    res.writeHead(429, {
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'retry-after': String(error.retryAfterSeconds),
    });
    res.end(body);
  };
  return (req, res) => {
    const url = req.url ?? '/';
    if (exempt(url)) return false;
    const caller = callerOf(req);
    if (!caller) return false;
    const refusal = deps.limiter.refusal(caller);
    if (!refusal) return false;
    answer(res, refusal);
    const key = caller.userId === null ? `a:${caller.address}` : `u:${caller.userId}`;
    const count = sampler.take(key);
    if (count > 0)
      deps.log?.info({ caller: key, refused: count, url: url.split('?')[0] }, 'requests refused');
    return true;
  };
}
