import { expect, signedInAs, test } from '../support/fixtures.ts';

type Expectation = { heading: string; buttons: [string, string, string]; current: number };

const byRole: Record<'guest' | 'free' | 'pro' | 'premium', Expectation> = {
  guest: {
    heading: 'Start Your Journey',
    buttons: ['Current Plan', 'Upgrade to Pro', 'Upgrade to Premium'],
    current: 0,
  },
  free: {
    heading: 'Start Your Journey',
    buttons: ['Current Plan', 'Upgrade to Pro', 'Upgrade to Premium'],
    current: 0,
  },
  pro: {
    heading: 'Unlock Elite Power',
    buttons: ['Downgrade to Free', 'Current Plan', 'Upgrade to Premium'],
    current: 1,
  },
  premium: {
    heading: 'Unlock Elite Power',
    buttons: ['Downgrade to Free', 'Downgrade to Pro', 'Current Plan'],
    current: 2,
  },
};

for (const [role, want] of Object.entries(byRole)) {
  test.describe(`pricing as ${role}`, () => {
    if (role !== 'guest') test.use(signedInAs(role as 'free' | 'pro' | 'premium'));

    test('heading, plan cards and Current/Upgrade/Downgrade buttons', async ({ page, shot }) => {
      await page.goto('/pricing');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(want.heading);
      for (const plan of ['Free', 'Pro', 'Premium']) {
        await expect(page.getByRole('heading', { name: plan, exact: true })).toBeVisible();
      }
      await expect(page.getByText('Most Popular')).toBeVisible();
      await expect(page.getByText('Elite', { exact: true })).toBeVisible();
      for (const [i, name] of want.buttons.entries()) {
        const button = page.getByRole(i === want.current ? 'button' : 'link', { name, exact: true });
        await expect(button).toBeVisible();
        if (i === want.current) await expect(button).toBeDisabled();
      }
      await shot(`pricing-${role}`);
    });
  });
}

test('plan links go to /register, /upgrade/pro and /upgrade/premium', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/upgrade\/pro$/);
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
  await expect(page).toHaveURL(/\/upgrade\/premium$/);
});
