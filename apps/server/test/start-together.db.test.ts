import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config.ts';
import { pgliteDatabase } from '../src/db/database.ts';
import { type RunningServer, startServer } from '../src/start.ts';
import { fastHasher } from './support/test-app.ts';

/**
 * Many processes start as one (docs/reliability.md): two API processes, a worker and a scheduler
 * started at once on an empty database all come up, with one set of migrations, one first admin and
 * one JWT secret. On PostgreSQL (TEST_DATABASE_URL) as four real processes; on the embedded database,
 * which belongs to one process, as four start-ups at once inside this one, sharing its database.
 */
const ROLES = ['api', 'api', 'worker', 'scheduler'] as const;
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const baseUrl = process.env.TEST_DATABASE_URL;

const count = async (query: (sql: string) => Promise<{ rows: unknown[] }>, sql: string) =>
  Number(((await query(sql)).rows[0] as { n: string | number }).n);

describe('four start-ups at once on an empty embedded database', () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  it('all come up, with the migrations applied once, one admin and one JWT secret', async () => {
    const client = await PGlite.create();
    const database = pgliteDatabase(client);
    const dataDir = mkdtempSync(join(tmpdir(), 'start-together-'));
    const printed: string[] = [];
    const log = pino({ level: 'silent' });
    const started = await Promise.allSettled(
      ROLES.map((role) =>
        startServer(
          loadConfig(
            { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SIM_SYMBOLS: '3', LOG_LEVEL: 'silent' },
            [`--roles=${role}`],
          ),
          {
            log,
            print: (text) => printed.push(text),
            hasher: fastHasher,
            openDb: async () => ({ ...database, close: async () => undefined }),
            webDistDir: join(tmpdir(), 'no-such-web-dist'),
          },
        ),
      ),
    );
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    expect(started.map((r) => (r.status === 'rejected' ? String(r.reason) : 'up'))).toEqual(
      ROLES.map(() => 'up'),
    );
    const query = (sql: string) => client.query(sql);
    expect(await count(query, "select count(*) as n from users where role = 'admin'")).toBe(1);
    expect(printed.filter((text) => text.includes('Admin account created'))).toHaveLength(1);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('jwt-secret'))).toEqual(['jwt-secret']);
    for (const server of servers.filter((s) => s.app)) {
      const address = server.app?.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening');
      expect((await fetch(`http://127.0.0.1:${address.port}/api/v1/health/`)).status).toBe(200);
    }
    for (const server of servers.splice(0)) await server.close();
    await client.close();
  }, 120_000);
});

/** Starts `src/main.ts` with `role`; resolves when it logs `ready`, rejects if it exits first. */
function startProcess(
  role: string,
  env: Record<string, string>,
  output: string[],
): {
  child: ChildProcess;
  up: Promise<void>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', `--roles=${role}`], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = role === 'api' ? 'Server listening' : 'database ready';
  const up = new Promise<void>((resolve, reject) => {
    let text = '';
    const read = (chunk: Buffer) => {
      text += chunk.toString();
      output.push(chunk.toString());
      if (text.includes(ready)) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`${role} exited with ${code}: ${text.slice(-2000)}`)));
  });
  return { child, up };
}

describe.skipIf(!baseUrl)(
  'four processes at once on an empty PostgreSQL database (TEST_DATABASE_URL)',
  () => {
    const name = `test_together_${process.pid}_${randomBytes(4).toString('hex')}`;
    const children: ChildProcess[] = [];
    const admin = async <T>(run: (c: pg.Client) => Promise<T>, url = baseUrl) => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        return await run(c);
      } finally {
        await c.end();
      }
    };
    afterAll(async () => {
      for (const child of children) child.kill('SIGKILL');
      await admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    });

    it('two API processes, a worker and a scheduler all come up and stay up', async () => {
      await admin((c) => c.query(`CREATE DATABASE "${name}"`));
      const url = new URL(baseUrl ?? '');
      url.pathname = `/${name}`;
      const dataDir = mkdtempSync(join(tmpdir(), 'start-together-'));
      const output: string[] = [];
      const env = {
        DATABASE_URL: url.toString(),
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        SIM_SYMBOLS: '3',
        LOG_LEVEL: 'info',
      };
      const started = ROLES.map((role) => startProcess(role, env, output));
      children.push(...started.map((s) => s.child));
      const results = await Promise.allSettled(started.map((s) => s.up));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason).slice(0, 600) : 'up'))).toEqual(
        ROLES.map(() => 'up'),
      );
      // Still running a few seconds later (a failure after the first log line would show here).
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(started.map((s) => s.child.exitCode)).toEqual(ROLES.map(() => null));
      const query = (sql: string) => admin((c) => c.query(sql), url.toString());
      expect(await count(query, "select count(*) as n from users where role = 'admin'")).toBe(1);
      expect(output.join('').match(/Admin account created/g)).toHaveLength(1);
      expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').length).toBeGreaterThanOrEqual(64);
    }, 180_000);
  },
);
