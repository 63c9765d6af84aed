import { readFileSync } from 'node:fs';
import { api, waitForCprData } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  await waitForCprData();
});

test('Volatility Dashboard: groups, colours, detail table, cap filter and export', async ({
  page,
  freshUser,
  shot,
}) => {
  await freshUser('free');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volatility Dashboard');
  for (const tf of ['daily', 'weekly', 'monthly'])
    await expect(page.getByTestId(`vol-section-${tf}`)).toBeVisible();
  const first = page.getByTestId('vol-card-daily_super_narrow');
  await expect(first).toHaveAttribute('data-colour', 'danger');
  await expect(page.getByTestId('vol-card-daily_narrow')).toHaveAttribute('data-colour', 'warning');
  await expect(page.getByTestId('vol-card-daily_normal')).toHaveAttribute('data-colour', 'secondary');
  // The last map entry (Wide) is left out; the special groups are there.
  await expect(page.getByTestId('vol-card-daily_wide')).toHaveCount(0);
  for (const key of ['inside_daily_trend', 'virgin_trend', 'inside_weekly_cpr', 'inside_monthly_cpr']) {
    await expect(page.getByTestId(`vol-card-${key}`)).toBeVisible();
  }
  await expect
    .poll(async () => Number(await page.getByTestId('vol-count-daily_normal').textContent()))
    .toBeGreaterThan(0);
  const allCount = Number(await page.getByTestId('vol-count-daily_normal').textContent());

  await page.getByRole('button', { name: 'Normal (daily)', exact: true }).click();
  const detail = page.getByTestId('vol-detail-daily_normal');
  await expect(detail).toBeVisible();
  await expect(detail.locator('[data-testid^="vol-row-daily_normal-"]')).toHaveCount(allCount);
  await shot('dashboard-free');
  await page.getByRole('button', { name: 'Normal (daily)', exact: true }).click();
  await expect(detail).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByTestId('vol-export-daily_normal').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('daily_normal_all.txt');
  const lines = readFileSync(await file.path(), 'utf8')
    .trim()
    .split('\n');
  expect(lines).toHaveLength(allCount);
  for (const line of lines) expect(line).toMatch(/^MEXC:[A-Z0-9]+USDT\.P$/);

  await page.getByTestId('vol-cap').selectOption('Large');
  await expect
    .poll(async () => Number(await page.getByTestId('vol-count-daily_normal').textContent()))
    .toBeLessThan(allCount);
  await page.getByTestId('vol-cap').selectOption('All');
  await page.getByTestId('vol-weekly-narrow').check();
  await shot('dashboard-weekly-narrow');
  await expect
    .poll(async () => Number(await page.getByTestId('vol-count-daily_normal').textContent()))
    .toBeLessThan(allCount);
  const narrowCount = Number(await page.getByTestId('vol-count-daily_normal').textContent());
  test.skip(narrowCount === 0, 'no daily-normal symbol has a narrow weekly CPR in this market state');
  const narrowDownload = page.waitForEvent('download');
  await page.getByTestId('vol-export-daily_normal').click();
  const narrowFile = await narrowDownload;
  expect(narrowFile.suggestedFilename()).toBe('daily_normal_all_narrow.txt');
  expect(
    readFileSync(await narrowFile.path(), 'utf8')
      .trim()
      .split('\n'),
  ).toHaveLength(narrowCount);
});

test('Volatility Dashboard: the Watchlist button adds a group one symbol at a time', async ({
  page,
  freshUser,
}) => {
  const me = await freshUser('free');
  await page.goto('/dashboard');
  await page.getByTestId('vol-cap').selectOption('Large');
  const count = page.getByTestId('vol-count-inside_monthly_cpr');
  await expect.poll(async () => Number(await count.textContent())).toBeGreaterThanOrEqual(0);
  // Which groups hold Large symbols depends on the simulated day (a wide daily CPR is in none of the
  // daily width groups): the first group holding any, daily first.
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
  await page.getByTestId(`vol-watchlist-${key}`).click();
  await expect(page.getByText(`${n} symbols added`)).toBeVisible({ timeout: 20_000 });
  const items = await api<unknown[]>('watchlist/', me.access);
  expect(items).toHaveLength(n);
});
