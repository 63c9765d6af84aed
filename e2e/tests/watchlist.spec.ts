import { api, waitForCprData } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe.configure({ timeout: 120_000 });

let symbols: string[] = [];
test.beforeAll(async () => {
  symbols = (await waitForCprData()).slice(0, 3);
});

test('Watchlist: bulk stars, tag, untag and remove, with the spec toasts', async ({
  page,
  freshUser,
  shot,
}) => {
  const me = await freshUser('free');
  for (const symbol of symbols)
    await api('watchlist/', me.access, { method: 'POST', body: { symbol, stars: 2 } });
  const modules = await api<Record<string, string>>('watchlist/modules/', me.access);
  const [module = '', tag = ''] = Object.entries(modules)[0] ?? [];

  await page.goto('/watchlist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Watchlist');
  for (const s of symbols) await expect(page.getByTestId(`watchlist-row-${s}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /2 Star Group \(3\)/ })).toBeVisible();

  await page
    .getByLabel(/^Select all in /)
    .first()
    .check();
  await expect(page.getByRole('button', { name: 'Apply Stars (3)' })).toBeVisible();
  await page.getByTestId('watchlist-bulk-stars').selectOption('4');
  await page.getByRole('button', { name: 'Apply Stars (3)' }).click();
  await expect(page.getByText('Applied 4 stars to 3 items')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply Stars (0)' })).toBeVisible();
  await expect(page.getByRole('button', { name: /4 Star Group \(3\)/ })).toBeVisible();

  await page
    .getByLabel(/^Select all in /)
    .first()
    .check();
  await page.getByTestId('watchlist-bulk-module').selectOption(module);
  await page.getByRole('button', { name: 'Apply Tag (3)' }).click();
  await expect(page.getByText(`Applied ${module} for 3 items`)).toBeVisible();
  const first = symbols[0] ?? '';
  await expect(page.getByTestId(`watchlist-row-${first}`)).toContainText(tag);
  await shot('watchlist-tagged');

  await page.getByRole('button', { name: `Remove tag ${tag} from ${first}` }).click();
  await expect(page.getByRole('button', { name: `Remove tag ${tag} from ${first}` })).toHaveCount(0);

  await page
    .getByLabel(/^Select all in /)
    .first()
    .check();
  await page.getByRole('button', { name: 'Remove Selected (3)' }).click();
  // Asked first (no undo): the dialog names the count.
  await page.getByRole('dialog').getByRole('button', { name: 'Remove 3' }).click();
  await expect(page.getByText('Removed 3 items')).toBeVisible();
  await expect(page.getByText('Your watchlist is empty.')).toBeVisible();
  await shot('watchlist-empty');
  expect(await api<unknown[]>('watchlist/', me.access)).toEqual([]);
});

interface Insight {
  symbol: string;
  price: number | null;
  change_pct: number | null;
}

test('Watchlist: each row shows the price and change of cpr/cpr-insights/ (pro, at 1366×768 and 390×844)', async ({
  page,
  freshUser,
  shot,
}) => {
  const me = await freshUser('pro');
  for (const [i, symbol] of symbols.entries())
    await api('watchlist/', me.access, { method: 'POST', body: { symbol, stars: 3 + (i % 2) } });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/watchlist');
  const symbol = symbols[0] ?? '';
  const row = page.getByTestId(`watchlist-row-${symbol}`);
  await expect(row).toBeVisible();
  // The insights change on each 5-minute close: compare the row with the body served at the same moment.
  await expect(async () => {
    const insight = (await api<Insight[]>('cpr/cpr-insights/', null)).find((r) => r.symbol === symbol);
    expect(insight?.price).toEqual(expect.any(Number));
    const text = (await row.getByTestId('watchlist-price').textContent()) ?? '';
    const decimals = text.split('.')[1]?.length ?? 0;
    expect(Math.abs(Number(text.replaceAll(',', '')) - (insight?.price ?? 0))).toBeLessThanOrEqual(
      0.5 * 10 ** -decimals + 1e-12,
    );
    const change = (await row.getByTestId('watchlist-change').textContent()) ?? '';
    if (insight?.change_pct == null) expect(change).toBe('-');
    else expect(Number(change.replace('%', ''))).toBeCloseTo(insight.change_pct * 100, 2);
  }).toPass({ timeout: 30_000 });
  await page.getByRole('button', { name: 'About Change %' }).first().hover();
  await expect(page.getByRole('tooltip')).toContainText('00:00 UTC');
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await shot('watchlist-price-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row.getByTestId('watchlist-price')).toBeVisible();
  await shot('watchlist-price-390');
});
