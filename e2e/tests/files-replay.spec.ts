import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SniperflowPage } from '../pages/sniperflow-page.ts';
import { ADMIN, login } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { freePort } from '../support/free-port.ts';
import { writeKlineFolder } from '../support/kline-folder.ts';
import { type StartedServer, startServer, stopServer } from '../support/server.ts';

/**
 * Its own server on MARKET_SOURCE=files (PGlite) over a generated kline folder (3 symbols, 20 days of
 * 5m bars to 2026-03-11 00:00 UTC) whose name says Bybit: the navbar says Replay as of the last
 * close and that the data is Bybit's, /ict/trades lists the trades the replayed day opened, with
 * their outcomes, and the symbol view's TradingView link carries Bybit's prefix; /sniperflow shows the
 * last complete day (2026-03-10), not the empty day of the clock.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const END = Date.UTC(2026, 2, 11);
let server: StartedServer;
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(150_000);
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-files-'));
  const folder = join(dataDir, 'bybit-linear-5m');
  writeKlineFolder(folder, { symbols: 3, days: 20, end: END });
  server = await startServer(
    {
      DATA_DIR: join(dataDir, 'data'),
      DATABASE_URL: '',
      MARKET_SOURCE: 'files',
      MARKET_FILES_DIR: folder,
      MARKET_FILES_REPLAY_DAYS: '1',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    await freePort(),
  );
});

test.afterAll(async () => {
  if (server) await stopServer(server.process);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('the files source shows Replay as of its last close and the trades its replayed day opened', async ({
  page,
  shot,
}) => {
  const tokens = await login(server.baseUrl, ADMIN.username, ADMIN.password);
  await page.addInitScript((t) => {
    localStorage.setItem('access', t.access);
    localStorage.setItem('refresh', t.refresh);
  }, tokens);

  await page.goto(`${server.baseUrl}/ict/trades`);
  const indicator = page.getByTestId('live-indicator');
  await expect(indicator).toHaveText(/Replay · as of 2026-03-11 00:00 UTC/, { timeout: 30_000 });
  await expect(indicator).toHaveAttribute('data-state', 'replay');
  // The start-up runs, the replay and the runs at the data's end take a while on a loaded machine.
  await expect(page.getByTestId('market-status')).toHaveText('Data: Bybit', { timeout: 180_000 });
  await page.reload();
  const rows = page.locator('[data-testid^="ict-trade-row-"]');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const statuses = await page.getByTestId('ict-trade-status').allTextContents();
  expect(statuses.length).toBeGreaterThan(0);
  await shot('files-replay-ict-trades');

  const symbol = (await rows.first().locator('td').first().textContent())?.trim() ?? '';
  await page.goto(`${server.baseUrl}/symbol/${symbol}`);
  await expect(page.getByTestId('symbol-tradingview')).toHaveAttribute(
    'href',
    `https://www.tradingview.com/chart/?symbol=BYBIT:${symbol}.P`,
  );
});

test('SniperFlow on data ending at 00:00 shows the last complete day with its levels and hits', async ({
  page,
  shot,
}) => {
  const tokens = await login(server.baseUrl, ADMIN.username, ADMIN.password);
  await page.addInitScript((t) => {
    localStorage.setItem('access', t.access);
    localStorage.setItem('refresh', t.refresh);
  }, tokens);
  const sniperflow = new SniperflowPage(page);
  await page.goto(`${server.baseUrl}/sniperflow`);
  await expect(sniperflow.rows()).toHaveCount(3, { timeout: 30_000 });
  await expect(sniperflow.day()).toHaveText('Last complete day: 2026-03-10 (UTC)');
  const shown = await sniperflow.shown();
  // Every level of the day is set (a dash marks a level not set), and the day swept some of them.
  for (const row of shown) for (const mark of row.marks) expect(mark.trim()).not.toBe('-');
  const hits = shown.flatMap((r) => Object.values(r.hits)).filter((h) => /UTC/.test(h));
  expect(hits.length).toBeGreaterThan(0);
  await shot('files-replay-sniperflow');
});
