import { expect, signedInAs, test } from '../support/fixtures.ts';

test.describe.configure({ timeout: 180_000 });
test.use(signedInAs('admin'));

test('the Admin Dashboard links, triggers scans to their outcome and shows the overview', async ({
  page,
  shot,
}) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
  for (const [name, href] of [
    ['Open CPR Screener', '/cpr'],
    ['Open ICT Screener', '/ict'],
    ['Open User Management', '/admin/users'],
    ['Open Platform Settings', '/admin/settings'],
  ] as const) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  const overview = page.getByTestId('operator-overview');
  await expect(overview.getByTestId('overview-market')).toContainText('simulated');
  await expect(overview.getByTestId('overview-timeframes')).toContainText('5m');
  await expect(overview.getByTestId('overview-jobs')).toContainText('cpr-scan');

  await page.getByRole('button', { name: 'Trigger CPR Scan' }).click();
  await expect(page.getByTestId('trigger-cpr-status')).toContainText(/PENDING|STARTED|SUCCESS/);
  await expect(page.getByTestId('trigger-cpr-status')).toContainText(/SUCCESS|FAILURE/, { timeout: 120_000 });
  await expect(page.getByTestId('trigger-cpr-detail')).not.toBeEmpty();

  await page.getByRole('button', { name: 'Trigger FVG Scan' }).click();
  await expect(page.getByTestId('trigger-fvg-status')).toContainText(/SUCCESS|FAILURE/, { timeout: 120_000 });
  await shot('admin-dashboard');

  await page.getByRole('link', { name: 'Open User Management' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
});
