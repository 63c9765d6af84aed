/**
 * One caller's flood against another caller's reads (docs/api.md §9, docs/reliability.md): starts the
 * compiled server (PGlite, simulated market, request limits on), waits for the start-up runs, then for
 * `--seconds` one free user floods `market/overlays/` with `--connections` keep-alive clients while a
 * second free user reads `cpr/cpr-data/` and a guest reads `health/`, one request every 100 ms each.
 * Prints what the flood got (2xx, 429), and the other callers' latency p50/p99/max: the aim is that a
 * flood never delays another caller by more than 1 s. A script, not a test:
 *
 *   npm run build:web && npm run build:server
 *   npx tsx bench/scripts/flood.ts [--seconds=20] [--connections=100] [--symbols=N] [--port=3992]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createAccounts } from './soak/accounts.ts';
import { startServer } from './soak/server-process.ts';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const seconds = Number(args.get('seconds') ?? 20);
const connections = Number(args.get('connections') ?? 100);
const port = Number(args.get('port') ?? 3992);
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

/** Latencies (ms) of one polite caller reading `path` every 100 ms until `until`. */
async function politeReads(path: string, token: string | null, until: number): Promise<number[]> {
  const latencies: number[] = [];
  while (Date.now() < until) {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: ${res.status} for the polite caller`);
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return latencies;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

const describe = (name: string, latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  const max = sorted.at(-1) ?? Number.NaN;
  console.log(
    `  ${name.padEnd(34)} ${String(sorted.length).padStart(4)} reads, p50 ${percentile(sorted, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${max.toFixed(1)} ms${max > 1000 ? '  (over 1 s)' : ''}`,
  );
  return max;
};

try {
  const [, flooder, reader] = await createAccounts(base, admin, ['free', 'free'], 120_000);
  if (!flooder || !reader) throw new Error('accounts not created');
  await settled();
  console.log(`flood: ${connections} connections for ${seconds} s from one free user, the server at ${base}`);
  const until = Date.now() + seconds * 1000;
  const [flood, readerLatencies, guestLatencies] = await Promise.all([
    autocannon({
      url: `${base}/market/overlays/?symbol=ETHUSDT&tf=1h`,
      headers: { authorization: `Bearer ${flooder.token}`, 'accept-encoding': 'gzip' },
      connections,
      duration: seconds,
      workers: 1,
    }),
    politeReads('/cpr/cpr-data/?range=daily', reader.token, until),
    politeReads('/health/', null, until),
  ]);
  const refused = flood.statusCodeStats?.['429']?.count ?? 0;
  console.log(
    `  the flood: ${flood.requests.total} requests, ${flood['2xx']} answered 2xx, ${refused} refused 429, ` +
      `${flood.errors} errors, p99 ${flood.latency.p99} ms`,
  );
  const worst = Math.max(
    describe('another free user, cpr/cpr-data/', readerLatencies),
    describe('a guest, health/', guestLatencies),
  );
  console.log(`  the other callers' worst delay vs the 1 s aim: ${(worst / 1000).toFixed(2)}×`);
} finally {
  await server.stop();
}
process.exit(0);
