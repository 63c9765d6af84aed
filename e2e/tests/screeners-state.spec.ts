import { defaultDailyCprMap, defaultWeeklyCprMap } from '@app/core';
import type { Page } from '@playwright/test';
import { LoginPage } from '../pages/login-page.ts';
import { api, waitForCprData } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe.configure({ timeout: 180_000 });

interface ApiRow {
  symbol: string;
  daily_subcategory: string | null;
  weekly_subcategory: string | null;
  daily_width_pct: number | null;
  weekly_width_pct: number | null;
}

const rows = (page: Page) => page.locator('[data-testid^="cpr-row-"]');
const tabOf = (page: Page, label: string) => page.getByRole('tab', { name: label, exact: true });
const labelOf = (map: typeof defaultDailyCprMap, sub: string | null) =>
  map.find(([, , s]) => s === sub)?.[1] ?? '';
const shownSymbols = async (page: Page) =>
  (await rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).map(
    (id) => id?.replace('cpr-row-', '') ?? '',
  );

test.beforeAll(async () => {
  await waitForCprData();
});

test("the weekly tab's Width % is each symbol's weekly width, as the API serves it", async ({
  page,
  freshUser,
  shot,
}) => {
  await freshUser('free');
  const weekly = await api<ApiRow[]>('cpr/cpr-data/?range=weekly', null);
  const bySymbol = new Map(weekly.map((r) => [r.symbol, r]));
  await page.goto('/cpr?group=none');
  await page.getByRole('button', { name: 'Weekly' }).click();
  await expect(page).toHaveURL(/tf=weekly/);
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  // Every tab's rows in turn, so rows of several widths are compared.
  let compared = 0;
  let differFromDaily = 0;
  for (const [, label] of defaultWeeklyCprMap) {
    await tabOf(page, label).click();
    for (const symbol of (await shownSymbols(page)).slice(0, 5)) {
      const row = bySymbol.get(symbol);
      expect(row?.weekly_width_pct).not.toBeNull();
      const cell = page.getByTestId(`cpr-row-${symbol}`).locator('td:nth-child(8)');
      await expect(cell).toHaveText(((row?.weekly_width_pct ?? 0) * 100).toFixed(3));
      compared++;
      if (row?.daily_width_pct !== row?.weekly_width_pct) differFromDaily++;
    }
  }
  expect(compared).toBeGreaterThan(3);
  expect(differFromDaily).toBeGreaterThan(0);
  // Width % sorts by the weekly width, narrowest first.
  await page.getByRole('button', { name: 'Sort by Width %' }).click();
  const widths = (await rows(page).locator('td:nth-child(8)').allTextContents()).map(Number);
  expect([...widths].sort((a, b) => a - b)).toEqual(widths);
  // The header explains the column: the weekly CPR's width.
  await page.getByRole('button', { name: 'About Width %' }).first().hover();
  await expect(page.getByRole('tooltip')).toContainText('Width of the weekly CPR');
  await shot('screeners-weekly-width-help');
});

test('a search finds a symbol in another tab, says which, and goes there', async ({ page, freshUser }) => {
  await freshUser('free');
  const daily = await api<ApiRow[]>('cpr/cpr-data/?range=daily', null);
  await page.goto('/cpr');
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  const activeLabel = ((await page.getByRole('tab', { selected: true }).textContent()) ?? '').replace(
    /\d+$/,
    '',
  );
  const elsewhere = daily.find(
    (r) => r.daily_subcategory && labelOf(defaultDailyCprMap, r.daily_subcategory) !== activeLabel,
  );
  expect(elsewhere).toBeDefined();
  const symbol = elsewhere?.symbol ?? '';
  const label = labelOf(defaultDailyCprMap, elsewhere?.daily_subcategory ?? null);
  await page.getByLabel('Search symbol').fill(symbol.toLowerCase());
  await expect(page.getByTestId('cpr-elsewhere')).toContainText(`${symbol} is in ${label}`);
  await page.getByRole('button', { name: `Show the ${label} tab` }).click();
  await expect(page.getByRole('tab', { selected: true })).toHaveText(new RegExp(`^${label}\\d`));
  await expect(page.getByTestId(`cpr-row-${symbol}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${symbol.toLowerCase()}`));
});

test('timeframe, tab, filters and sort survive a reload, and are kept for the user across a login', async ({
  page,
  freshUser,
  shot,
}) => {
  const me = await freshUser('pro');
  await page.goto('/cpr');
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Monthly' }).click();
  const narrow = labelOf(defaultDailyCprMap, 'narrow');
  await tabOf(page, narrow).click();
  await page.getByLabel('Bias filter').selectOption('Neutral');
  await page.getByLabel('Grouping').selectOption('none');
  await page.getByRole('button', { name: 'Sort by Width %' }).first().click();
  await expect(page).toHaveURL(/tf=monthly&tab=sub%3Anarrow&bias=Neutral&group=none&sort=width&dir=asc/);

  const expectView = async () => {
    await expect(page.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('tab', { selected: true })).toHaveText(new RegExp(`^${narrow}\\d`));
    await expect(page.getByLabel('Bias filter')).toHaveValue('Neutral');
    await expect(page.getByLabel('Grouping')).toHaveValue('none');
    await expect(page.getByRole('button', { name: /Width %/, pressed: true })).toHaveAttribute(
      'data-direction',
      'asc',
    );
  };
  await page.reload();
  await expectView();

  // Log out, log in again, open the screen with no view in the URL: the user's view comes back.
  await page.getByRole('button', { name: 'Logout' }).click();
  const login = new LoginPage(page);
  await login.login(me.username, 'Fresh-Passw0rd');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/cpr');
  await expect(page).toHaveURL(/\/cpr\/?\?tf=monthly/);
  await expectView();
  await shot('screeners-saved-view');
});

test('the screeners at 1366×768 and 390×844', async ({ page, freshUser, shot }) => {
  await freshUser('premium');
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/cpr');
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Search symbol').fill('btc');
    await expect(page).toHaveURL(/q=btc/);
    const go = page.getByRole('button', { name: /^Show the / });
    if ((await go.count()) > 0 && (await rows(page).count()) === 0) await go.first().click();
    await page.getByRole('button', { name: 'About Total' }).first().focus();
    await expect(page.getByRole('tooltip')).toContainText('row colour');
    await shot(`screeners-cpr-${width}`);
    for (const screen of ['volume', 'ict', 'sniperflow']) {
      await page.goto(`/${screen}`);
      await page.getByTestId('column-help').first().waitFor({ timeout: 30_000 });
      await page.getByTestId('column-help').nth(2).hover();
      await expect(page.getByRole('tooltip')).toBeVisible();
      await shot(`screeners-${screen}-${width}`);
    }
  }
});
