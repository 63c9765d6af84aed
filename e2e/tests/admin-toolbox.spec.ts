import { waitForCprData } from '../support/api.ts';
import { expect, signedInAs, test } from '../support/fixtures.ts';

test.describe.configure({ timeout: 180_000 });

test.describe('as admin', () => {
  test.use(signedInAs('admin'));

  test('a toolbox action from /cpr is logged, disables the others and reaches SUCCESS', async ({
    page,
    shot,
  }) => {
    await waitForCprData();
    await page.goto('/cpr');
    await page.getByTestId('admin-toolbox-button').click();
    const toolbox = page.getByTestId('admin-toolbox');
    for (const panel of ['daily', 'weekly', 'monthly', 'meta']) {
      await expect(toolbox.getByTestId(`toolbox-panel-${panel}`)).toBeVisible();
    }
    const logged = page.waitForRequest((r) => r.url().endsWith('/api/v1/admin/toolbox/log/'));
    const accepted = page.waitForResponse((r) =>
      r.url().includes('/api/v1/cpr/admin/update-insights/?tf=1d'),
    );
    await toolbox.getByRole('button', { name: 'Daily Insights' }).click();
    expect((await logged).postDataJSON()).toEqual({
      label: 'Daily Insights',
      endpoint: 'cpr/admin/update-insights/?tf=1d',
      payload: {},
      pathname: '/cpr',
    });
    const { task_id: taskId } = (await (await accepted).json()) as { task_id: number };
    // While it runs, every other action waits.
    await expect(toolbox.getByRole('button', { name: 'Weekly CPR Scan' })).toBeDisabled();
    await expect(toolbox.getByRole('button', { name: 'Rebuild Symbol Meta' })).toBeDisabled();
    await shot('admin-toolbox-running');
    const row = toolbox.getByTestId(`task-${taskId}`);
    await expect(row).toContainText('SUCCESS', { timeout: 120_000 });
    await expect(toolbox.getByRole('button', { name: 'Weekly CPR Scan' })).toBeEnabled();
    await expect(row).toContainText('cpr');
    await shot('admin-toolbox-cpr');
  });

  test('the toolbox is on every screen, with the panels of its path', async ({ page, shot }) => {
    for (const [path, panels] of [
      ['/volume', ['volume']],
      ['/sniperflow', ['sniper']],
      ['/watchlist', []],
      ['/admin', []],
    ] as const) {
      await page.goto(path);
      await page.getByTestId('admin-toolbox-button').click();
      const toolbox = page.getByTestId('admin-toolbox');
      await expect(toolbox.getByText('Recent tasks')).toBeVisible();
      await expect(toolbox.locator('[data-testid^="toolbox-panel-"]')).toHaveCount(panels.length);
      for (const panel of panels) await expect(toolbox.getByTestId(`toolbox-panel-${panel}`)).toBeVisible();
      if (path === '/volume') await shot('admin-toolbox-volume');
      await page.keyboard.press('Escape');
    }
  });
});

for (const role of ['free', 'pro', 'premium'] as const) {
  test.describe(`as ${role}`, () => {
    test.use(signedInAs(role));

    test('never sees the toolbox and is sent away from /admin', async ({ page }) => {
      for (const path of ['/dashboard', '/cpr', '/pricing']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByTestId('admin-toolbox-button')).toHaveCount(0);
      }
      for (const path of ['/admin', '/admin/settings', '/admin/users']) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/unauthorized$/);
        await expect(page.getByTestId('admin-toolbox-button')).toHaveCount(0);
      }
    });
  });
}
