import type { AdminSettings } from '@app/contracts';
import type { Page } from '@playwright/test';
import { NavBar } from '../pages/nav-bar.ts';
import { ADMIN, login } from '../support/accounts.ts';
import { api } from '../support/api.ts';
import { expect, signedInAs, test } from '../support/fixtures.ts';

// These tests change the one server's settings: one at a time, each putting the settings back.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use(signedInAs('admin'));

let token = '';
let original: AdminSettings;

test.beforeEach(async ({ baseURL }) => {
  token = (await login(baseURL ?? '', ADMIN.username, ADMIN.password)).access;
  original = await api<AdminSettings>('admin/settings/', token);
});

test.afterEach(async () => {
  await api('admin/settings/', token, { method: 'PUT', body: original });
});

async function openTab(page: Page, key: string) {
  await page.getByTestId(`settings-tab-${key}`).click();
}

async function saveAndReload(page: Page) {
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('✅ Settings saved').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Save Settings' })).toBeEnabled();
}

/** One harmless change per tab: a field, its new value as typed, and how the input shows it. */
const edits: { tab: string; label: string; value: string }[] = [
  { tab: 'platform', label: 'Notification duration (ms)', value: '6000' },
  { tab: 'trade', label: 'Trade generation threshold', value: '8' },
  { tab: 'webhooks', label: 'Weekly CPR scan webhook', value: 'https://1.1.1.1/e2e-hook' },
  { tab: 'fib', label: 'Golden zone high', value: '0.79' },
  { tab: 'scores', label: 'Potential setup score', value: '3' },
  { tab: 'watchlist', label: 'Alert threshold', value: '9' },
  { tab: 'sessions', label: 'New York end (UTC)', value: '22:00' },
];

test('every settings tab: change a field, save, reload, see the value', async ({ page, shot }) => {
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Platform Settings');
  for (const edit of edits) {
    await openTab(page, edit.tab);
    await page.getByLabel(edit.label, { exact: true }).fill(edit.value);
    await saveAndReload(page);
    await openTab(page, edit.tab);
    await expect(page.getByLabel(edit.label, { exact: true })).toHaveValue(edit.value);
    await shot(`admin-settings-${edit.tab}`);
  }
  // Module Tagging: the editor adds a tag only when both names are filled, and removes it.
  await openTab(page, 'tags');
  const add = page.getByRole('button', { name: 'Add Tag' });
  await page.getByLabel('New module name').fill('e2e');
  await expect(add).toBeDisabled();
  await page.getByLabel('New tag name').fill('E2E');
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByTestId('module-tag-e2e')).toContainText('E2E');
  await saveAndReload(page);
  await openTab(page, 'tags');
  await expect(page.getByTestId('module-tag-e2e')).toContainText('E2E');
  await shot('admin-settings-tags');
  await page.getByRole('button', { name: 'Remove module e2e' }).click();
  await saveAndReload(page);
  await openTab(page, 'tags');
  await expect(page.getByTestId('module-tag-e2e')).toHaveCount(0);
  expect(Object.keys((await api<AdminSettings>('admin/settings/', token)).module_tag_map)).not.toContain(
    'e2e',
  );

  // The browser checks what the server checks: a bad webhook is named beside its field, Save waits.
  await openTab(page, 'webhooks');
  await page.getByLabel('General webhook', { exact: true }).fill('http://insecure.example.com');
  await expect(page.getByTestId('error-webhook_url')).toHaveText(
    'General webhook must be an https:// URL or empty.',
  );
  await expect(page.getByRole('button', { name: 'Save Settings' })).toBeDisabled();
  await shot('admin-settings-client-error');
});

