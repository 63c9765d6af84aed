import type { IctSetup } from '@app/contracts';
import { rowColour } from '@app/core';
import { type IctFilterName, IctScreenerPage } from '../pages/ict-screener-page.ts';
import { api } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe.configure({ timeout: 180_000 });

const biasRank: Record<string, number> = { Bullish: 0, Bearish: 1, Neutral: 2 };
const fvgRank: Record<string, number> = { 'One Sided FVG': 0, 'Breaker FVG': 1, 'Two Sided FVG': 2, None: 3 };

/** Waits until the ICT scan has served setups (it runs seconds after a fresh start). */
async function waitForSetups(token: string, timeoutMs = 150_000): Promise<IctSetup[]> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const setups = await api<IctSetup[]>('ict/setups/', token).catch(() => []);
    if (setups.length > 0) return setups;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('no ICT setups served within the time limit');
}

/** Polls until the screen lists exactly the served setups that `keep` accepts (the scan may move on meanwhile). */
async function expectListed(screen: IctScreenerPage, token: string, keep: (s: IctSetup) => boolean) {
  await expect
    .poll(
      async () => {
        const expected = (await api<IctSetup[]>('ict/setups/', token)).filter(keep).map((s) => s.symbol);
        const shown = (await screen.shown()).map((r) => r.symbol);
        return JSON.stringify(shown.sort()) === JSON.stringify(expected.sort())
          ? 'match'
          : `${shown.length} shown, ${expected.length} expected`;
      },
      { timeout: 15_000 },
    )
    .toBe('match');
}

/** Is `values` ordered by `key` in `direction`, ties by best score first? */
function ordered<T>(values: T[], key: (v: T) => number, direction: 'asc' | 'desc', score: (v: T) => number) {
  const sign = direction === 'asc' ? 1 : -1;
  return values.every((v, i) => {
    const prev = values[i - 1];
    if (prev === undefined) return true;
    const d = (key(v) - key(prev)) * sign;
    return d > 0 || (d === 0 && score(v) <= score(prev));
  });
}

test('ICT screener as pro: setups, score colours, default sort and each sort toggled', async ({
  page,
  freshUser,
  shot,
}) => {
  const me = await freshUser('pro');
  const served = await waitForSetups(me.access);
  const screen = new IctScreenerPage(page);
  await screen.goto();
  await expect(screen.heading()).toHaveText('ICT A+ Setups Screener');
  await expect(screen.rows().first()).toBeVisible({ timeout: 30_000 });
  await expect(screen.lastUpdated()).not.toContainText('Unknown');
  await expect(screen.autoRefresh()).toBeChecked();
  await expectListed(screen, me.access, () => true);
  expect(served.length).toBeGreaterThan(0);

  // Row colour by score (docs/product.md §9): 8+ success, 5+ warning, ≤2 danger.
  const rows = await screen.shown();
  for (const row of rows) expect(row.colour, row.symbol).toBe(rowColour(row.score) ?? 'none');
  await shot('ict-pro');

  // Default: score, highest first; the same column again turns it round, and again back.
  const score = (r: { score: number }) => r.score;
  await expect(screen.sortHeader('Score')).toHaveAttribute('aria-sort', 'descending');
  expect(ordered(await screen.shown(), score, 'desc', () => 0)).toBe(true);
  await screen.sortBy('Score').click();
  await expect(screen.sortHeader('Score')).toHaveAttribute('aria-sort', 'ascending');
  expect(ordered(await screen.shown(), score, 'asc', () => 0)).toBe(true);
  await screen.sortBy('Score').click();
  await expect(screen.sortHeader('Score')).toHaveAttribute('aria-sort', 'descending');
  expect(ordered(await screen.shown(), score, 'desc', () => 0)).toBe(true);

  // HTF Bias: Bullish, Bearish, Neutral (best score first within), then reversed.
  const bias = (r: { bias: string }) => biasRank[r.bias] ?? 9;
  await screen.sortBy('HTF Bias').click();
  await expect(screen.sortHeader('HTF Bias')).toHaveAttribute('aria-sort', 'ascending');
  await expect(screen.sortHeader('Score')).toHaveAttribute('aria-sort', 'none');
  expect(ordered(await screen.shown(), bias, 'asc', score)).toBe(true);
  await screen.sortBy('HTF Bias').click();
  await expect(screen.sortHeader('HTF Bias')).toHaveAttribute('aria-sort', 'descending');
  expect(ordered(await screen.shown(), bias, 'desc', score)).toBe(true);

  // FVG: One Sided, Breaker, Two Sided, None, then reversed.
  const fvg = (r: { fvg: string }) => fvgRank[r.fvg] ?? 9;
  await screen.sortBy('FVG').click();
  await expect(screen.sortHeader('FVG')).toHaveAttribute('aria-sort', 'ascending');
  expect(ordered(await screen.shown(), fvg, 'asc', score)).toBe(true);
  await screen.sortBy('FVG').click();
  await expect(screen.sortHeader('FVG')).toHaveAttribute('aria-sort', 'descending');
  expect(ordered(await screen.shown(), fvg, 'desc', score)).toBe(true);
});

