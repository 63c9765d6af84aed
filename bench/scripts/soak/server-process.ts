import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { productionStart } from '../start-command.ts';
import type { LoopDelayEntry } from './checks.ts';

export interface ServerOptions {
  root: string;
  /** The compiled entry (default apps/server/dist/main.js under root). */
  entry?: string;
  port: number;
  admin: { username: string; password: string };
  /** Extra environment (SIM_SPEED, RATE_LIMITS …); an empty value unsets a variable the start command sets. */
  env: Record<string, string>;
  /** Node flags added to the start command's own (experiments, docs/performance.md Memory). */
  nodeFlags?: string[];
  /** Where the server's log (stdout and stderr) is written. */
  logFile: string;
  /** The process's open-file limit (`ulimit -n`, through /bin/sh): the EMFILE probe of bench/scripts/connections.ts. */
  fdLimit?: number;
}

/** The compiled server on a fresh temporary DATA_DIR, as the soak drives it. */
export interface SoakServer {
  pid: number;
  /** Resolves when the log says "market history ready" (the backfill is done). */
  historyReady: Promise<void>;
  /** Resolves when the log says "start-up runs finished" (every start-up job run has ended). */
  startupSettled: Promise<void>;
  /** Error-level (pino level ≥ 50) lines the server logged, their messages. */
  errorLines: string[];
  /** The server's event-loop log (apps/server/src/runtime/loop-delay.ts), epoch ms `time`. */
  loopDelay: LoopDelayEntry[];
  stalls: { time: number; blockedMs: number }[];
  /** PGlite statements that held the event loop 100 ms or more (apps/server/src/db/pglite-held-time.ts). */
  heldStatements: { time: number; heldMs: number; sql: string }[];
  /** How the process ended (`code 1`, `signal SIGTERM`), or undefined while it runs. */
  exited: () => string | undefined;
  stop: () => Promise<void>;
}

/** The environment without the variables whose value is empty (`--env=MALLOC_MMAP_THRESHOLD_=` unsets it). */
function withoutEmpty(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
}

/** VmRSS of a process in MB, from /proc/PID/status. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * Spawns the compiled server (`apps/server/dist/main.js`, built by `npm run build:server`) with the
 * environment and node flags of `npm start` (../start-command.ts), like bench/scripts/first-start.ts does, writes its log to `logFile` and reads its JSON lines, and on `stop` sends SIGTERM
 * (SIGKILL after 20 s) and deletes the data directory.
 */
export function startServer(options: ServerOptions): SoakServer {
  const compiled = options.entry ?? join(options.root, 'apps/server/dist/main.js');
  if (!existsSync(compiled)) throw new Error(`no ${compiled}: run \`npm run build:server\` first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'soak-'));
  const start = productionStart(options.root);
  const nodeArgs = [...start.nodeFlags, ...(options.nodeFlags ?? []), compiled];
  const [command, args] =
    options.fdLimit === undefined
      ? [process.execPath, nodeArgs]
      : ['/bin/sh', ['-c', `ulimit -n ${options.fdLimit} && exec "$0" "$@"`, process.execPath, ...nodeArgs]];
  const child: ChildProcess = spawn(command, args, {
    cwd: join(options.root, 'apps/server'),
    env: withoutEmpty({
      ...process.env,
      ...start.env,
      DATA_DIR: dataDir,
      PORT: String(options.port),
      ADMIN_USERNAME: options.admin.username,
      ADMIN_PASSWORD: options.admin.password,
      LOG_LEVEL: 'info',
      ...options.env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const errorLines: string[] = [];
  const loopDelay: LoopDelayEntry[] = [];
  const stalls: SoakServer['stalls'] = [];
  const heldStatements: SoakServer['heldStatements'] = [];
  let ready: () => void = () => {};
  const historyReady = new Promise<void>((resolve) => {
    ready = resolve;
  });
  let settled: () => void = () => {};
  const startupSettled = new Promise<void>((resolve) => {
    settled = resolve;
  });
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    if (line.includes('market history ready')) ready();
    if (line.includes('start-up runs finished')) settled();
    // The per-request lines (two a read, info level) hold nothing to collect.
    if (line.includes('"msg":"incoming request"') || line.includes('"msg":"request completed"')) return;
    try {
      const entry = JSON.parse(line) as {
        level?: number;
        msg?: string;
        time: number;
        p50Ms: number;
        p99Ms: number;
        maxMs: number;
        blockedMs: number;
        heldMs: number;
        sql: string;
      };
      if ((entry.level ?? 0) >= 50) errorLines.push(entry.msg ?? line);
      if (entry.msg === 'event loop delay') loopDelay.push(entry);
      if (entry.msg === 'event loop stalled') stalls.push(entry);
      if (entry.msg === 'database statement held the event loop') heldStatements.push(entry);
    } catch {
      // not a JSON log line
    }
  });
  const exitedPromise = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    pid: child.pid as number,
    historyReady,
    startupSettled,
    errorLines,
    loopDelay,
    stalls,
    heldStatements,
    exited: () =>
      child.exitCode !== null
        ? `code ${child.exitCode}`
        : (child.signalCode ?? undefined) && `signal ${child.signalCode}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exitedPromise;
        clearTimeout(killer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