test('a field error from the server is shown beside its field, nothing saved', async ({ page, shot }) => {
  // The browser's checks mirror the server's; to see the server's own answer, the body is altered on the way.
  await page.route('**/api/v1/admin/settings/', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    const body = { ...route.request().postDataJSON(), webhook_daily: 'http://insecure.example.com' };
    return route.continue({ postData: JSON.stringify(body) });
  });
  await page.goto('/admin/settings');
  await openTab(page, 'trade');
  await page.getByLabel('Trade generation threshold').fill('9');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Failed to save settings').first()).toBeVisible();
  await openTab(page, 'webhooks');
  await expect(page.getByTestId('error-webhook_daily')).toHaveText(
    'Daily CPR scan webhook must be an https:// URL or empty.',
  );
  await shot('admin-settings-server-error');
  expect((await api<AdminSettings>('admin/settings/', token)).trade_generation_threshold).toBe(
    original.trade_generation_threshold,
  );
});

test('a CPR map row added reruns the scan and changes the screener', async ({ page, shot }) => {
  await page.goto('/admin/settings');
  await openTab(page, 'cpr');
  const monthly = page.getByTestId('cpr-map-monthly_cpr_map');
  const rows = original.monthly_cpr_map.length;
  await monthly.getByRole('button', { name: 'Add row' }).click();
  // The new row is the widest; give it a threshold between Normal and Wide: it moves up when left.
  const threshold = page.getByLabel(`Monthly row ${rows + 1} threshold`);
  // Entered in percent: 10 % is a width of 0.1 of the price.
  await threshold.fill('10');
  await threshold.blur();
  await page.getByLabel(`Monthly row ${rows} label`).fill('Very Wide');
  await page.getByLabel(`Monthly row ${rows} subcategory`).fill('very_wide');
  await expect(page.getByLabel(`Monthly row ${rows + 1} label`)).toHaveValue(
    original.monthly_cpr_map.at(-1)?.[1] ?? '',
  );
  await shot('admin-settings-cpr');
  await saveAndReload(page);
  await openTab(page, 'cpr');
  await expect(page.getByLabel(`Monthly row ${rows} subcategory`)).toHaveValue('very_wide');

  // The map change reruns the CPR scan: some symbol's monthly CPR becomes 'very_wide'.
  await expect
    .poll(
      async () => {
        const data = await api<{ monthly_subcategory: string | null }[]>('cpr/cpr-data/?range=monthly', null);
        return data.filter((r) => r.monthly_subcategory === 'very_wide').length;
      },
      { timeout: 120_000, intervals: [2000] },
    )
    .toBeGreaterThan(0);
  await page.goto('/cpr');
  await page.getByTestId('cpr-timeframe').getByRole('button', { name: 'Monthly' }).click();
  const tab = page.getByRole('tab', { name: /Very Wide/ });
  await expect(tab).toBeVisible({ timeout: 30_000 });
  await tab.click();
  await expect(page.locator('[data-testid^="cpr-row-"]').first()).toBeVisible({ timeout: 30_000 });
  await shot('cpr-monthly-very-wide');
});

test('unsaved edits: Back asks, Stay keeps the edit, Leave leaves', async ({ page, shot }) => {
  // In the app from /dashboard to the settings (one page load), so Back is a navigation of the app.
  await page.goto('/dashboard');
  const nav = new NavBar(page);
  await nav.adminMenu().click();
  await nav.root().getByRole('link', { name: 'Platform Settings' }).click();
  await openTab(page, 'trade');
  const field = page.getByLabel('Trade generation threshold');
  await field.fill('9');
  await expect(page.getByTestId('settings-unsaved')).toHaveText('Unsaved changes');

  await page.goBack();
  const modal = page.getByTestId('leave-confirm');
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('You have unsaved settings. Leave this page and lose them?');
  await shot('admin-settings-leave-confirm');
  await modal.getByRole('button', { name: 'Stay' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(field).toHaveValue('9');

  // The navbar asks the same question.
  await nav.link('Dashboard').click();
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Stay' }).click();
  await expect(field).toHaveValue('9');

  await page.goBack();
  await modal.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(modal).toBeHidden();
  // Nothing was saved.
  expect((await api<AdminSettings>('admin/settings/', token)).trade_generation_threshold).toBe(
    original.trade_generation_threshold,
  );
});
