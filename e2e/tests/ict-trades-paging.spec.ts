import type { IctTrade, IctTradesPage as IctTradesPageBody } from '@app/contracts';
import { IctTradesPage } from '../pages/ict-trades-page.ts';
import { api } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe.configure({ timeout: 180_000 });

/** Waits until the ICT scan has generated trades (it runs seconds after a fresh start). */
async function waitForTrades(token: string, timeoutMs = 150_000): Promise<IctTrade[]> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const trades = await api<IctTrade[]>('ict/trades/', token).catch(() => []);
    if (trades.length > 0) return trades;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('no ICT trades served within the time limit');
}

const formatR = (r: number) => `${Math.round(r * 100) / 100}R`;

test("ICT trades: each target's R, every trade counted, filters and page in the URL (1366 and 390 px)", async ({
  page,
  freshUser,
  shot,
}) => {
  const me = await freshUser('pro');
  await waitForTrades(me.access);
  const screen = new IctTradesPage(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await screen.goto();
  await expect(screen.rows().first()).toBeVisible({ timeout: 30_000 });

  // R(TP1) and R(TP2) under each target, as served.
  const [first] = await screen.shown();
  if (!first) throw new Error('no row');
  const served = (await api<IctTrade[]>('ict/trades/', me.access)).find((t) => t.id === first.id);
  if (!served) throw new Error('row not served');
  await expect(screen.row(first.id).getByTestId('ict-trade-r-tp1')).toHaveText(formatR(served.r_tp1));
  await expect(screen.row(first.id).getByTestId('ict-trade-r-tp2')).toHaveText(formatR(served.r_tp2));
  expect(served.r_tp2).toBeLessThanOrEqual(3 + 1e-9); // the default TP2 cap

  // The count is every stored trade (the page endpoint's total), not a capped list.
  const body = await api<IctTradesPageBody>('ict/trades/page/', me.access);
  await expect(screen.count()).toHaveText(new RegExp(`${body.total} trades$`));
  await shot('ict-trades-r-1366');

  // A filter goes into the URL and survives a reload; with more than a page, so does the page.
  await screen.pick('bias', 'Bullish');
  await expect(page).toHaveURL(/[?&]bias=Bullish/);
  const bullish = await api<IctTradesPageBody>('ict/trades/page/?bias=Bullish', me.access);
  await expect(screen.count()).toHaveText(
    bullish.matched === bullish.total
      ? `${bullish.total} trades`
      : `${bullish.matched} of ${bullish.total} trades`,
  );
  if (bullish.page_count > 1) {
    await page.getByTestId('ict-trades-pagination').getByLabel('Page 2').click();
    await expect(page).toHaveURL(/[?&]page=2/);
  }
  await page.reload();
  await expect(screen.rows().first()).toBeVisible({ timeout: 30_000 });
  for (const row of await screen.shown()) expect(row.bias).toBe('Bullish');
  await expect(screen.filterToggle('bias')).toHaveText(/Bias: Bullish/);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(screen.rows().first()).toBeVisible();
  await shot('ict-trades-r-390');
});

test('Trend %: the checkpoint of the day, or "≈ base rate", under the value (1366 and 390 px)', async ({
  page,
  freshUser,
  shot,
}) => {
  await freshUser('pro');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/cpr');
  const note = page.getByTestId('cpr-trend-note').first();
  await expect(note).toBeVisible({ timeout: 60_000 });
  await expect(note).toHaveText(
    /^(Open|Asia close|London close|≈ base rate · (Open|Asia close|London close))$/,
  );
  await shot('cpr-trend-checkpoint-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(note).toBeVisible();
  await shot('cpr-trend-checkpoint-390');
});
