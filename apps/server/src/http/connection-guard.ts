import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { isResourceError } from '../lib/guarded.ts';
import { safeErrorText } from '../lib/safe-error.ts';
import { createLogSampler } from '../lib/sampled-log.ts';

/**
 * The socket-level limits of the HTTP server (docs/reliability.md "No client can take the server
 * down"), settings of the config module: `HTTP_HEADERS_TIMEOUT_MS`, `HTTP_REQUEST_TIMEOUT_MS`,
 * `HTTP_KEEP_ALIVE_TIMEOUT_MS`, `CONNECTIONS_MAX_PER_ADDRESS`, `CONNECTIONS_MAX_TOTAL`.
 */
export interface ConnectionLimits {
  /** A request's headers must have arrived this long after its connection opened (or its previous request ended). */
  headersTimeoutMs: number;
  /** The whole request (headers and body) must have arrived within this. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Open connections from one client address (IPv6 by its prefix, services/limits/address-key.ts). */
  perAddress: number;
  /** Open connections in all, kept below the process's descriptor limit. */
  total: number;
}

export const defaultConnectionLimits: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  // Above the 60 s idle timeout of common load balancers, so a proxy never reuses a connection the
  // server is closing; idle connections are bounded by the caps below.
  keepAliveTimeoutMs: 65_000,
  perAddress: 256,
  total: 8_000,
};

/** The timeouts as `http.createServer` takes them, with a check every second (Node's default is 30 s). */
export function serverTimeouts(limits: ConnectionLimits) {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
  };
}

export interface ConnectionGuardLog {
  warn(obj: object, msg: string): void;
}

export interface ConnectionGuard {
  /** Open connections now, in all and from one address key. */
  open(key?: string): number;
}

/**
 * Caps the open connections of `server` per client address and in total. Past the total, Node itself
 * closes the newest connection as it is accepted (`maxConnections`, no socket object built); past an
 * address's cap, this closes the newest one of that address, so those already open keep being
 * served. Refusals are logged sampled (lib/sampled-log.ts). A server error such as `EMFILE` on accept
 * is logged, never thrown: the process keeps serving the connections it holds.
 */
export function guardConnections(
  server: Server,
  limits: ConnectionLimits,
  keyOf: (address: string | undefined) => string,
  log?: ConnectionGuardLog,
): ConnectionGuard {
  const byKey = new Map<string, number>();
  const sampler = createLogSampler(60_000);
  const refused = (key: string, reason: string) => {
    const count = sampler.take(`${reason}|${key}`);
    if (count > 0) log?.warn({ address: key, reason, refused: count }, 'connection refused');
  };
  server.maxConnections = limits.total;
  server.on('drop', (data?: { remoteAddress?: string }) => refused(keyOf(data?.remoteAddress), 'total'));
  server.on('connection', (socket: Socket) => {
    const key = keyOf(socket.remoteAddress);
    const open = byKey.get(key) ?? 0;
    if (open >= limits.perAddress) {
      refused(key, 'per-address');
      socket.destroy();
      return;
    }
    byKey.set(key, open + 1);
    socket.once('close', () => {
      const left = (byKey.get(key) ?? 1) - 1;
      if (left <= 0) byKey.delete(key);
      else byKey.set(key, left);
    });
  });
  server.on('error', (error: Error) => {
    const count = sampler.take(`error|${(error as { code?: string }).code ?? 'unknown'}`);
    if (count > 0)
      log?.warn(
        { error: safeErrorText(error), resource: isResourceError(error), times: count },
        'http server error',
      );
  });
  return {
    open: (key) =>
      key === undefined ? [...byKey.values()].reduce((a, b) => a + b, 0) : (byKey.get(key) ?? 0),
  };
}
