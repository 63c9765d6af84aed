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
 * Options: --port=N (default 3990), --server=PATH (the compiled entry, default apps/server/dist/main.js; a
 * symlinked folder keeps it out of a `pkill -f dist/main.js` run by other work on the machine), --settle=S (seconds to keep reading RSS after the backfill, 30),
 * --after-settle=S (then wait for the start-up runs' end, "start-up runs finished", and its heap trim, and
 * read RSS for S more seconds; 0, the default, skips it), and for experiments beside the start command
 * (docs/performance.md, Memory): --env=NAME=value[,NAME=value…] (added to its environment) and
 * --flags=FLAG[,FLAG…] (node flags added to its own). At the end it prints what holds the resident
 * memory (`/proc/PID/smaps`: the C heap, other anonymous mappings, the node binary, other files).
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productionStart } from './start-command.ts';

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [name, ...value] = a.replace(/^--/, '').split('=');
    return [name, value.join('=')] as [string, string];
  }),
);
const root = join(import.meta.dirname, '..', '..');
const port = Number(args.get('port') ?? 3990);
const settleSeconds = Number(args.get('settle') ?? 30);
const afterSettleSeconds = Number(args.get('after-settle') ?? 0);
const list = (name: string) => (args.get(name) ?? '').split(',').filter(Boolean);
const extraEnv = Object.fromEntries(
  list('env').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
const extraFlags = list('flags');
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

/** Resident MB by kind of mapping (`/proc/PID/smaps`): glibc's main heap, other anonymous, the node binary, other files. */
const residentBreakdown = (pid: number) => {
  const kb = { 'C heap': 0, 'other anonymous': 0, 'node binary': 0, 'other files': 0 };
  let kind: keyof typeof kb = 'other anonymous';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+\s\S+\s\S+\s\S+\s\d+\s*(.*)$/.exec(line);
    if (mapping) {
      const path = mapping[1] ?? '';
      kind =
        path === '[heap]'
          ? 'C heap'
          : path === '' || path.startsWith('[')
            ? 'other anonymous'
            : path === process.execPath
              ? 'node binary'
              : 'other files';
    } else if (line.startsWith('Rss:')) kb[kind] += Number(/\d+/.exec(line)?.[0] ?? 0);
  }
  return Object.entries(kb)
    .map(([k, v]) => `${k} ${(v / 1024).toFixed(0)} MB`)
    .join(', ');
};

const dataDir = mkdtempSync(join(tmpdir(), 'first-start-'));
const compiled = args.get('server') || join(root, 'apps/server/dist/main.js');
const useTsx = args.has('tsx') || !existsSync(compiled);
const start = productionStart(root);
const command = useTsx
  ? ['--import', 'tsx', join(root, 'apps/server/src/main.ts')]
  : [...start.nodeFlags, ...extraFlags, compiled];
const env = {
  ...process.env,
  ...(useTsx ? {} : start.env),
  ...extraEnv,
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
const trims: string[] = [];
child.stdout?.on('data', (chunk: Buffer) => {
  const text = chunk.toString();
  if (historyAt === undefined && text.includes('market history ready')) historyAt = seconds();
  if (settledAt === undefined && text.includes('start-up runs finished')) settledAt = seconds();
  for (const m of text.matchAll(/"rssBeforeMb":(\d+),"rssAfterMb":(\d+),"pauseMs":(\d+)/g))
    trims.push(`${seconds().toFixed(0)} s: ${m[1]} → ${m[2]} MB in ${m[3]} ms`);
});
const stop = () => {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
child.once('exit', (code, signal) => {
  console.log(`  the server exited (${code ?? signal}) at ${seconds().toFixed(1)} s`);
  process.exit(1);
});
try {
  console.log(
    `first start: ${
      useTsx
        ? 'tsx loader'
        : `compiled (apps/server/dist, ${Object.entries({ ...start.env, ...extraEnv })
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
  if (afterSettleSeconds > 0) {
    while (settledAt === undefined && seconds() < 1800) await sleep(500);
    await sleep(2000);
    const after: number[] = [];
    for (let i = 0; i < afterSettleSeconds; i++) {
      after.push(rssMb(pid));
      await sleep(1000);
    }
    console.log(
      `  start-up runs finished: ${settledAt?.toFixed(1) ?? '?'} s; RSS over ${afterSettleSeconds} s after: ` +
        `min ${Math.min(...after).toFixed(0)} MB, max ${Math.max(...after).toFixed(0)} MB, last ${after.at(-1)?.toFixed(0)} MB`,
    );
  }
  console.log(`  heap trims: ${trims.length > 0 ? trims.join('; ') : 'none'}`);
  console.log(`  what holds it now: ${residentBreakdown(pid)}`);
} finally {
  stop();
}
process.exit(0);
