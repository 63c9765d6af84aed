import type { VolumeSnapshot } from '@app/contracts';
import { VolumeDashboardPage } from '../pages/volume-dashboard-page.ts';
import { api } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe.configure({ timeout: 180_000 });

/** Waits until the classification has served snapshots (it runs after the start-up backfill and baselines). */
async function waitForSnapshots(token: string, timeoutMs = 150_000): Promise<VolumeSnapshot[]> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const rows = await api<VolumeSnapshot[]>('volume/volume-snapshots/current/', token).catch(() => []);
    if (rows.length > 0 && rows.some((r) => r.expected_volume !== null)) return rows;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('no volume snapshots served within the time limit');
}

const byZ = (a: VolumeSnapshot, b: VolumeSnapshot) =>
  b.z_score - a.z_score || a.symbol.localeCompare(b.symbol);
const tone = (z: number) => (z >= 2 ? 'high' : z <= -2 ? 'low' : 'none');

/** Polls until the first page lists the served rows that `keep` accepts, in `order`. */
async function expectPage(
  screen: VolumeDashboardPage,
  token: string,
  keep: (s: VolumeSnapshot) => boolean,
  size: number,
  order: (a: VolumeSnapshot, b: VolumeSnapshot) => number = byZ,
) {
  await expect
    .poll(
      async () => {
        const served = (await api<VolumeSnapshot[]>('volume/volume-snapshots/current/', token))
          .filter(keep)
          .sort(order)
          .slice(0, size)
          .map((s) => s.symbol);
        const shown = (await screen.shown()).map((r) => r.symbol);
        return JSON.stringify(shown) === JSON.stringify(served)
          ? 'match'
          : `${shown.join(',')} vs ${served.join(',')}`;
      },
      { timeout: 20_000 },
    )
    .toBe('match');
}

test('Volume dashboard as a free user without watchlist items: columns, colours, sorts, filters, rows per page', async ({
  page,
  freshUser,
  shot,
}) => {
  const me = await freshUser('free');
  const served = await waitForSnapshots(me.access);
  const screen = new VolumeDashboardPage(page);
  await screen.goto();
  await expect(screen.heading()).toHaveText('Volume Activity Dashboard');
  await expect(screen.rows().first()).toBeVisible({ timeout: 30_000 });
  await expect(screen.lastUpdated()).not.toContainText('Unknown');
  await expect(screen.columnHeaders()).toHaveText([
    'Symbol',
    'Status',
    'Confidence',
    'Actual Volume',
    'Expected Volume',
    'Volume Ratio',
    'Change %',
    /Z-Score/,
    'Funding',
    'OI 24h',
  ]);
  await expect(screen.sortHeader('Z-Score')).toHaveAttribute('aria-sort', 'descending');
  await expectPage(screen, me.access, () => true, 20);
  expect(served.every((s) => !s.in_watchlist && s.stars === 0)).toBe(true);

  // Alert tint and z colours follow what is served.
  const current = new Map(
    (await api<VolumeSnapshot[]>('volume/volume-snapshots/current/', me.access)).map((s) => [s.symbol, s]),
  );
  for (const row of await screen.shown()) {
    const s = current.get(row.symbol);
    if (!s) continue;
    expect(row.tinted, row.symbol).toBe(s.alert_triggered);
    expect(row.zTone, row.symbol).toBe(tone(s.z_score));
    expect(row.status, row.symbol).toBe(s.status);
  }
  await shot('volume-free');

  // Sorting: another column starts highest first; the same one again turns it round.
  const ratio = (d: number) => (a: VolumeSnapshot, b: VolumeSnapshot) =>
    a.volume_ratio === null || b.volume_ratio === null
      ? (a.volume_ratio === null ? 1 : 0) - (b.volume_ratio === null ? 1 : 0) ||
        a.symbol.localeCompare(b.symbol)
      : (a.volume_ratio - b.volume_ratio) * d || a.symbol.localeCompare(b.symbol);
  await screen.sortBy('Volume Ratio').click();
  await expect(screen.sortHeader('Volume Ratio')).toHaveAttribute('aria-sort', 'descending');
  await expectPage(screen, me.access, () => true, 20, ratio(-1));
  await screen.sortBy('Volume Ratio').click();
  await expect(screen.sortHeader('Volume Ratio')).toHaveAttribute('aria-sort', 'ascending');
  await expectPage(screen, me.access, () => true, 20, ratio(1));
  await screen.sortBy('Symbol').click();
  await expectPage(
    screen,
    me.access,
    () => true,
    20,
    (a, b) => a.symbol.localeCompare(b.symbol),
  );
  await screen.sortBy('Z-Score').click();

  // Status filter; Watchlist Only and a stars filter leave nothing without watchlist items.
  await screen.status().selectOption('Active');
  await expectPage(screen, me.access, (s) => s.status === 'Active', 20);
  await screen.status().selectOption('All');
  await screen.watchlistOnly().check();
  await expect(screen.empty()).toBeVisible();
  await screen.watchlistOnly().uncheck();
  await screen.stars().selectOption('3');
  await expect(screen.empty()).toBeVisible();
  await screen.stars().selectOption('All');

  // Rows per page, remembered in session storage across a reload; pagination.
  await screen.rowsPerPage().selectOption('10');
  await expect(screen.rows()).toHaveCount(10);
  await page.reload();
  await expect(screen.rows()).toHaveCount(10, { timeout: 15_000 });
  await expect(screen.rowsPerPage()).toHaveValue('10');
  expect(await page.evaluate(() => sessionStorage.getItem('volume_rows_per_page'))).toBe('10');
  if (served.length > 10) {
    await screen.pageButton(2).click();
    await expect
      .poll(
        async () => {
          const all = (await api<VolumeSnapshot[]>('volume/volume-snapshots/current/', me.access)).sort(byZ);
          const shown = (await screen.shown()).map((r) => r.symbol);
          return JSON.stringify(shown) === JSON.stringify(all.slice(10, 20).map((s) => s.symbol));
        },
        { timeout: 20_000 },
      )
      .toBe(true);
  }
});

