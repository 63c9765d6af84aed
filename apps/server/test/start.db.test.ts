import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config.ts';
import { type RunningServer, startServer } from '../src/start.ts';
import { fastHasher } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

let database: TestDatabase;
const logs: string[] = [];
const log = pino(
  { level: 'info' },
  new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  }),
);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function start(env: Record<string, string>, argv: string[] = []) {
  const printed: string[] = [];
  const config = loadConfig(
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'start-')),
      LOG_LEVEL: 'info',
      ...env,
    },
    argv,
  );
  const server = await startServer(config, {
    log,
    print: (text) => printed.push(text),
    hasher: fastHasher,
    // The test owns the database: the server's close() must not drop it.
    openDb: async () => ({ ...database, close: async () => undefined }),
    webDistDir: join(tmpdir(), 'no-such-web-dist'),
  });
  return { server, printed };
}

function baseUrl(server: RunningServer): string {
  const address = server.app?.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}/api/v1/`;
}

describe('startServer', () => {
  it('migrates, creates the first admin with a printed password, and serves over HTTP', async () => {
    const { server, printed } = await start({});
    try {
      expect(printed).toHaveLength(1);
      const password = /password=(\S+)/.exec(printed[0] ?? '')?.[1];
      expect(password).toBeDefined();
      const health = await fetch(`${baseUrl(server)}health/`);
      expect(await health.json()).toMatchObject({
        status: 'ok',
        source: 'simulated',
        data_as_of: null,
        exchange: null,
        loading: true,
      });
      const login = await fetch(`${baseUrl(server)}auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password }),
      });
      expect(login.status).toBe(200);
      expect(logs.join('')).toMatch(/web app not built/);
      expect(logs.join('')).not.toContain(password);
    } finally {
      await server.close();
    }
  });

  it('prints nothing on a later start, and the configured admin gets no printed password', async () => {
    const again = await start({});
    await again.server.close();
    expect(again.printed).toEqual([]);
    const configured = await start({ ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'Ops-Secret-1' });
    await configured.server.close();
    expect(configured.printed).toEqual([]);
    expect((await database.db.query.users.findMany()).map((u) => u.username)).toEqual(['admin', 'ops']);
  });

  it('runs no HTTP server without the api role', async () => {
    const { server } = await start({}, ['--roles=worker,scheduler']);
    expect(server.app).toBeNull();
    await server.close();
  });

  it('stops listening on close', async () => {
    const { server } = await start({});
    const url = baseUrl(server);
    await server.close();
    await expect(fetch(`${url}health/`)).rejects.toThrow();
  });
});
