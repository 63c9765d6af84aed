/**
 * One caller's flood against the others (docs/api.md §9, docs/reliability.md "Flood isolation"): starts
 * the compiled server (PGlite, simulated market, request limits on), waits for the start-up runs, then
 * for `--seconds` floods `--route` with `--connections` keep-alive clients, as one free user
 * (`--mode=user`, default: `market/overlays/`) or as a guest at one address (`--mode=address`, default:
 * `health/`), both from 127.0.0.1, while behind that same address another free user reads
 * `cpr/cpr-data/` and `watchlist/` every 100 ms and a third signs in every 500 ms, and a guest at
 * 127.0.0.2 reads `health/` every 100 ms. Prints what the flood got (2xx, 429), the other callers'
 * latency p50/p99/max (the aim: no more than 1 s, max) and the load average. A script, not a test:
 *
 *   npm run build:web && npm run build:server
 *   npx tsx bench/scripts/flood.ts [--mode=user|address] [--route=PATH] [--seconds=20]
 *     [--connections=100] [--symbols=N] [--port=3992]
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { call, loadAverage, percentile } from './probes/raw-http.ts';
import { createAccounts } from './soak/accounts.ts';
import { startServer } from './soak/server-process.ts';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const seconds = Number(args.get('seconds') ?? 20);
const connections = Number(args.get('connections') ?? 100);
const port = Number(args.get('port') ?? 3992);
/** `user`: one signed-in free user floods; `address`: a guest floods from one address. */
const mode = args.get('mode') === 'address' ? 'address' : 'user';
const route = args.get('route') ?? (mode === 'user' ? 'market/overlays/?symbol=ETHUSDT&tf=1h' : 'health/');
const root = join(import.meta.dirname, '..', '..');
const base = `http://127.0.0.1:${port}/api/v1`;
const admin = { username: 'floodadmin', password: 'flood-admin-pass-42' };

const logFile = join(root, 'bench/results/flood-server.log');
const server = startServer({
  root,
  port,
  admin,
  env: args.has('symbols') ? { SIM_SYMBOLS: String(args.get('symbols')) } : {},
  logFile,
});

/** Until the start-up runs have ended (and the heap trim after them): the flood meets a settled server. */
async function settled(): Promise<void> {
  await server.historyReady;
  while (!readFileSync(logFile, 'utf8').includes('start-up runs finished'))
    await new Promise((resolve) => setTimeout(resolve, 500));
  await new Promise((resolve) => setTimeout(resolve, 5000));
}

/**
 * Latencies (ms) of one polite caller sending `path` every `everyMs` until `until`, from `localAddress`
 * (127.0.0.1 is the flooder's own address); a refusal or an error fails the run.
 */
async function politeReads(
  path: string,
  options: { token?: string | null; localAddress?: string; body?: object; everyMs?: number },
  until: number,
): Promise<number[]> {
  const latencies: number[] = [];
  while (Date.now() < until) {
    const answer = await call(`${base}${path}`, {
      localAddress: options.localAddress ?? '127.0.0.1',
      ...(options.token ? { headers: { authorization: `Bearer ${options.token}` } } : {}),
      ...(options.body ? { method: 'POST', body: JSON.stringify(options.body) } : {}),
    });
    if (answer.status >= 300) throw new Error(`${path}: ${answer.status} for the polite caller`);
    latencies.push(answer.ms);
    await new Promise((resolve) => setTimeout(resolve, options.everyMs ?? 100));
  }
  return latencies;
}

const describe = (name: string, latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  const max = sorted.at(-1) ?? Number.NaN;
  console.log(
    `  ${name.padEnd(52)} ${String(sorted.length).padStart(4)} calls, p50 ${percentile(sorted, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${max.toFixed(1)} ms${max > 1000 ? '  (over 1 s)' : ''}`,
  );
  return max;
};

try {
  const [, flooder, reader, neighbour] = await createAccounts(base, admin, ['free', 'free', 'free'], 120_000);
  if (!flooder || !reader || !neighbour) throw new Error('accounts not created');
  await settled();
  const who = mode === 'user' ? 'one free user' : 'one address (a guest)';
  console.log(
    `flood: ${connections} connections for ${seconds} s from ${who} on ${route}, the server at ${base}; ` +
      `load average ${loadAverage(loadavg())}`,
  );
  const until = Date.now() + seconds * 1000;
  const [flood, ...others] = await Promise.all([
    autocannon({
      url: `${base}/${route}`,
      headers: {
        ...(mode === 'user' ? { authorization: `Bearer ${flooder.token}` } : {}),
        'accept-encoding': 'gzip',
      },
      connections,
      duration: seconds,
      workers: 1,
    }),
    // Behind the flooding address: another user's reads and the logins of a third.
    politeReads('/cpr/cpr-data/?range=daily', { token: reader.token }, until),
    politeReads('/watchlist/', { token: reader.token }, until),
    politeReads(
      '/auth/login/',
      { body: { username: neighbour.username, password: neighbour.password }, everyMs: 500 },
      until,
    ),
    // Elsewhere: a guest's health checks from another address.
    politeReads('/health/', { localAddress: '127.0.0.2' }, until),
  ]);
  const refused = flood.statusCodeStats?.['429']?.count ?? 0;
  console.log(
    `  the flood: ${flood.requests.total} requests, ${flood['2xx']} answered 2xx, ${refused} refused 429, ` +
      `${flood.errors} errors, p99 ${flood.latency.p99} ms`,
  );
  const [cpr = [], watchlist = [], logins = [], health = []] = others;
  const worst = Math.max(
    describe('another free user behind the address, cpr/cpr-data/', cpr),
    describe('the same user, watchlist/', watchlist),
    describe('a third user behind the address, auth/login/', logins),
    describe('a guest at another address, health/', health),
  );
  console.log(`  the other callers' worst delay vs the 1 s aim: ${(worst / 1000).toFixed(2)}×`);
  console.log(`  load average at the end: ${loadAverage(loadavg())}`);
} finally {
  await server.stop();
}
process.exit(0);
