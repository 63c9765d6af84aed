/**
 * A first start as a new user meets it: starts the server on a fresh data directory (simulated market,
 * PGlite), then polls each screen's call every 250 ms and prints the seconds from the spawn to its first
 * rows, and the server's RSS once every screen has rows and again after the whole backfill (the log's
 * "market history ready") and the start-up runs. The compiled server starts as `npm start` starts it
 * (its environment and node flags: start-command.ts). A script, not a test (it takes a minute or two):
 *
 *   npx tsx bench/scripts/first-start.ts                 # compiled server (apps/server/dist), else tsx
 *   npx tsx bench/scripts/first-start.ts --tsx           # through the tsx loader
 *   npx tsx bench/scripts/first-start.ts --symbols=500   # SIM_SYMBOLS for the server
 *
 * Options: --port=N (default 3990), --settle=S (seconds to keep reading RSS after the backfill, 30).
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productionStart } from './start-command.ts';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const root = join(import.meta.dirname, '..', '..');
const port = Number(args.get('port') ?? 3990);
const settleSeconds = Number(args.get('settle') ?? 30);
const base = `http://127.0.0.1:${port}/api/v1`;
const admin = { username: 'benchadmin', password: 'bench-admin-pass-42' };

/** Each screen's first call, and the role it needs. */
const screens = [
  { screen: 'CPR', path: '/cpr/cpr-data/?range=daily' },
  { screen: 'Volume', path: '/volume/volume-snapshots/current/' },
  { screen: 'ICT', path: '/ict/setups/' },
  { screen: 'SniperFlow', path: '/sniperflow/summary' },
];

/** The most rows an answer lists: its length if an array, else its largest array field. */
function rowCount(body: unknown): number {
  if (Array.isArray(body)) return body.length;
  if (body && typeof body === 'object')
    return Math.max(0, ...Object.values(body).map((v) => (Array.isArray(v) ? v.length : 0)));
  return 0;
}

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

const dataDir = mkdtempSync(join(tmpdir(), 'first-start-'));
const compiled = join(root, 'apps/server/dist/main.js');
const useTsx = args.has('tsx') || !existsSync(compiled);
const start = productionStart(root);
const command = useTsx
  ? ['--import', 'tsx', join(root, 'apps/server/src/main.ts')]
  : [...start.nodeFlags, compiled];
const env = {
  ...process.env,
  ...(useTsx ? {} : start.env),
  DATA_DIR: dataDir,
  PORT: String(port),
  ADMIN_USERNAME: admin.username,
  ADMIN_PASSWORD: admin.password,
  LOG_LEVEL: 'info',
  ...(args.has('symbols') ? { SIM_SYMBOLS: String(args.get('symbols')) } : {}),
};
const started = performance.now();
const seconds = () => (performance.now() - started) / 1000;
const child: ChildProcess = spawn(process.execPath, command, {
  cwd: join(root, 'apps/server'),
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
let historyAt: number | undefined;
let settledAt: number | undefined;
child.stdout?.on('data', (chunk: Buffer) => {
  const text = chunk.toString();
  if (historyAt === undefined && text.includes('market history ready')) historyAt = seconds();
  if (settledAt === undefined && text.includes('start-up runs finished')) settledAt = seconds();
});
const stop = () => {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
try {
  console.log(
    `first start: ${
      useTsx
        ? 'tsx loader'
        : `compiled (apps/server/dist, ${Object.entries(start.env)
            .map(([k, v]) => `${k}=${v} `)
            .join('')}node ${command.slice(0, -1).join(' ')})`
    }, data dir ${dataDir}`,
  );
  let token = '';
  while (!token) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const login = await fetch(`${base}/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    }).catch(() => undefined);
    if (login?.ok) token = ((await login.json()) as { access: string }).access;
    else await sleep(250);
  }
  console.log(`  API answering      ${seconds().toFixed(1)} s`);
  const pending = new Set(screens);
  while (pending.size > 0 && seconds() < 300) {
    for (const s of [...pending]) {
      // A busy machine can reset a kept-alive connection: that poll counts as no rows yet.
      const res = await fetch(`${base}${s.path}`, { headers: { authorization: `Bearer ${token}` } }).catch(
        () => undefined,
      );
      if (res?.status === 401) throw new Error('the admin token was refused');
      const rows = res?.ok ? rowCount(await res.json().catch(() => null)) : 0;
      if (rows > 0) {
        console.log(`  ${s.screen.padEnd(18)} ${seconds().toFixed(1)} s (${rows} rows)`);
        pending.delete(s);
      }
    }
    await sleep(250);
  }
  for (const s of pending) console.log(`  ${s.screen.padEnd(18)} no rows after 300 s`);
  const pid = child.pid as number;
  console.log(`  RSS, every screen with rows: ${rssMb(pid).toFixed(0)} MB`);
  while (historyAt === undefined && seconds() < 900) await sleep(500);
  console.log(`  market history ready: ${historyAt?.toFixed(1) ?? '?'} s`);
  const samples: number[] = [];
  for (let i = 0; i < settleSeconds; i++) {
    samples.push(rssMb(pid));
    await sleep(1000);
  }
  console.log(
    `  RSS over ${settleSeconds} s after the backfill: min ${Math.min(...samples).toFixed(0)} MB, ` +
      `max ${Math.max(...samples).toFixed(0)} MB, last ${samples.at(-1)?.toFixed(0)} MB` +
      (settledAt ? ` (start-up runs finished at ${settledAt.toFixed(1)} s)` : ''),
  );
} finally {
  stop();
}
process.exit(0);
