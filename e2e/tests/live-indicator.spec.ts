import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN, login } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { freePort } from '../support/free-port.ts';
import { type StartedServer, startServer, stopServer } from '../support/server.ts';

// This test stops and restarts a server, so it runs its own (embedded PGlite in a temp dir, same
// port and data dir across the restart) rather than the run's shared one.
test('the live indicator goes to Reconnecting when the server stops and back to Live when it returns', async ({
  page,
  shot,
}) => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-live-'));
  const port = await freePort();
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_EMAIL: 'e2e-live@example.com',
    LOG_LEVEL: 'warn',
    MARKET_SOURCE: 'simulated',
  };
  let server: StartedServer | null = await startServer(env, port);
  try {
    const tokens = await login(server.baseUrl, ADMIN.username, ADMIN.password);
    await page.addInitScript((t) => {
      if (!localStorage.getItem('access')) {
        localStorage.setItem('access', t.access);
        localStorage.setItem('refresh', t.refresh);
      }
    }, tokens);
    await page.goto(`${server.baseUrl}/dashboard`);
    const indicator = page.getByTestId('live-indicator');
    await expect(indicator).toHaveAttribute('data-state', 'live', { timeout: 30_000 });
    // A fresh server may still be backfilling: no data time yet.
    await expect(indicator).toHaveText(/^●Live( · \d\d:\d\d UTC)?$/);
    await shot('live-indicator-live');

    await stopServer(server.process);
    server = null;
    await expect(indicator).toHaveAttribute('data-state', 'reconnecting', { timeout: 15_000 });
    await expect(indicator).toHaveText('●Reconnecting…');
    await shot('live-indicator-reconnecting');

    server = await startServer(env, port);
    // Backoff doubles from 1 s up to 30 s, so the next attempt lands within 30 s of the server's return.
    await expect(indicator).toHaveAttribute('data-state', 'live', { timeout: 45_000 });
    // The restarted server has the first run's bars: the newest data time shows.
    await expect(indicator).toHaveText(/^●Live · \d\d:\d\d UTC$/, { timeout: 30_000 });
    await expect(page).toHaveURL(/\/dashboard$/);
  } finally {
    if (server) await stopServer(server.process);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
