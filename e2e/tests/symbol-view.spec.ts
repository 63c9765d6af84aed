import type { OverlaysResponse } from '@app/contracts';
import type { Page } from '@playwright/test';
import { api, waitForCprData } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe.configure({ timeout: 180_000 });

/** Polls an API list until it has rows (the jobs fill them seconds after a fresh start). */
async function waitForList(path: string, token: string, timeoutMs = 150_000): Promise<unknown[]> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const rows = await api<unknown[]>(path, token).catch(() => []);
    if (rows.length > 0) return rows;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return [];
}

/** Clicks the first symbol link inside `scope` and checks the symbol view of that symbol opens. */
async function openFromTable(page: Page, scope = '') {
  const link = page.locator(`${scope} [data-testid^="symbol-link-"]`.trim()).first();
  await expect(link).toBeVisible({ timeout: 60_000 });
  const symbol = ((await link.getAttribute('data-testid')) ?? '').replace('symbol-link-', '');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/symbol/${symbol}$`));
  await expect(page.getByTestId('symbol-title')).toHaveText(symbol);
  await expect
    .poll(async () => Number(await page.getByTestId('symbol-chart').getAttribute('data-bars')))
    .toBeGreaterThan(100);
  return symbol;
}

interface ChartRead {
  lines: Record<string, { time: number; value: number }[]>;
  boxes: { kind: string; key: string; from: number; top: number; bottom: number; faded: boolean }[];
}
const readChart = (page: Page) =>
  page.evaluate(() => {
    // The symbol chart's test hook (apps/web symbol-chart.tsx).
    const hook = (window as unknown as { __symbolChart?: { lines(): unknown; boxes(): readonly unknown[] } })
      .__symbolChart;
    return hook ? { lines: hook.lines(), boxes: [...hook.boxes()] } : null;
  }) as Promise<ChartRead | null>;

test('the symbol view opens from the symbol in every table', async ({ page, freshUser }) => {
  const me = await freshUser('premium');
  await waitForCprData();
  await api('watchlist/', me.access, { method: 'POST', body: { symbol: 'ETHUSDT' } });
  const opened: Record<string, string> = {};

  await page.goto('/cpr');
  opened.cpr = await openFromTable(page);

  await page.goto('/dashboard');
  const card = page.getByRole('button', { name: 'Normal (daily)', exact: true });
  await expect
    .poll(async () => Number(await page.getByTestId('vol-count-daily_normal').textContent()))
    .toBeGreaterThan(0);
  await card.click();
  opened.dashboard = await openFromTable(page, '[data-testid="vol-detail-daily_normal"]');

  await page.goto('/watchlist');
  opened.watchlist = await openFromTable(page);
  expect(opened.watchlist).toBe('ETHUSDT');

  await waitForList('ict/setups/', me.access);
  await page.goto('/ict');
  opened.ict = await openFromTable(page);

  await waitForList('volume/volume-snapshots/current/', me.access);
  await page.goto('/volume');
  opened.volume = await openFromTable(page);

  await waitForList('sniperflow/summary', me.access);
  await page.goto('/sniperflow');
  opened.sniperflow = await openFromTable(page);

  const trades = await waitForList('ict/trades/', me.access, 20_000);
  if (trades.length > 0) {
    await page.goto('/ict/trades');
    opened.trades = await openFromTable(page);
  } else {
    test.info().annotations.push({
      type: 'note',
      description: 'no ICT trade generated yet: the trades table was empty',
    });
  }
  expect(Object.keys(opened).length).toBeGreaterThanOrEqual(6);
});

test('drawn levels equal the API numbers; the forming bar moves without a reload', async ({
  page,
  freshUser,
  shot,
}) => {
  await freshUser('premium');
  // Every overlay layer on (the defaults and their toggles are chart.spec.ts).
  await page.addInitScript(() =>
    localStorage.setItem(
      'symbol-chart-layers',
      JSON.stringify([
        'fvg-recent',
        'cpr-current',
        'sessions-current',
        'fvg-other',
        'cpr-other',
        'virgin',
        'sessions-previous',
        'swings',
        'ict',
        'trades',
      ]),
    ),
  );
  await waitForCprData();
  await page.goto('/symbol/BTCUSDT');
  const chart = page.getByTestId('symbol-chart');
  await expect.poll(async () => Number(await chart.getAttribute('data-bars'))).toBeGreaterThan(400);
  const section = page.getByTestId('symbol-chart-section');
  await expect(section).toHaveAttribute('data-overlays-as-of', /\d+/);

  // The chart's series against the overlays body the API served to this page (the newest one).
  let body: OverlaysResponse | null = null;
  let read: ChartRead | null = null;
  for (let attempt = 0; attempt < 5 && !read; attempt++) {
    const served = page.waitForResponse((r) => r.url().includes('market/overlays/?symbol=BTCUSDT&tf=5m'), {
      timeout: 90_000,
    });
    if (attempt === 0) await page.reload();
    const response = await served;
    body = (await response.json()) as OverlaysResponse;
    await expect(section).toHaveAttribute('data-overlays-as-of', String(body.as_of));
    await expect
      .poll(async () => Object.keys((await readChart(page))?.lines ?? {}).length)
      .toBeGreaterThan(0);
    await page.waitForTimeout(500);
    const current = await section.getAttribute('data-overlays-as-of');
    if (current === String(body.as_of)) read = await readChart(page);
  }
  await expect.poll(async () => Number(await chart.getAttribute('data-bars'))).toBeGreaterThan(400);
  expect(body && read).toBeTruthy();
  if (!body || !read) return;
  const levels = ['top', 'pivot', 'bottom'] as const;
  let compared = 0;
  for (const period of ['daily', 'weekly', 'monthly'] as const) {
    for (const level of levels) {
      const points = read.lines[`cpr-${period}-${level}`] ?? [];
      expect(points.length, `${period} ${level}`).toBeGreaterThan(0);
      for (const p of points) {
        const cpr = body.cprs.find((c) => c.period === period && c.start <= p.time && p.time < c.end);
        expect(cpr?.[level], `${period} ${level} at ${p.time}`).toBe(p.value);
        compared += 1;
      }
    }
  }
  const firstBar = Number((await chart.getAttribute('data-last-time')) ?? 0) - 499 * 300_000;
  const apiFvgs = body.fvgs.filter((f) => f.start >= firstBar);
  const drawnFvgs = read.boxes.filter((b) => b.kind === 'fvg');
  expect(drawnFvgs.length).toBe(apiFvgs.length);
  for (const f of apiFvgs) {
    const box = drawnFvgs.find((b) => b.key === `fvg-${f.start}-${f.direction}`);
    expect(box, `FVG ${f.start}`).toMatchObject({
      top: f.top,
      bottom: f.bottom,
      faded: f.state === 'mitigated',
    });
  }
  for (const d of body.sessions.filter((s) => s.pdh !== null && s.day >= firstBar)) {
    const drawn = (read.lines['session-pdh'] ?? []).filter(
      (p) => p.time >= d.day && p.time < d.day + 86_400_000,
    );
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.every((p) => p.value === d.pdh)).toBe(true);
  }
  if (body.ote)
    expect(read.boxes.find((b) => b.key === 'ict-ote')).toMatchObject({
      top: body.ote.high,
      bottom: body.ote.low,
    });
  test
    .info()
    .annotations.push({ type: 'compared', description: `${compared} CPR points, ${apiFvgs.length} FVGs` });
  await shot('symbol-view-sim-5m');

  // The forming bar changes as the simulated market advances (polled, no reload).
  const before = `${await chart.getAttribute('data-last-time')}:${await chart.getAttribute('data-last-close')}`;
  await expect
    .poll(
      async () =>
        `${await chart.getAttribute('data-last-time')}:${await chart.getAttribute('data-last-close')}`,
      {
        timeout: 90_000,
        intervals: [2000],
      },
    )
    .not.toBe(before);

  await page.getByTestId('tf-1h').click();
  await expect(section).toHaveAttribute('data-tf', '1h');
  await expect.poll(async () => Number(await chart.getAttribute('data-bars'))).toBeGreaterThan(100);
  await page.waitForTimeout(1500);
  await shot('symbol-view-sim-1h');
});

test('a free user sees upsells for the pro and premium parts and no trades on the chart', async ({
  page,
  freshUser,
  shot,
}) => {
  await freshUser('free');
  await page.goto('/symbol/ETHUSDT');
  await expect(page.getByTestId('symbol-title')).toHaveText('ETHUSDT');
  await expect(page.getByTestId('symbol-upsell')).toHaveCount(3);
  await expect(page.getByTestId('overlay-toggle-trades')).toHaveCount(0);
  await expect(page.getByTestId('symbol-cpr')).toBeVisible();
  await shot('symbol-view-free');
});
