/**
 * Screenshots of the positioning screens on a running server over real data (docs/positioning.md §5),
 * at 1366 and 390 px, into e2e/screenshots/. Not a test: start the server on the files source first,
 *   MARKET_SOURCE=files MARKET_FILES_DIR=../shared/data/binance-um-5m npm start
 * then: BASE_URL=http://127.0.0.1:3000 ADMIN_USERNAME=… ADMIN_PASSWORD=… npx tsx tools/positioning-real-data-shots.ts
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.ts';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const dir = fileURLToPath(new URL('../screenshots/', import.meta.url));
mkdirSync(dir, { recursive: true });

async function main(): Promise<void> {
  const res = await fetch(`${base}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD }),
  });
  const tokens = (await res.json()) as { access: string; refresh: string };
  const browser = await chromium.launch(chromiumLaunchOptions());
  const screens: [string, string, string][] = [
    ['positioning', '/positioning', '[data-testid="positioning-table"]'],
    [
      'positioning-extreme',
      '/positioning?funding=With%20data&sort=funding_annual&oi=With%20data',
      '[data-testid="positioning-table"]',
    ],
    ['cpr-positioning', '/cpr', '[data-testid="cpr-table"]'],
    ['volume-positioning', '/volume', '[data-testid="volume-table"]'],
    ['dashboard-positioning', '/dashboard', 'main'],
    ['symbol-positioning', '/symbol/BTCUSDT', 'main'],
  ];
  for (const width of [1366, 390]) {
    const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } });
    await context.addInitScript((t) => {
      localStorage.setItem('access', t.access);
      localStorage.setItem('refresh', t.refresh);
    }, tokens);
    const page = await context.newPage();
    for (const [name, path, ready] of screens) {
      await page.goto(`${base}${path}`);
      await page.waitForSelector(ready, { timeout: 60_000 });
      await page.waitForTimeout(2500);
      // open a group with rows: the daily Normal card, the CPR screener's Wide tab
      if (name === 'dashboard-positioning')
        await page.locator('[data-testid="vol-card-daily_normal"] button').first().click();
      if (name === 'cpr-positioning') await page.getByRole('tab', { name: /^Wide/ }).click();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${dir}${name}-${width}.png`, fullPage: true });
      console.log(`${name}-${width}.png`);
    }
    await context.close();
  }
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
