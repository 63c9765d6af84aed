import { accounts } from '../support/accounts.ts';
import { expect, signedInAs, test } from '../support/fixtures.ts';

test('a guest sees the two calls to action and four feature cards', async ({ page, shot }) => {
  await page.goto('/landing');
  await expect(page.getByRole('link', { name: 'Start Free – No Card Required' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByTestId('feature-card')).toHaveCount(4);
  await shot('landing-guest');
});

test('a guest reaches Pricing from the landing page (the guest navbar has no Pricing link)', async ({
  page,
  shot,
}) => {
  await page.goto('/landing');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }),
  ).toHaveCount(0);
  await page.getByTestId('landing-pricing-link').click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { name: 'Start Your Journey' })).toBeVisible();
  await expect(page.getByTestId('plan-card-free')).toContainText('Watchlist with stars and tags');
  await expect(page.getByTestId('plan-card-premium')).toContainText('SniperFlow');
  await shot('pricing-guest-from-landing');
});

const copy = {
  free: ['Easy Trend & Breakout Finder', 'Simple Market Move Signals'],
  pro: ['CPR Multi-Timeframe Analyzer', 'ICT Institutional Setup Engine'],
} as const;

for (const role of ['free', 'pro'] as const) {
  test.describe(`landing as ${role}`, () => {
    test.use(signedInAs(role));

    test('greets by time of day and offers the /cpr and /ict buttons in the tier copy', async ({
      page,
      shot,
    }) => {
      await page.goto('/landing');
      await expect(
        page.getByText(new RegExp(`Good (morning|afternoon|evening), ${accounts[role].username}`)),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: copy[role][0] })).toHaveAttribute('href', '/cpr');
      await expect(page.getByRole('link', { name: copy[role][1] })).toHaveAttribute('href', '/ict');
      await expect(page.getByTestId('feature-card')).toHaveCount(4);
      await expect(page.getByRole('link', { name: 'Start Free – No Card Required' })).toHaveCount(0);
      await shot(`landing-${role}`);
    });
  });
}
