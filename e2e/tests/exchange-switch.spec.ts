import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminSettings } from '@app/contracts';
import type { Page } from '@playwright/test';
import { ADMIN, login } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { freePort } from '../support/free-port.ts';
import { type MockExchangeProcess, startMockExchangeProcess } from '../support/mock-exchanges.ts';
import { type StartedServer, startServer, stopServer } from '../support/server.ts';

/**
 * Its own server on MARKET_SOURCE=exchange (PGlite) against two local mock venues: MEXC (the default
 * exchange) lists 4 perpetuals, Bybit 6 (ADAUSDT and DOGEUSDT only there). The admin saves Bybit as
 * the default exchange in the settings screen; the navbar says Bybit's data is loading, then that
 * the data is Bybit's, and the CPR screener lists Bybit's symbols.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let mexc: MockExchangeProcess;
let bybit: MockExchangeProcess;
let server: StartedServer;
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(150_000);
  [mexc, bybit] = await Promise.all([
    startMockExchangeProcess('MEXC', 4),
    startMockExchangeProcess('BYBIT', 6),
  ]);
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-exchange-'));
  const caps = join(dataDir, 'caps.csv');
  writeFileSync(caps, 'symbol,market_cap\nBTCUSDT,1.9e12\nETHUSDT,4e11\nADAUSDT,2.5e10\nDOGEUSDT,3e10\n');
  server = await startServer(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      MARKET_SOURCE: 'exchange',
      MEXC_API_URL: mexc.baseUrl,
      BYBIT_API_URL: bybit.baseUrl,
      MARKET_CAPS_FILE: caps,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    await freePort(),
  );
});

test.afterAll(async () => {
  if (server) await stopServer(server.process);
  for (const mock of [mexc, bybit]) mock?.process.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The CPR screener's row count: the sum of its subcategory tabs' counts. */
async function screenerCount(page: Page): Promise<number> {
  const titles = await page.getByRole('tab').allTextContents();
  return titles
    .filter((t) => !/%|Unknown/.test(t))
    .map((t) => Number(/(\d+)\s*$/.exec(t)?.[1] ?? 0))
    .reduce((a, b) => a + b, 0);
}

/** The subcategory tabs whose table shows `symbol`'s row. */
async function tabsListing(page: Page, symbol: string): Promise<string[]> {
  const found: string[] = [];
  for (const tab of await page.getByRole('tab').all()) {
    const title = (await tab.textContent()) ?? '';
    if (/%|Unknown/.test(title)) continue;
    await tab.click();
    if ((await page.getByTestId(`cpr-row-${symbol}`).count()) > 0) found.push(title);
  }
  return found;
}

test('saving a new default exchange switches the running market; the screens follow', async ({
  page,
  shot,
}) => {
  const tokens = await login(server.baseUrl, ADMIN.username, ADMIN.password);
  await page.addInitScript((t) => {
    localStorage.setItem('access', t.access);
    localStorage.setItem('refresh', t.refresh);
  }, tokens);

  await page.goto(`${server.baseUrl}/cpr`);
  const badge = page.getByTestId('market-status');
  await expect(badge).toHaveText('Data: MEXC', { timeout: 90_000 });
  await expect.poll(() => screenerCount(page), { timeout: 30_000 }).toBe(4);
  await shot('exchange-mexc-cpr');

  await page.goto(`${server.baseUrl}/admin/settings`);
  await page.getByLabel('Default exchange').selectOption('BYBIT');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('✅ Settings saved').first()).toBeVisible();
  await expect(badge).toHaveText(/Loading Bybit data…|Data: Bybit/);
  await shot('exchange-switch-loading');

  await page.goto(`${server.baseUrl}/cpr`);
  await expect(badge).toHaveText('Data: Bybit', { timeout: 90_000 });
  await expect.poll(() => screenerCount(page), { timeout: 30_000 }).toBe(6);
  // A Bybit-only symbol is listed (in its subcategory's tab); MEXC's universe had none of it.
  await page.getByTestId('cpr-search').fill('ADAUSDT');
  await expect.poll(() => tabsListing(page, 'ADAUSDT'), { timeout: 15_000 }).toHaveLength(1);
  await shot('exchange-bybit-cpr');

  const settings = (await (
    await fetch(`${server.baseUrl}/api/v1/admin/settings/`, {
      headers: { authorization: `Bearer ${tokens.access}` },
    })
  ).json()) as AdminSettings;
  expect(settings.default_exchange).toBe('BYBIT');
});
