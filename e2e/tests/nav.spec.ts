import { isProTier, userRoles } from '@app/contracts';
import { NavBar } from '../pages/nav-bar.ts';
import { accounts } from '../support/accounts.ts';
import { expect, signedInAs, test } from '../support/fixtures.ts';

const tierLabels = [
  { pro: 'CPR Analyzer', beginner: 'Trend Finder' },
  { pro: 'Volume Dashboard', beginner: 'Market Activity' },
  { pro: 'ICT Strategy', beginner: 'Smart Signals' },
  { pro: 'Liquidity Engine', beginner: 'SniperFlow' },
];

test('a guest sees Home, Login and Register only', async ({ page, shot }) => {
  await page.goto('/landing');
  const nav = new NavBar(page);
  for (const name of ['Home', 'Login', 'Register']) await expect(nav.link(name)).toBeVisible();
  for (const name of ['Dashboard', 'Watchlist', 'Trades', 'Admin'])
    await expect(nav.link(name)).toHaveCount(0);
  await expect(nav.logout()).toHaveCount(0);
  await shot('guest-nav-landing');
});

for (const role of userRoles) {
  test.describe(`as ${role}`, () => {
    test.use(signedInAs(role));

    test('the bar shows the tier labels, the greeting, the role badge and its tooltip', async ({ page }) => {
      await page.goto('/dashboard');
      const nav = new NavBar(page);
      await expect(nav.greeting()).toHaveText(`Hi, ${accounts[role].username} ${role}`);
      for (const name of ['Home', 'Dashboard', 'Watchlist', 'Trades', 'Pricing']) {
        await expect(nav.link(name)).toBeVisible();
      }
      for (const label of tierLabels) {
        const shown = isProTier(role) ? label.pro : label.beginner;
        const hidden = isProTier(role) ? label.beginner : label.pro;
        await expect(nav.link(shown)).toBeVisible();
        await expect(nav.link(hidden)).toHaveCount(0);
      }
      // The admin screens are one dropdown named Admin.
      await expect(nav.adminMenu()).toHaveCount(role === 'admin' ? 1 : 0);
      // Alerts (pro and above) sits just before Pricing; its name grows an unread count ('Alerts 2 unread').
      const alerts = nav.root().getByRole('link', { name: /^Alerts/ });
      await expect(alerts).toHaveCount(isProTier(role) ? 1 : 0);
      if (isProTier(role)) {
        const names = await nav
          .root()
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link')
          .allTextContents();
        expect(names.indexOf('Pricing') - names.findIndex((n) => n.startsWith('Alerts'))).toBe(1);
      }
      await expect(nav.link('Login')).toHaveCount(0);
      await expect(nav.roleBadge()).toHaveText(role);
      await nav.greeting().hover();
      await expect(page.getByRole('tooltip')).toHaveText(`You are logged in as ${role}`);
    });
  });
}

test.describe('the bar at 1366 px', () => {
  test.use(signedInAs('admin'));

  test('is one row for the admin, the admin screens in a dropdown; the phone keeps the collapsed menu', async ({
    page,
    shot,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/dashboard');
    const nav = new NavBar(page);
    // The profile may take a while on a server busy with its start-up runs.
    await expect(nav.greeting()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('live-indicator')).toBeVisible();
    const bar = await nav.root().boundingBox();
    const links = await nav.root().getByRole('navigation', { name: 'Main' }).boundingBox();
    // One row: the bar is the links' row and its padding (0.5rem above and below, a 1px border).
    expect(bar?.height ?? 0).toBeLessThanOrEqual((links?.height ?? 0) + 2 * 8 + 4);
    // Everything in the bar sits within that row.
    for (const part of [
      nav.greeting(),
      nav.logout(),
      page.getByTestId('time-zone-toggle'),
      nav.adminMenu(),
    ]) {
      const box = await part.boundingBox();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
    }
    await nav.adminMenu().click();
    await nav.root().getByRole('link', { name: 'Platform Settings' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(nav.adminMenu()).toHaveClass(/active/);
    await shot('nav-admin-1366');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(nav.link('Dashboard')).toBeHidden();
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(nav.link('Dashboard')).toBeVisible();
    await expect(nav.logout()).toBeVisible();
  });
});
