import { accounts } from '../support/accounts.ts';
import { expect, signedInAs, test } from '../support/fixtures.ts';

test('a guest sees the two calls to action and four feature cards', async ({ page, shot }) => {
  await page.goto('/landing');
  await expect(page.getByRole('link', { name: 'Start Free – No Card Required' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByTestId('feature-card')).toHaveCount(4);
  await shot('landing-guest');
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
