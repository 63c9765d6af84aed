import type { Page } from '@playwright/test';
import { api, waitForCprData } from '../support/api.ts';
import { expect, signedInAs, test } from '../support/fixtures.ts';

test.describe.configure({ timeout: 240_000 });

/** The screens with wide tables or filter bars, each with the test id of what shows once it loaded. */
const screens = [
  { path: '/dashboard', ready: 'vol-section-daily' },
  { path: '/cpr', ready: 'cpr-page' },
  { path: '/volume', ready: 'volume-page' },
  { path: '/watchlist', ready: 'watchlist-page' },
  { path: '/ict', ready: 'ict-page' },
  { path: '/ict/trades', ready: 'ict-trades-page' },
  { path: '/sniperflow', ready: 'sniperflow-page' },
  { path: '/alerts', ready: 'alerts-page' },
  { path: '/admin/users', ready: 'user-search' },
] as const;

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('layout', () => {
  test.use(signedInAs('admin'));

  test.beforeAll(async () => {
    await waitForCprData();
  });

  for (const width of [1366, 390]) {
    test(`no screen overflows the page sideways at ${width} px`, async ({ page, shot }) => {
      await page.setViewportSize({ width, height: width > 800 ? 768 : 844 });
      for (const screen of screens) {
        await page.goto(screen.path);
        await expect(page.getByTestId(screen.ready)).toBeVisible({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        expect(await pageOverflow(page), `${screen.path} at ${width} px`).toBeLessThanOrEqual(0);
      }
      await page.goto('/sniperflow');
      await expect(page.getByTestId('sniperflow-table')).toBeVisible({ timeout: 150_000 });
      await shot(`layout-sniperflow-${width}`);
    });
  }

  test('SniperFlow at 1366 px: every column in view, rows scroll with the page', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/sniperflow');
    const table = page.getByTestId('sniperflow-table');
    await expect(table).toBeVisible({ timeout: 150_000 });
    const box = page.locator('.table-scroll').first();
    const sizes = await box.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
      scrollHeight: el.scrollHeight,
      clientHeight: el.clientHeight,
    }));
    expect(sizes.scroll, 'the table fits its frame').toBeLessThanOrEqual(sizes.client);
    // A pixel of rounding between the two heights at most.
    expect(sizes.scrollHeight, 'no box of its own around the rows').toBeLessThanOrEqual(
      sizes.clientHeight + 1,
    );
    await expect(table.getByRole('columnheader', { name: 'Session Bias' })).toBeInViewport();
  });

  test('on a phone the filters fold away, key columns follow the symbol and the symbol stays put', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ict');
    const table = page.getByTestId('ict-table');
    await expect(table).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('ict-filter-panel')).toBeHidden();
    await page.getByTestId('ict-filter-panel-toggle').click();
    await expect(page.getByTestId('ict-filter-panel')).toBeVisible();
    const headers = (await table.locator('thead th').allInnerTexts()).map((h) => h.trim().toUpperCase());
    expect(headers.slice(0, 3)).toEqual(['SYMBOL', expect.stringMatching(/^SCORE/), 'LABEL']);

    await page.goto('/sniperflow');
    await expect(page.getByTestId('sniperflow-table')).toBeVisible({ timeout: 150_000 });
    const symbol = page.getByTestId('sniperflow-table').locator('tbody tr').first().locator('td').first();
    const frame = page.locator('.table-scroll').first();
    const before = await symbol.boundingBox();
    await frame.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => frame.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    const after = await symbol.boundingBox();
    expect(after?.x).toBeCloseTo(before?.x ?? Number.NaN, 0);
    await expect(symbol).toBeInViewport({ ratio: 0.9 });
  });
});

test('re-adding a dashboard group: one summary toast, no failure, below the navbar', async ({
  page,
  freshUser,
}) => {
  await waitForCprData();
  const me = await freshUser('free');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/dashboard');
  await page.getByTestId('vol-cap').selectOption('Large');
  const groups = page.locator('[data-testid^="vol-count-"]');
  await expect(groups.first()).toBeVisible();
  let key = '';
  let n = 0;
  for (const count of await groups.all()) {
    n = Number(await count.textContent());
    if (n > 0) {
      key = ((await count.getAttribute('data-testid')) ?? '').replace('vol-count-', '');
      break;
    }
  }
  expect(n, 'a group with Large symbols').toBeGreaterThan(0);
  const button = page.getByTestId(`vol-watchlist-${key}`);
  await button.click();
  await expect(page.getByText(`${n} symbols added`, { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(button).toBeEnabled();

  await button.click();
  const summary = page.getByText(`0 symbols added, ${n} already in your watchlist`, { exact: true });
  await expect(summary).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/failed/)).toHaveCount(0);
  expect(await api<unknown[]>('watchlist/', me.access)).toHaveLength(n);

  const navbar = await page.locator('.app-navbar').boundingBox();
  const toast = await summary.boundingBox();
  expect(toast?.y ?? 0).toBeGreaterThanOrEqual((navbar?.y ?? 0) + (navbar?.height ?? 0));
});
