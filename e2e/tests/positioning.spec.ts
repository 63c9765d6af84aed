import type { PositioningSnapshotRow } from '@app/contracts';
import { PositioningPage } from '../pages/positioning-page.ts';
import { api } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe.configure({ timeout: 180_000 });

/** Waits until the simulated market's positioning is in (its ingest runs after the recent 5m bars). */
async function waitForPositioning(token: string, timeoutMs = 150_000): Promise<PositioningSnapshotRow[]> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const rows = await api<PositioningSnapshotRow[]>('positioning/snapshot/', token).catch(() => []);
    if (rows.some((r) => r.oi_change_24h_pct !== null && r.liquidations_24h_long_usd !== null)) return rows;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('no positioning served within the time limit');
}

test('Positioning as a pro user: every column with help, sorted by 24 h OI change, search and sort kept in the URL', async ({
  page,
  freshUser,
  shot,
}) => {
  const me = await freshUser('pro');
  const served = await waitForPositioning(me.access);
  const screen = new PositioningPage(page);
  await screen.goto();
  await expect(screen.heading()).toHaveText('Positioning');
  await expect(screen.rows().first()).toBeVisible({ timeout: 30_000 });
  await expect(screen.helpButtons()).toHaveCount(13);
  // the default order: largest 24 h OI change first, missing last
  const expected = [...served]
    .sort(
      (a, b) =>
        (b.oi_change_24h_pct ?? Number.NEGATIVE_INFINITY) -
          (a.oi_change_24h_pct ?? Number.NEGATIVE_INFINITY) || a.symbol.localeCompare(b.symbol),
    )
    .map((r) => r.symbol);
  await expect.poll(async () => (await screen.symbols()).slice(0, 5)).toEqual(expected.slice(0, 5));
  await shot('positioning-simulated');

  await screen.sortBy('symbol').click();
  await expect(page).toHaveURL(/sort=symbol/);
  await expect.poll(async () => (await screen.symbols())[0]).toBe([...served.map((r) => r.symbol)].sort()[0]);
  const target = served[0]?.symbol ?? 'BTCUSDT';
  await screen.search().fill(target.slice(0, -4).toLowerCase());
  await expect(page).toHaveURL(new RegExp(`q=${target.slice(0, -4).toLowerCase()}`));
  await expect
    .poll(async () => (await screen.symbols()).every((s) => s.includes(target.slice(0, -4))))
    .toBe(true);
  await page.reload();
  await expect(screen.search()).toHaveValue(target.slice(0, -4).toLowerCase());
  await expect.poll(async () => (await screen.symbols()).length).toBeGreaterThan(0);
});

test('Positioning: a free user is sent to /unauthorized, and sees the funding columns on /volume', async ({
  page,
  freshUser,
}) => {
  await freshUser('free');
  await page.goto('/positioning');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await page.goto('/volume');
  await expect(page.getByTestId('volume-table').getByRole('columnheader', { name: /Funding/ })).toBeVisible({
    timeout: 60_000,
  });
});