test('ICT screener as pro: each filter and Min Score list exactly the matching setups', async ({
  page,
  freshUser,
}) => {
  const me = await freshUser('pro');
  await waitForSetups(me.access);
  const screen = new IctScreenerPage(page);
  await screen.goto();
  await expect(screen.rows().first()).toBeVisible({ timeout: 30_000 });

  const cases: [IctFilterName, string, (s: IctSetup) => boolean][] = [
    ['bias', 'Bullish', (s) => s.htf_bias === 'Bullish'],
    ['bias', 'Bearish', (s) => s.htf_bias === 'Bearish'],
    ['bias', 'Neutral', (s) => s.htf_bias === 'Neutral'],
    ['pdArray', 'Premium', (s) => s.htf_pd_array === 'Premium'],
    ['pdArray', 'Discount', (s) => s.htf_pd_array === 'Discount'],
    ['pdArray', 'Equilibrium', (s) => s.htf_pd_array === 'Equilibrium'],
    ['pdArray', 'Unknown', (s) => s.htf_pd_array === 'Unknown'],
    ['ote', 'Yes', (s) => s.ltf_ote],
    ['ote', 'No', (s) => !s.ltf_ote],
    ['fvg', 'One Sided FVG', (s) => s.fvg_type === 'One Sided FVG'],
    ['fvg', 'Breaker FVG', (s) => s.fvg_type === 'Breaker FVG'],
    ['fvg', 'Two Sided FVG', (s) => s.fvg_type === 'Two Sided FVG'],
    ['sweep', 'Yes', (s) => s.liquidity_sweep],
    ['sweep', 'No', (s) => !s.liquidity_sweep],
  ];
  for (const [name, option, keep] of cases) {
    await screen.filter(name).selectOption({ label: option });
    await expectListed(screen, me.access, keep);
    if ((await screen.rows().count()) === 0) await expect(screen.empty()).toHaveText('No setups found.');
    await screen.filter(name).selectOption({ label: 'All' });
  }
  await expectListed(screen, me.access, () => true);

  // Two filters at once, then Min Score (a number; an empty box counts as 0).
  await screen.filter('bias').selectOption({ label: 'Bullish' });
  await screen.filter('ote').selectOption({ label: 'Yes' });
  await expectListed(screen, me.access, (s) => s.htf_bias === 'Bullish' && s.ltf_ote);
  await screen.filter('bias').selectOption({ label: 'All' });
  await screen.filter('ote').selectOption({ label: 'All' });
  await expect(screen.minScore()).toHaveValue('0');
  for (const min of [5, 7]) {
    await screen.minScore().fill(String(min));
    await expectListed(screen, me.access, (s) => s.score >= min);
  }
  await screen.minScore().fill('11');
  await expect(screen.empty()).toHaveText('No setups found.');
  await screen.minScore().fill('');
  await expectListed(screen, me.access, () => true);
});

test('ICT screener as pro: a row opens into its score breakdown and levels', async ({
  page,
  freshUser,
  shot,
}) => {
  const me = await freshUser('pro');
  await waitForSetups(me.access);
  const screen = new IctScreenerPage(page);
  await screen.goto();
  await expect(screen.rows().first()).toBeVisible({ timeout: 30_000 });
  const [top] = await screen.shown();
  if (!top) throw new Error('no rows');
  const setup = (await api<IctSetup[]>(`ict/setups/?symbol=${top.symbol}`, me.access))[0];
  if (!setup) throw new Error(`no setup for ${top.symbol}`);

  await screen.row(top.symbol).click();
  const panel = screen.breakdown(top.symbol);
  await expect(panel).toBeVisible();
  const points = panel.getByTestId('ict-breakdown-points');
  await expect(points.locator('tbody tr')).toHaveCount(Math.max(1, setup.breakdown.points.length));
  for (const p of setup.breakdown.points) await expect(points).toContainText(`${p.reason}+${p.points}`);
  const total = setup.breakdown.points.reduce((sum, p) => sum + p.points, 0);
  await expect(panel.getByTestId('ict-breakdown-total')).toHaveText(String(total));
  expect(total).toBe(setup.score);
  const range = setup.breakdown.dealing_range;
  if (range?.position != null) {
    await expect(panel.getByTestId('ict-range-position')).toHaveText(`${Math.round(range.position * 100)}%`);
  }
  for (const id of [
    'ict-level-price',
    'ict-level-range',
    'ict-level-ote',
    'ict-level-zone',
    'ict-level-sweep',
  ]) {
    await expect(panel.getByTestId(id)).toBeVisible();
  }
  if (setup.breakdown.sweep)
    await expect(panel.getByTestId('ict-level-sweep')).toContainText(setup.breakdown.sweep.level);

  // One with more levels found, for the screenshot: the best-scored setup with an OTE zone and a gap.
  const rich = (await api<IctSetup[]>('ict/setups/', me.access))
    .filter((s) => s.breakdown.ote && s.breakdown.zone && s.symbol !== top.symbol)
    .sort((a, b) => b.score - a.score)[0];
  if (rich) {
    await screen.row(rich.symbol).scrollIntoViewIfNeeded();
    await screen.row(rich.symbol).click();
    await expect(screen.breakdown(rich.symbol)).toBeVisible();
  }
  await shot('ict-breakdown');

  await screen.row(top.symbol).click();
  await expect(panel).toHaveCount(0);
});

test('ICT screens: a free user is sent to /unauthorized', async ({ page, freshUser }) => {
  await freshUser('free');
  for (const path of ['/ict', '/ict/trades']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/unauthorized$/);
  }
});
