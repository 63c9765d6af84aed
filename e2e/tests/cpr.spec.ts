import { writeFileSync } from 'node:fs';
import { defaultDailyCprMap } from '@app/core';
import type { Page } from '@playwright/test';
import { api, waitForCprData } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe.configure({ timeout: 180_000 });

const rows = (page: Page) => page.locator('[data-testid^="cpr-row-"]');

/** The daily subcategory holding the most symbols, with its tab label from the default map. */
async function busiestDailyTab(): Promise<{ label: string; symbols: string[] }> {
  const data = await api<{ symbol: string; daily_subcategory: string | null }[]>(
    'cpr/cpr-data/?range=daily',
    null,
  );
  const bySub = new Map<string, string[]>();
  for (const r of data)
    if (r.daily_subcategory)
      bySub.set(r.daily_subcategory, [...(bySub.get(r.daily_subcategory) ?? []), r.symbol]);
  const [sub, symbols] = [...bySub.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? ['', []];
  const label = defaultDailyCprMap.find(([, , s]) => s === sub)?.[1] ?? sub;
  return { label, symbols };
}

/** Time from a click to the second animation frame after it (React has rendered and the browser painted). */
async function clickToPaint(page: Page, selector: string): Promise<number> {
  return page.evaluate(async (sel) => {
    const el = document.querySelector<HTMLElement>(sel);
    if (!el) throw new Error(`no element ${sel}`);
    const t0 = performance.now();
    el.click();
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return performance.now() - t0;
  }, selector);
}

async function totals(page: Page): Promise<number[]> {
  const cells = await rows(page).locator('td:nth-child(6)').allTextContents();
  return cells.map(Number).filter((n) => Number.isFinite(n));
}

test.beforeAll(async () => {
  await waitForCprData();
});

for (const role of ['free', 'pro'] as const) {
  test(`Trend Screener as ${role}: data, tabs, search, sort toggle, rows per page`, async ({
    page,
    freshUser,
    shot,
  }) => {
    await freshUser(role);
    const busiest = await busiestDailyTab();
    await page.goto('/cpr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trend Screener');
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('data-updated')).not.toContainText('Unknown');
    await expect(page.getByTestId('insights-updated')).not.toContainText('Unknown');
    for (const [, label] of defaultDailyCprMap) {
      await expect(page.getByRole('tab', { name: new RegExp(`^${label}`) })).toBeVisible();
    }
    await expect(page.getByRole('tab', { name: /^80-100/ })).toBeVisible();
    await page.getByTestId('cpr-trend-switch').click();
    await expect(page.getByRole('tab', { name: /^80-100/ })).toHaveCount(0);
    await page.getByTestId('cpr-trend-switch').click();

    await page.getByRole('tab', { name: new RegExp(`^${busiest.label}`) }).click();
    await shot(`cpr-${role}`);

    // Default sort: Total, highest first; choosing it again turns the order round.
    const desc = await totals(page);
    expect(desc.length).toBeGreaterThan(1);
    expect([...desc].sort((a, b) => b - a)).toEqual(desc);
    const sortMs = await clickToPaint(page, '[aria-label="Sort by Total"]');
    await expect.poll(async () => totals(page)).toEqual([...(await totals(page))].sort((a, b) => a - b));

    // Rows per page: 10, remembered for the session.
    await page.getByLabel('Rows per page').selectOption('10');
    await expect.poll(async () => rows(page).count()).toBeLessThanOrEqual(10);
    await page.reload();
    await expect(page.getByLabel('Rows per page')).toHaveValue('10');

    // Search (debounced): one symbol of the busiest tab, case-insensitive.
    const target = busiest.symbols[0] ?? '';
    await page.getByRole('tab', { name: new RegExp(`^${busiest.label}`) }).click();
    await page.getByLabel('Search symbol').fill(target.toLowerCase());
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(target);

    writeFileSync(`screenshots/cpr-timing-${role}.json`, JSON.stringify({ sortClickToPaintMs: sortMs }));
    console.log(`[measure] /cpr as ${role}: sort click → paint ${sortMs.toFixed(1)} ms`);
  });
}

test('Trend Screener: selected symbols go to the watchlist in one action, then take stars', async ({
  page,
  freshUser,
  shot,
}) => {
  const me = await freshUser('free');
  const busiest = await busiestDailyTab();
  await page.goto('/cpr');
  await page.getByRole('tab', { name: new RegExp(`^${busiest.label}`) }).click();
  await expect(rows(page).nth(1)).toBeVisible({ timeout: 30_000 });
  const [a = '', b = ''] = (
    await rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))
  ).map((id) => id?.replace('cpr-row-', '') ?? '');
  await page.getByLabel(`Select ${a}`, { exact: true }).check();
  await page.getByLabel(`Select ${b}`, { exact: true }).check();
  await expect(page.getByTestId('cpr-add-selected')).toHaveText('Add Selected to Watchlist (2)');
  await page.getByTestId('cpr-add-selected').click();
  await expect(page.getByText('✅ Added 2 to Watchlist')).toBeVisible();
  await expect(page.getByTestId(`stars-${a}`)).toBeVisible();
  await expect(page.getByLabel(`Select ${a}`, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: `Set 3 stars for ${a}` }).click();
  await expect(page.getByTestId(`stars-${a}`)).toHaveAttribute('data-value', '3');
  await shot('cpr-watchlist-stars');
  const items = await api<{ symbol: string; stars: number }[]>('watchlist/', me.access);
  expect(items.map((i) => [i.symbol, i.stars]).sort()).toEqual(
    [
      [a, 3],
      [b, 1],
    ].sort(),
  );
});
