import type { IctTp1ModelInfo, IctTrackRecord, IctTrade, IctTradeStatus } from '@app/contracts';
import { ictOutcomeStats } from '@app/core';
import { IctTradesPage, TRADES_PER_PAGE, type TradeRowData } from '../pages/ict-trades-page.ts';
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

const inZone = (t: IctTrade) =>
  t.current_price !== null && t.current_price >= t.entry_low && t.current_price <= t.entry_high;

/** Polls until the screen's first page lists exactly the served trades that `keep` accepts, in the served order. */
async function expectListed(screen: IctTradesPage, token: string, keep: (t: IctTrade) => boolean) {
  await expect
    .poll(
      async () => {
        const expected = (await api<IctTrade[]>('ict/trades/', token)).filter(keep).slice(0, TRADES_PER_PAGE);
        const shown = await screen.shown();
        const want = expected.map((t) => `${t.id}:${t.symbol}:${t.bias}:${t.status}:${inZone(t)}`);
        const got = shown.map((r: TradeRowData) => `${r.id}:${r.symbol}:${r.bias}:${r.status}:${r.inZone}`);
        return JSON.stringify(got) === JSON.stringify(want)
          ? 'match'
          : `${got.length} shown, ${want.length} expected`;
      },
      { timeout: 20_000 },
    )
    .toBe('match');
}

/** The Status filter's and the summary's label of each status. */
const statusLabels: Record<IctTradeStatus, string> = {
  open: 'Open',
  triggered: 'Triggered',
  tp1: 'TP1 hit',
  tp2: 'TP2 hit',
  stopped: 'Stopped',
  expired: 'Expired',
};

const pct = (x: number | null) => (x === null ? '-' : `${Math.round(x * 100)}%`);

test('ICT trades as pro: listed newest first, entry-zone highlight and the outcome summary', async ({
  page,
  freshUser,
  shot,
}) => {
  const me = await freshUser('pro');
  await waitForTrades(me.access);
  const screen = new IctTradesPage(page);
  await screen.goto();
  await expect(screen.heading()).toHaveText('ICT Trades');
  await expect(screen.rows().first()).toBeVisible({ timeout: 30_000 });
  await expect(screen.autoRefresh()).toBeChecked();
  await expect(screen.table().locator('thead th')).toHaveText([
    'Symbol',
    'Bias',
    'Entry Zone',
    'SL',
    'TP1',
    'TP2',
    'Current',
    'P(TP1)i',
    'Reasons',
    'Generated ▼',
    'Status',
  ]);
  await expectListed(screen, me.access, () => true);

  // A row is highlighted exactly when the current price is inside its entry zone.
  for (const row of await screen.shown()) {
    if (row.inZone) await expect(screen.row(row.id)).toHaveClass(/row-in-zone/);
    else await expect(screen.row(row.id)).not.toHaveClass(/row-in-zone/);
  }

  // The summary bar: the server's outcome definitions over the listed trades.
  await expect
    .poll(async () => {
      const trades = await api<IctTrade[]>('ict/trades/', me.access);
      const stats = ictOutcomeStats(trades.map((t) => ({ status: t.status, honestR: t.honest_r })));
      const figures = await Promise.all(
        ['trades', 'tp1-rate', 'tp2-rate', 'stop-rate', 'expired-rate'].map((n) =>
          screen.stat(n).textContent(),
        ),
      );
      return JSON.stringify(figures) ===
        JSON.stringify([
          String(stats.trades),
          pct(stats.tp1Rate),
          pct(stats.tp2Rate),
          pct(stats.stopRate),
          pct(stats.expiredRate),
        ])
        ? 'match'
        : figures.join(' ');
    })
    .toBe('match');
  // Each status count is over every listed trade, not the page's.
  await expect
    .poll(async () => {
      const trades = await api<IctTrade[]>('ict/trades/', me.access);
      const want = Object.entries(statusLabels).map(
        ([status, name]) => `${name} ${trades.filter((t) => t.status === status).length}`,
      );
      const got = await Promise.all(
        Object.keys(statusLabels).map((s) => screen.stat(`count-${s}`).textContent()),
      );
      return JSON.stringify(got) === JSON.stringify(want) ? 'match' : got.join(' ');
    })
    .toBe('match');
  await shot('ict-trades-pro');
});

