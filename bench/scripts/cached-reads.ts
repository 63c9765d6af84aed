/**
 * Cached authenticated reads against the compiled server as `npm start` starts it, for comparing a
 * start setting (docs/performance.md, Memory: a memory setting must not slow these reads): starts the
 * server on a fresh data directory (`RATE_LIMITS=off`), waits for the end of its start-up runs
 * ("start-up runs finished") and a quiet `--wait` seconds, then reads `--path` with the admin's bearer
 * token and `accept-encoding: br, gzip` at `--connections` keep-alive connections (autocannon in a
 * worker thread, ../http-load.ts): a 1 s warm-up, then `--runs` runs of `--seconds` each, printing
 * requests per second, p50 and p99 and the server's RSS. A script, not a test:
 *
 *   npm run build:server && npx tsx bench/scripts/cached-reads.ts
 *   npx tsx bench/scripts/cached-reads.ts --env=MALLOC_MMAP_THRESHOLD_=1048576 --flags=--max-semi-space-size=4
 *   npx tsx bench/scripts/cached-reads.ts --env=MALLOC_MMAP_THRESHOLD_=   # an empty value unsets it
 *
 * Options: --symbols=N (SIM_SYMBOLS, default the built-in 153), --port=N (3992), --path (default
 * /cpr/cpr-data/?range=daily), --connections=100, --runs=3, --seconds=10, --wait=10, and the
 * experiment's --env=NAME=value[,…] and --flags=FLAG[,…] added to the start command's; --server=PATH (the
 * compiled entry, default apps/server/dist/main.js: a copy of another build compares two builds).
 */

import { join } from 'node:path';
import { loadRun } from '../http-load.ts';
import { rssMb, startServer } from './soak/server-process.ts';

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [name, ...value] = a.replace(/^--/, '').split('=');
    return [name, value.join('=')] as [string, string];
  }),
);
const option = (name: string, fallback: number) => Number(args.get(name) ?? fallback);
const list = (name: string) => (args.get(name) ?? '').split(',').filter(Boolean);
const port = option('port', 3992);
const path = args.get('path') ?? '/cpr/cpr-data/?range=daily';
const base = `http://127.0.0.1:${port}/api/v1`;
const admin = { username: 'readadmin', password: 'read-admin-pass-kestrel-42' };
const root = join(import.meta.dirname, '..', '..');
const env = Object.fromEntries(
  list('env').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
const server = startServer({
  root,
  entry: args.get('server') || undefined,
  port,
  admin,
  logFile: join(root, `bench/results/cached-reads-${port}.log`),
  env: {
    RATE_LIMITS: 'off',
    ...(args.has('symbols') ? { SIM_SYMBOLS: String(args.get('symbols')) } : {}),
    ...env,
  },
  nodeFlags: list('flags'),
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

try {
  console.log(`cached reads: ${JSON.stringify(env)} ${list('flags').join(' ')} ${path}`);
  await server.startupSettled;
  await sleep(option('wait', 10) * 1000);
  const login = await fetch(`${base}/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  const token = ((await login.json()) as { access: string }).access;
  const headers = { authorization: `Bearer ${token}` };
  const connections = option('connections', 100);
  await loadRun(`${base}${path}`, headers, connections, 1);
  for (let i = 0; i < option('runs', 3); i++) {
    const run = await loadRun(`${base}${path}`, headers, connections, option('seconds', 10));
    if (run.errors > 0) throw new Error(`${run.errors} answers were not 2xx`);
    console.log(
      `  ${(run.requestsPerSecond / 1000).toFixed(1)}k req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, ` +
        `server RSS ${rssMb(server.pid).toFixed(0)} MB`,
    );
  }
} finally {
  await server.stop();
}
process.exit(0);
