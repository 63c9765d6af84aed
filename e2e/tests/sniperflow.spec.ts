import type { LiquidityRow } from '@app/contracts';
import { amsterdamSession } from '@app/core';
import { SniperflowPage } from '../pages/sniperflow-page.ts';
import { api } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe.configure({ timeout: 180_000 });

/** Waits until the liquidity run has served rows (it runs seconds after a fresh start). */
async function waitForRows(token: string, timeoutMs = 150_000): Promise<LiquidityRow[]> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const rows = await api<LiquidityRow[]>('sniperflow/summary', token).catch(() => []);
    if (rows.length > 0) return rows;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('no SniperFlow rows served within the time limit');
}

const levelKeys = ['pdh', 'pdl', 'asia_high', 'asia_low', 'london_high', 'london_low'] as const;
const mark = (row: LiquidityRow, key: (typeof levelKeys)[number]) =>
  row[key] === null ? '-' : row[`${key}_swept`] ? '✓' : '✗';
const hitsText = (row: LiquidityRow, session: string) => {
  const events = row.hit_events.filter((e) => e.session === session);
  return events.length === 0 ? '-' : events.map((e) => `${e.level} ${e.hit_at.slice(11, 16)} UTC`).join(''); // a new user's zone is UTC
};
const sessionText = (row: LiquidityRow) =>
  (['asia', 'london', 'newyork'] as const)
    .filter((s) => row.session_bias[s])
    .map((s) => `${{ asia: 'Asia', london: 'London', newyork: 'NY' }[s]} ${row.session_bias[s]}`)
    .join('');

test('Liquidity Dashboard as premium: session badge, every column as served, tooltip, search, sort, legend', async ({
  page,
  freshUser,
  shot,
}) => {
  const me = await freshUser('premium');
  await waitForRows(me.access);
  const screen = new SniperflowPage(page);
  await screen.goto();
  await expect(screen.heading()).toContainText('Liquidity Dashboard');
  await expect(screen.sessionBadge()).toHaveText(`${amsterdamSession(Date.now())} session`);
  await expect(screen.rows().first()).toBeVisible({ timeout: 30_000 });
  await expect(screen.lastUpdated()).not.toContainText('Unknown');
  expect(await screen.headers()).toEqual([
    'Symbol ▲',
    'PDH',
    'PDL',
    'Asia H',
    'Asia L',
    'London H',
    'London L',
    'Bias',
    'CPR',
    'Asia',
    'London',
    'NY',
    'Unknown',
    'Session Bias',
  ]);
  await expect(screen.legend()).toContainText('Accumulation');
  await expect(screen.legend()).toContainText('Manipulation');
  await expect(screen.legend()).toContainText('Distribution');

  // Every row as the endpoint serves it (the 5m run may land meanwhile: compare one snapshot, polled).
  await expect
    .poll(
      async () => {
        const served = await api<LiquidityRow[]>('sniperflow/summary', me.access);
        const shown = await screen.shown();
        const expected = served.map((r) => ({
          symbol: r.symbol,
          marks: levelKeys.map((k) => mark(r, k)),
          bias: r.bias,
          hits: {
            asia: hitsText(r, 'asia'),
            london: hitsText(r, 'london'),
            newyork: hitsText(r, 'newyork'),
            unknown: hitsText(r, 'unknown'),
          },
          sessionBias: sessionText(r),
        }));
        return JSON.stringify(shown) === JSON.stringify(expected) ? 'match' : `${shown.length} rows differ`;
      },
      { timeout: 20_000 },
    )
    .toBe('match');
  const served = await api<LiquidityRow[]>('sniperflow/summary', me.access);
  expect(served.some((r) => r.hit_events.length > 0)).toBe(true);
  await shot('sniperflow-premium');

  // The bias badge's reason as a tooltip.
  const first = served[0] as LiquidityRow;
  await screen.biasBadge(first.symbol).hover();
  await expect(page.getByRole('tooltip')).toHaveText(first.bias_reason);
  await shot('sniperflow-tooltip');

  // Search: case-insensitive contains.
  const probe = first.symbol.slice(0, 3).toLowerCase();
  await screen.search().fill(probe);
  await expect
    .poll(async () => (await screen.symbols()).join(','))
    .toBe(
      served
        .map((r) => r.symbol)
        .filter((s) => s.toLowerCase().includes(probe))
        .join(','),
    );
  await screen.search().fill('');
  await expect(screen.rows()).toHaveCount(served.length);

  // Sort: Symbol toggles; by levels swept, most first.
  await screen.sortHeader('Symbol').click();
  expect(await screen.symbols()).toEqual(
    served
      .map((r) => r.symbol)
      .sort()
      .reverse(),
  );
  await screen.sortSelect().selectOption('sweeps');
  const counts = (await screen.shown()).map((r) => r.marks.filter((m) => m === '✓').length);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  await shot('sniperflow-sorted');

  // On a narrower screen the table scrolls sideways under a Symbol column that stays put (the sticky
  // first column); at 1,366 px it may fit, depending on the day's hit texts.
  await page.setViewportSize({ width: 900, height: 900 });
  const symbolCell = screen.rows().first().locator('td').first();
  const before = await symbolCell.boundingBox();
  expect(await screen.scrollRight()).toBeGreaterThan(0);
  await expect(screen.rows().first().getByTestId('sniperflow-session-bias')).toBeInViewport();
  expect((await symbolCell.boundingBox())?.x).toBe(before?.x);
  await shot('sniperflow-scrolled');
});

test("Liquidity Dashboard: 'Failed to load SniperFlow data' when the load fails", async ({
  page,
  freshUser,
}) => {
  await freshUser('premium');
  await page.route('**/api/v1/sniperflow/summary', (route) =>
    route.fulfill({ status: 502, contentType: 'application/json', body: '{}' }),
  );
  const screen = new SniperflowPage(page);
  await screen.goto();
  await expect(screen.error()).toHaveText('Failed to load SniperFlow data');
});

test('Liquidity Dashboard: a pro user is sent to /unauthorized', async ({ page, freshUser }) => {
  await freshUser('pro');
  await page.goto('/sniperflow');
  await expect(page).toHaveURL(/\/unauthorized$/);
});