test('ICT trades as pro: symbol, Bias, Reasons and Status filters', async ({ page, freshUser, shot }) => {
  const me = await freshUser('pro');
  const [first] = await waitForTrades(me.access);
  if (!first) throw new Error('no trades');
  const screen = new IctTradesPage(page);
  await screen.goto();
  await expect(screen.rows().first()).toBeVisible({ timeout: 30_000 });

  // Symbol: case-insensitive contains.
  const part = first.symbol.slice(0, 3).toLowerCase();
  await screen.symbolFilter().fill(part);
  await expectListed(screen, me.access, (t) => t.symbol.toLowerCase().includes(part));
  await screen.symbolFilter().fill('no-such-symbol');
  await expect(screen.empty()).toHaveText('No Trades FoundNo trade matches the filters.');
  await expect(screen.stat('trades')).toHaveText('0');
  await screen.symbolFilter().fill('');

  // Bias: any of the chosen.
  await screen.pick('bias', first.bias);
  await expect(screen.filterToggle('bias')).toHaveText(`Bias: ${first.bias}`);
  await expectListed(screen, me.access, (t) => t.bias === first.bias);
  const other = first.bias === 'Bullish' ? 'Bearish' : 'Bullish';
  await screen.pick('bias', other);
  await expectListed(screen, me.access, (t) => t.bias === first.bias || t.bias === other);
  await screen.clear('bias');
  await expect(screen.filterToggle('bias')).toHaveText('Bias: All');

  // Reasons: trades carrying every chosen reason.
  const reasons = first.reasons.slice(0, 2);
  await screen.pick('reasons', ...reasons);
  await expectListed(screen, me.access, (t) => reasons.every((r) => t.reasons.includes(r)));
  await screen.clear('reasons');

  // Status: any of the chosen; the summary follows the listed trades.
  const label = statusLabels[first.status];
  await screen.pick('status', label);
  await expectListed(screen, me.access, (t) => t.status === first.status);
  await expect
    .poll(async () => {
      const n = (await api<IctTrade[]>('ict/trades/', me.access)).filter(
        (t) => t.status === first.status,
      ).length;
      const got = [
        await screen.stat('trades').textContent(),
        await screen.stat(`count-${first.status}`).textContent(),
      ];
      return JSON.stringify(got) === JSON.stringify([String(n), `${label} ${n}`]) ? 'match' : got.join(' ');
    })
    .toBe('match');
  await shot('ict-trades-filtered');
  await screen.clear('status');
  const otherStatus = first.status === 'open' ? 'expired' : 'open';
  await screen.pick('status', statusLabels[otherStatus]);
  await expectListed(screen, me.access, (t) => t.status === otherStatus);
  if ((await screen.rows().count()) === 0)
    await expect(screen.empty()).toHaveText('No Trades FoundNo trade matches the filters.');
  await screen.clear('status');
  await expectListed(screen, me.access, () => true);
});

test('ICT trades as pro: the P(TP1) column, its tooltip and the Track record', async ({
  page,
  freshUser,
  shot,
}) => {
  const me = await freshUser('pro');
  await waitForTrades(me.access);
  const screen = new IctTradesPage(page);
  await screen.goto();
  await expect(screen.rows().first()).toBeVisible({ timeout: 30_000 });

  // Each row's P(TP1) is the served forecast as a whole percentage, '-' without one.
  await expect
    .poll(async () => {
      const served = await api<IctTrade[]>('ict/trades/', me.access);
      const want = served.slice(0, TRADES_PER_PAGE).map((t) => `${t.id}:${pct(t.p_tp1)}:${t.p_tp1_served}`);
      const got = await screen.rows().evaluateAll((rows) =>
        rows.map((row) => {
          const cell = row.querySelector('td[data-served]') as HTMLElement | null;
          return `${row.dataset.testid?.replace('ict-trade-row-', '')}:${cell?.textContent}:${cell?.dataset.served}`;
        }),
      );
      return JSON.stringify(got) === JSON.stringify(want) ? 'match' : `${got[0]} vs ${want[0]}`;
    })
    .toBe('match');

  // The header's tooltip opens on keyboard focus and says what is served.
  const model = await api<IctTp1ModelInfo>('ict/trades/model/', me.access);
  await page.getByRole('button', { name: 'About P(TP1)' }).focus();
  const served = { model: 'the calibrated model', base_rate: 'the base rate', none: 'nothing yet' }[
    model.served
  ];
  await expect(page.getByTestId('tp1-tooltip')).toContainText(`Served: ${served}`);

  // Sorting by P(TP1) puts the highest forecast first.
  await page.getByRole('button', { name: 'Sort by P(TP1)' }).click();
  const best = Math.max(...(await api<IctTrade[]>('ict/trades/', me.access)).map((t) => t.p_tp1 ?? -1));
  if (best >= 0) await expect(screen.rows().first().locator('td[data-served]')).toHaveText(pct(best));

  // The Track record: the window, then the tables or the empty state, as the server counts them.
  const record = await api<IctTrackRecord>('ict/trades/track-record/', me.access);
  const card = page.getByTestId('ict-track-record');
  await expect(card).toBeVisible();
  await expect(page.getByTestId('ict-track-window')).toContainText(`Last ${record.days} days`);
  if (record.overall.count === 0) await expect(page.getByTestId('ict-track-empty')).toBeVisible();
  else await expect(page.getByTestId('ict-track-labels').locator('tbody tr').last()).toContainText('All');
  await card.scrollIntoViewIfNeeded();
  await shot('ict-trades-track-record');
  await page.getByTestId('ict-track-toggle').click();
  await expect(page.getByTestId('ict-track-toggle')).toHaveAttribute('aria-expanded', 'false');
});
