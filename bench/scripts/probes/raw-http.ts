import { request } from 'node:http';
import { connect, type Socket } from 'node:net';

/** One answer of `call`: its status, body and the time it took (ms). */
export interface RawAnswer {
  status: number;
  body: string;
  ms: number;
}

/**
 * One HTTP request from a chosen local address (127.0.0.0/8 has 16 million of them, so one machine can
 * stand for many clients), on its own connection; rejects after `timeoutMs`.
 */
export function call(
  url: string,
  options: {
    localAddress?: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeoutMs?: number;
  } = {},
): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: options.method ?? 'GET',
        headers: {
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        localAddress: options.localAddress,
        agent: false,
        timeout: options.timeoutMs ?? 10_000,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer in ${options.timeoutMs ?? 10_000} ms`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * An idle connection from `localAddress` that sends the start of a request and never its end (the
 * client of a slowloris): resolves once connected, or with null when the connection is refused.
 */
export function idleConnection(port: number, localAddress: string): Promise<Socket | null> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    socket.on('error', () => resolve(null));
    socket.once('connect', () => {
      socket.write('GET /api/v1/health/ HTTP/1.1\r\nHost: x\r\n');
      resolve(socket);
    });
    socket.resume();
  });
}

/** The `n`-th address of 127.0.0.0/8 from 127.0.1.0 on (never 127.0.0.1, the polite client's). */
export function loopbackAddress(n: number): string {
  const index = n + 256;
  return `127.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** `p50 / p99 / max` of latencies (ms), one decimal. */
export function summary(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  return `${sorted.length} reads, p50 ${f(percentile(sorted, 50))} ms, p99 ${f(percentile(sorted, 99))} ms, max ${f(sorted.at(-1) ?? Number.NaN)} ms`;
}

export const loadAverage = (loads: number[]) => loads.map((l) => l.toFixed(2)).join(' ');
