import { isProTier, userRoles } from '@app/contracts';
import { accounts } from '../support/accounts.ts';
import { expect, signedInAs, test } from '../support/fixtures.ts';
import { NavBar } from '../pages/nav-bar.ts';

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
      await expect(nav.link('Admin')).toHaveCount(role === 'admin' ? 1 : 0);
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
