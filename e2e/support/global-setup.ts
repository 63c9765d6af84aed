import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { userRoles } from '@app/contracts';
import { ADMIN, accounts, createAccount, login } from './accounts.ts';
import { assertChromiumInstalled } from './chromium.ts';
import { freePort } from './free-port.ts';
import { startServer } from './server.ts';
import { type RunState, runFile, stateDir, storageStatePath } from './state.ts';
import { createE2eDatabase } from './test-database.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Builds the web app and the server bundle when their sources changed since the last build. */
function buildIfNeeded(): void {
  for (const script of ['scripts/build-web-if-needed.mjs', 'scripts/build-server-if-needed.mjs']) {
    const result = spawnSync(process.execPath, [script], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${script} failed with ${result.status}`);
  }
}

/** Starts one real server for the whole browser run and signs in one account per role. */
export default async function globalSetup(): Promise<void> {
  assertChromiumInstalled();
  buildIfNeeded();
  mkdirSync(stateDir, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const database = await createE2eDatabase();
  // E2E_PORT pins the server's port (a machine shared by several runs); else any free one.
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_EMAIL: 'e2e-admin@example.com',
    LOG_LEVEL: 'warn',
    MARKET_SOURCE: 'simulated',
    // The browser tests register an account per test from one address and load screens in parallel.
    RATE_LIMITS: 'off',
  };
  if (database) env.DATABASE_URL = database.url;
  else delete process.env.DATABASE_URL;
  const server = await startServer(env, port);
  const run: RunState = {
    baseUrl: server.baseUrl,
    serverPid: server.process.pid ?? 0,
    databaseName: database?.name ?? null,
    dataDir,
  };
  writeFileSync(runFile, JSON.stringify(run));
  server.process.unref();

  const admin = await login(server.baseUrl, ADMIN.username, ADMIN.password);
  for (const role of userRoles) {
    if (role !== 'admin') await createAccount(server.baseUrl, admin.access, { ...accounts[role], role });
    const tokens =
      role === 'admin'
        ? admin
        : await login(server.baseUrl, accounts[role].username, accounts[role].password);
    const state = {
      cookies: [],
      origins: [
        {
          origin: server.baseUrl,
          localStorage: [
            { name: 'access', value: tokens.access },
            { name: 'refresh', value: tokens.refresh },
          ],
        },
      ],
    };
    writeFileSync(storageStatePath(role), JSON.stringify(state));
  }
}
