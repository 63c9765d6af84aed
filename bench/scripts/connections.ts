/**
 * No client can take the server down (docs/reliability.md): starts the compiled server (PGlite,
 * simulated market), then, while a polite client at 127.0.0.1 reads `health/` every 200 ms,
 *
 *   A. holds `--many` idle connections (a request's first line and never its end) from `--addresses`
 *      addresses of 127.0.0.0/8, for `--hold` seconds;
 *   B. opens `--one` idle connections from one address (past CONNECTIONS_MAX_PER_ADDRESS);
 *   C. with `--fd-limit=N`, starts a second server whose open-file limit is N and whose connection caps
 *      are lifted (CONNECTIONS_MAX_TOTAL far above N), holds `--emfile` connections from many addresses,
 *      so that accepting fails with EMFILE, and checks the process is alive and serves once they go.
 *
 * Prints how many connections were held and closed by the server, the polite client's latencies and
 * failures, whether the process is alive, and the load average. A bounded script, not a test:
 *
 *   npm run build:server
 *   npx tsx bench/scripts/connections.ts [--many=4000] [--addresses=200] [--one=1000] [--hold=15]
 *     [--fd-limit=1024] [--emfile=3000] [--port=3993]
 */

import type { Socket } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { call, idleConnection, loadAverage, loopbackAddress, summary } from './probes/raw-http.ts';
import { type SoakServer, startServer } from './soak/server-process.ts';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const many = Number(args.get('many') ?? 4000);
const addresses = Number(args.get('addresses') ?? 200);
const one = Number(args.get('one') ?? 1000);
const holdSeconds = Number(args.get('hold') ?? 15);
const fdLimit = args.has('fd-limit') ? Number(args.get('fd-limit')) : undefined;
const emfile = Number(args.get('emfile') ?? 3000);
const port = Number(args.get('port') ?? 3993);
const root = join(import.meta.dirname, '..', '..');
const admin = { username: 'connadmin', password: 'conn-admin-pass-42' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The polite client: a health read every 200 ms until stopped; latencies and failures. */
function politeClient(base: string) {
  const latencies: number[] = [];
  const failures: string[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      try {
        const answer = await call(`${base}/health/`, { localAddress: '127.0.0.1', timeoutMs: 5000 });
        if (answer.status === 200) latencies.push(answer.ms);
        else failures.push(String(answer.status));
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
      await sleep(200);
    }
  })();
  return {
    latencies,
    failures,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/** Opens `count` idle connections spread over `spread` addresses starting at address `from`. */
async function hold(count: number, spread: number, from: number): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i += 100) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(100, count - i) }, (_, k) =>
        idleConnection(port, loopbackAddress(from + ((i + k) % spread))),
      ),
    );
    for (const socket of batch) if (socket) sockets.push(socket);
  }
  return sockets;
}

const closedCount = (sockets: Socket[]) => sockets.filter((s) => s.destroyed || s.readableEnded).length;

async function settledServer(env: Record<string, string>, name: string, limit?: number): Promise<SoakServer> {
  const server = startServer({
    root,
    port,
    admin,
    env: { SIM_SYMBOLS: '20', ...env },
    logFile: join(root, `bench/results/connections-${name}.log`),
    ...(limit === undefined ? {} : { fdLimit: limit }),
  });
  await server.historyReady;
  return server;
}

const base = `http://127.0.0.1:${port}/api/v1`;
console.log(`load average at start: ${loadAverage(loadavg())}`);
let server = await settledServer({}, 'caps');
try {
  const polite = politeClient(base);
  await sleep(2000);
  // A. Many addresses.
  const startedA = Date.now();
  const heldA = await hold(many, addresses, 0);
  const openedMs = Date.now() - startedA;
  await sleep(1000);
  const openA = heldA.length - closedCount(heldA);
  await sleep(holdSeconds * 1000);
  console.log(
    `A. ${many} idle connections from ${addresses} addresses: ${heldA.length} connected in ${openedMs} ms, ` +
      `${openA} open after 1 s, ${closedCount(heldA)} closed by the server after ${holdSeconds + 1} s ` +
      `(headers timeout); process ${server.exited() ?? 'alive'}`,
  );
  for (const s of heldA) s.destroy();
  // B. One address.
  const heldB = await hold(one, 1, 100_000);
  await sleep(1000);
  console.log(
    `B. ${one} idle connections from one address: ${heldB.length - closedCount(heldB)} open after 1 s, ` +
      `${closedCount(heldB)} closed (the per-address cap); process ${server.exited() ?? 'alive'}`,
  );
  for (const s of heldB) s.destroy();
  await sleep(1000);
  await polite.stop();
  console.log(
    `   the polite client meanwhile: ${summary(polite.latencies)}, ${polite.failures.length} failed`,
  );
  if (polite.failures.length > 0) console.log(`   failures: ${[...new Set(polite.failures)].join('; ')}`);
} finally {
  await server.stop();
}

if (fdLimit !== undefined) {
  server = await settledServer(
    { CONNECTIONS_MAX_TOTAL: '100000', CONNECTIONS_MAX_PER_ADDRESS: '100000' },
    'emfile',
    fdLimit,
  );
  try {
    const polite = politeClient(base);
    await sleep(1000);
    const held = await hold(emfile, addresses, 200_000);
    await sleep(2000);
    const during = polite.failures.length;
    console.log(
      `C. open-file limit ${fdLimit}, caps lifted: ${held.length} of ${emfile} connections accepted or pending, ` +
        `process ${server.exited() ?? 'alive'}; polite failures while they are held: ${during}`,
    );
    await sleep(holdSeconds * 1000);
    for (const s of held) s.destroy();
    await sleep(3000);
    const after = polite.latencies.length;
    await sleep(3000);
    await polite.stop();
    const servedAfter = polite.latencies.length - after;
    console.log(
      `   after they go: process ${server.exited() ?? 'alive'}, ${servedAfter} polite reads answered in the last 3 s; ` +
        `polite overall ${summary(polite.latencies)}, ${polite.failures.length} failed`,
    );
  } finally {
    await server.stop();
  }
}
console.log(`load average at end: ${loadAverage(loadavg())}`);
process.exit(0);
