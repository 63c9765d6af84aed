import type { AlertInbox, IctTrade, LiquidityRow } from '@app/contracts';
import type { Page } from '@playwright/test';
import { LoginPage } from '../pages/login-page.ts';
import { api, waitForCprData } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { readRunState } from '../support/state.ts';

// Issue 20 item 1: one time zone for every time on every screen, shown with its label.
test.describe.configure({ timeout: 420_000 });
test.use({ timezoneId: 'Asia/Kolkata' });

const UTC = 'UTC';
const IST = 'GMT+5:30';
const SYMBOL = 'BTCUSDT';

/** Polls an API list until it has rows (the jobs fill them seconds after a fresh start). */
async function waitForList<T>(path: string, token: string, timeoutMs = 150_000): Promise<T[]> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const rows = await api<T[]>(path, token).catch(() => []);
    if (rows.length > 0) return rows;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${path} served no rows within the time limit`);
}

/** One inbox entry of a known market time, served in place of the real inbox (no alert fires on cue). */
const inbox: AlertInbox = {
  items: [
    {
      id: 1,
      rule_id: null,
      event: 'cpr_cross',
      symbol: SYMBOL,
      message: `${SYMBOL} crossed above the daily CPR`,
      detail: {},
      data_time: '2025-09-01T00:00:00.000Z',
      created_at: '2025-09-01T00:00:05.000Z',
      read: false,
      discord_status: null,
    },
  ],
  unread: 1,
};

const CLOCK = /\b\d\d:\d\d(?::\d\d)?\b/g;

/**
 * Every clock time on the page (navbar and screen) followed by `label`: returns the ones that are not,
 * each with its surroundings, and how many there were.
 */
async function unlabelledTimes(page: Page, label: string): Promise<{ count: number; unlabelled: string[] }> {
  const text = (await page.locator('body').textContent()) ?? '';
  const times = [...text.matchAll(CLOCK)];
  const unlabelled = times
    .filter((m) => !text.startsWith(` ${label}`, (m.index ?? 0) + m[0].length))
    .map((m) => text.slice(Math.max(0, (m.index ?? 0) - 30), (m.index ?? 0) + m[0].length + 12));
  return { count: times.length, unlabelled };
}

async function expectAllLabelled(page: Page, label: string, screen: string, atLeast: number) {
  const seen = await unlabelledTimes(page, label);
  expect(seen.unlabelled, `${screen}: times without ${label}`).toEqual([]);
  expect(seen.count, `${screen}: times shown`).toBeGreaterThanOrEqual(atLeast);
}

const RAW_ISO = /\d{4}-\d\d-\d\dT\d\d:\d\d/;

/**
 * The tooltips (title attributes) on the page that show a time: none may be a raw ISO time, and each
 * clock time in them is followed by `label`. Returns how many tooltips showed a time.
 */
async function expectTooltipTimesLabelled(page: Page, label: string, screen: string): Promise<number> {
  const titles = await page
    .locator('[title]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('title') ?? ''));
  expect(
    titles.filter((t) => RAW_ISO.test(t)),
    `${screen}: tooltips with a raw ISO time`,
  ).toEqual([]);
  const timed = titles.filter((t) => t.match(CLOCK));
  const unlabelled = timed.filter((t) =>
    [...t.matchAll(CLOCK)].some((m) => !t.startsWith(` ${label}`, (m.index ?? 0) + m[0].length)),
  );
  expect(unlabelled, `${screen}: tooltip times without ${label}`).toEqual([]);
  return timed.length;
}

/** 'YYYY-MM-DD HH:MM' of `ms` shifted by `offsetMinutes`, as the symbol header shows it. */
function minuteText(ms: number, offsetMinutes: number): string {
  return new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** Visits each screen with times and checks every time there carries `label`. */
async function checkScreens(
  page: Page,
  label: string,
  offsetMinutes: number,
  shot: (n: string) => Promise<void>,
) {
  await page.goto(`/symbol/${SYMBOL}`);
  const asOf = page.getByTestId('symbol-as-of');
  await expect(asOf).toBeVisible({ timeout: 60_000 });
  // The header's time is the overlays' as_of (epoch ms, on the section's data attribute) in the chosen zone.
  const section = page.getByTestId('symbol-chart-section');
  await expect
    .poll(async () => {
      const ms = Number(await section.getAttribute('data-overlays-as-of'));
      const shown = await asOf.textContent();
      return !(ms > 0) ? 'no as_of yet' : shown === `as of ${minuteText(ms, offsetMinutes)} ${label}`;
    })
    .toBe(true);
  await expect(page.getByTestId('chart-time-zone')).toHaveText(`Time axis: ${label}`);
  await expect
    .poll(async () => Number(await page.getByTestId('symbol-chart').getAttribute('data-bars')))
    .toBeGreaterThan(0);
  const axisLabel = await page.evaluate(
    () =>
      (
        window as unknown as { __symbolChart?: { crosshairLabel(ms: number): string } }
      ).__symbolChart?.crosshairLabel(Date.UTC(2025, 8, 1, 0, 0)) ?? '',
  );
  expect(axisLabel).toBe(offsetMinutes === 0 ? '1 Sep 2025, 00:00 UTC' : `1 Sep 2025, 05:30 ${label}`);
  // The panels' times (the ICT setup's legs and sweeps among them) once they have loaded.
  for (const panel of ['symbol-ict', 'symbol-liquidity', 'symbol-trades']) {
    await expect(page.getByTestId(panel)).not.toContainText('Loading', { timeout: 60_000 });
  }
  await expectAllLabelled(page, label, 'symbol view', 2);
  await shot(`time-zone-symbol-${offsetMinutes === 0 ? 'utc' : 'local'}`);

  await page.goto('/cpr');
  await expect(page.getByTestId('data-updated')).toContainText(label, { timeout: 60_000 });
  await expect(page.getByTestId('insights-updated')).toContainText(label);
  await expectAllLabelled(page, label, 'CPR screener', 2);

  for (const [path, heading] of [
    ['/volume', 'Last Updated:'],
    ['/ict', 'Last updated:'],
    ['/sniperflow', 'Last updated:'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(heading)).toContainText(label, { timeout: 60_000 });
    await expectAllLabelled(page, label, path, 1);
    // The hit times' tooltips on SniperFlow (the day's hits, when there are any yet) and the navbar's.
    if (path === '/sniperflow') await expectTooltipTimesLabelled(page, label, path);
  }

  await page.goto('/ict/trades');
  const firstTrade = page.locator('[data-testid^="ict-trade-row-"]').first();
  await expect(firstTrade).toBeVisible({ timeout: 60_000 });
  await expectAllLabelled(page, label, 'ICT trades', 1);
  // The Generated cell's tooltip is the trade's time to the second in the zone; the Status cell's lists
  // the steps; the live indicator's names the newest data: every one of them labelled, none raw ISO.
  const generated = firstTrade.getByTestId('ict-trade-generated');
  await expect(generated).toHaveAttribute(
    'title',
    new RegExp(`^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d ${label.replace('+', '\\+')}$`),
  );
  await expect(page.getByTestId('live-indicator')).toHaveAttribute(
    'title',
    new RegExp(`^Newest market data: .* ${label.replace('+', '\\+')}$`),
  );
  expect(await expectTooltipTimesLabelled(page, label, 'ICT trades')).toBeGreaterThanOrEqual(3);

  await page.goto('/alerts');
  await expect(page.getByTestId('alert-item-1')).toContainText(
    offsetMinutes === 0 ? `1 Sep, 00:00 ${label}` : `1 Sep, 05:30 ${label}`,
  );
  await expectAllLabelled(page, label, 'alerts', 1);
}

test('every time on every screen is in UTC by default, in the browser zone once chosen, kept with the user', async ({
  page,
  browser,
  freshUser,
  shot,
}) => {
  const me = await freshUser('premium');
  await waitForCprData();
  await waitForList<IctTrade>('ict/trades/', me.access);
  await waitForList<LiquidityRow>('sniperflow/summary', me.access);
  await page.route('**/api/v1/alerts/inbox/', (route) => route.fulfill({ json: inbox }));

  await checkScreens(page, UTC, 0, shot);
  expect((await api<{ time_zone: string }>('auth/profile/', me.access)).time_zone).toBe('utc');

  // Choose the browser's zone in the navbar: stored with the user.
  await page.getByTestId('time-zone-local').click();
  await expect
    .poll(async () => (await api<{ time_zone: string }>('auth/profile/', me.access)).time_zone)
    .toBe('local');
  await checkScreens(page, IST, 330, shot);

  // A reload keeps it.
  await page.reload();
  await expect(page.getByTestId('alert-item-1')).toContainText(`1 Sep, 05:30 ${IST}`);

  // A new login in a fresh browser (nothing stored there) finds it again.
  const context = await browser.newContext({ timezoneId: 'Asia/Kolkata', baseURL: readRunState().baseUrl });
  const fresh = await context.newPage();
  await fresh.route('**/api/v1/alerts/inbox/', (route) => route.fulfill({ json: inbox }));
  const login = new LoginPage(fresh);
  await login.goto();
  await login.login(me.username, 'Fresh-Passw0rd');
  await expect(fresh.getByTestId('nav-user')).toBeVisible();
  await fresh.goto(`/symbol/${SYMBOL}`);
  await expect(fresh.getByTestId('symbol-as-of')).toContainText(IST, { timeout: 60_000 });
  await expect(fresh.getByTestId('chart-time-zone')).toHaveText(`Time axis: ${IST}`);
  await fresh.goto('/alerts');
  await expect(fresh.getByTestId('alert-item-1')).toContainText(`1 Sep, 05:30 ${IST}`);
  await context.close();
});

test('a guest’s choice stays in this browser', async ({ page }) => {
  await page.goto('/login');
  const local = page.getByRole('radio', { name: IST });
  await expect(page.getByRole('radio', { name: UTC })).toBeChecked();
  await page.getByTestId('time-zone-local').click();
  await expect(local).toBeChecked();
  await page.reload();
  await expect(local).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('time_zone'))).toBe('local');
});