test('Volume dashboard as a free user with watchlist items: Watchlist Only, stars filter and the sessions modal', async ({
  page,
  freshUser,
  shot,
}) => {
  const me = await freshUser('free');
  const served = (await waitForSnapshots(me.access)).sort(byZ);
  const [five, three] = [served[0], served[served.length - 1]];
  if (!five || !three) throw new Error('too few snapshots');
  await api('watchlist/', me.access, { method: 'POST', body: { symbol: five.symbol, stars: 5 } });
  await api('watchlist/', me.access, { method: 'POST', body: { symbol: three.symbol, stars: 3 } });
  const marked = (await api<VolumeSnapshot[]>('volume/volume-snapshots/current/', me.access)).filter(
    (s) => s.in_watchlist,
  );
  expect(marked.map((s) => [s.symbol, s.stars]).sort()).toEqual(
    [
      [five.symbol, 5],
      [three.symbol, 3],
    ].sort(),
  );

  const screen = new VolumeDashboardPage(page);
  await screen.goto();
  await expect(screen.rows().first()).toBeVisible({ timeout: 30_000 });
  await expect(screen.row(five.symbol).getByTestId('volume-stars')).toHaveText('★5');
  await screen.watchlistOnly().check();
  await expectPage(screen, me.access, (s) => s.in_watchlist, 20);
  await expect(screen.rows()).toHaveCount(2);
  await expect(screen.count()).toContainText('2 of');
  await shot('volume-watchlist-only');
  await screen.stars().selectOption('5');
  await expect(screen.rows()).toHaveCount(1);
  await expect(screen.row(five.symbol)).toBeVisible();
  await screen.stars().selectOption('3');
  await expect(screen.rows()).toHaveCount(1);
  await expect(screen.row(three.symbol)).toBeVisible();
  await screen.watchlistOnly().uncheck();
  await screen.stars().selectOption('All');

  // A row click opens that symbol's sessions today, as served.
  await screen.row(five.symbol).click();
  await expect(screen.modal()).toBeVisible();
  await expect(screen.modal()).toContainText(`${five.symbol} — sessions today`);
  const sessions = await api<VolumeSnapshot[]>(`volume/volume-snapshots/${five.symbol}/`, me.access);
  if (sessions.length === 0) {
    await expect(screen.modal()).toContainText('No data available for today.');
  } else {
    await expect(screen.modalSessions()).toHaveCount(sessions.length);
    await expect(screen.modalSessions().first()).toContainText(sessions[0]?.session ?? '');
  }
  await shot('volume-modal');
  await screen.modal().getByRole('button', { name: 'Close' }).click();
  await expect(screen.modal()).toBeHidden();
});
