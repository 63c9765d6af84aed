import { NavBar } from '../pages/nav-bar.ts';
import { api } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe.configure({ timeout: 120_000 });

test('a pro user opens Alerts from the navbar, adds a rule, switches it off and deletes it', async ({
  page,
  freshUser,
  shot,
}) => {
  const me = await freshUser('pro');
  await page.goto('/dashboard');
  // The link's name grows an unread count once an alert arrives ('Alerts 2 unread').
  await new NavBar(page)
    .root()
    .getByRole('link', { name: /^Alerts/ })
    .click();
  await expect(page).toHaveURL(/\/alerts$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alerts');
  await expect(page.getByTestId('alerts-inbox')).toContainText('No alerts yet.');
  await expect(page.getByTestId('alerts-rules')).toContainText('No rules yet: add one below.');
  // Discord is premium: the box is off and both places say so.
  await expect(page.getByLabel('Discord')).toBeDisabled();
  await expect(page.getByTestId('alert-discord-upsell')).toHaveText('Premium adds Discord');
  await expect(page.getByTestId('alerts-webhook-upsell')).toContainText('Discord alerts come with Premium.');

  await page.getByLabel('Event').selectOption({ label: 'Volume turned Active' });
  await page.getByLabel('Scope').selectOption({ label: 'All symbols' });
  await page.getByLabel('Cooldown (min)').fill('30');
  await page.getByRole('button', { name: 'Add rule' }).click();
  await expect(page.getByText('Alert rule added')).toBeVisible();
  const row = page.getByTestId(/^alert-rule-\d+$/).filter({ hasText: 'Volume turned Active' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('All symbols');
  await expect(row).toContainText('30 min');
  const [rule] = await api<{ id: number; event: string; scope: string; enabled: boolean }[]>(
    'alerts/rules/',
    me.access,
  );
  expect(rule).toMatchObject({ event: 'volume_active', scope: 'all', enabled: true });
  await shot('alerts-pro');

  const enabled = row.getByLabel(`Enable rule ${rule?.id}`);
  await expect(enabled).toBeChecked();
  await enabled.click();
  await expect(enabled).not.toBeChecked();
  await expect
    .poll(async () => (await api<{ enabled: boolean }[]>('alerts/rules/', me.access))[0]?.enabled)
    .toBe(false);

  await row.getByRole('button', { name: `Delete rule ${rule?.id}` }).click();
  await expect(page.getByTestId('alerts-rules')).toContainText('No rules yet: add one below.');
  expect(await api<unknown[]>('alerts/rules/', me.access)).toEqual([]);
});

test('a pro user edits a rule: the form opens filled with it and saving changes the same rule', async ({
  page,
  freshUser,
  shot,
}) => {
  const me = await freshUser('pro');
  await api('alerts/rules/', me.access, {
    method: 'POST',
    body: { event: 'cpr_cross', scope: 'all', cooldown_minutes: 30 },
  });
  const [created] = await api<{ id: number }[]>('alerts/rules/', me.access);
  await page.goto('/alerts');
  const row = page.getByTestId(`alert-rule-${created?.id}`);
  await expect(row).toContainText('Price crossed a CPR');

  await row.getByRole('button', { name: `Edit rule ${created?.id}` }).click();
  const form = page.getByTestId('alert-rule-form');
  await expect(form.getByRole('heading')).toHaveText('Edit rule: Price crossed a CPR');
  await expect(form.getByLabel('Cooldown (min)')).toHaveValue('30');
  await form.getByLabel('Event').selectOption({ label: 'New ICT setup' });
  await form.getByLabel('Min score').fill('9');
  await form.getByLabel('Cooldown (min)').fill('120');
  await shot('alerts-edit');
  await form.getByRole('button', { name: 'Save rule' }).click();
  await expect(page.getByText('Alert rule saved')).toBeVisible();
  await expect(row).toContainText('New ICT setup');
  await expect(row).toContainText('120 min');
  await expect(form.getByRole('heading')).toHaveText('Add a rule');
  expect(await api('alerts/rules/', me.access)).toEqual([
    expect.objectContaining({
      id: created?.id,
      event: 'ict_setup',
      scope: 'all',
      min_score: 9,
      cooldown_minutes: 120,
    }),
  ]);
});

test('a premium user saves an https webhook and sees a loopback one refused with the reason', async ({
  page,
  freshUser,
  shot,
}) => {
  const me = await freshUser('premium');
  await page.goto('/alerts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alerts');
  await expect(page.getByLabel('Discord')).toBeEnabled();
  const url = page.getByLabel('Webhook URL (https)');
  // Editable once the saved URL (none yet) has loaded.
  await expect(url).toBeEnabled();
  await expect(url).toHaveValue('');

  await url.fill('https://127.0.0.1/x');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('alerts-webhook-error')).toHaveText(
    'url must not point to a loopback, private or link-local address.',
  );
  expect(await api('alerts/webhook/', me.access)).toEqual({ url: null });

  // A public address literal: no DNS needed on the test machine.
  const hook = 'https://1.1.1.1/api/webhooks/1/e2e-token';
  await url.fill(hook);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Discord webhook saved')).toBeVisible();
  await expect(page.getByTestId('alerts-webhook-error')).toHaveCount(0);
  expect(await api('alerts/webhook/', me.access)).toEqual({ url: hook });
  await shot('alerts-premium');

  await page.reload();
  await expect(page.getByLabel('Webhook URL (https)')).toHaveValue(hook);
});

test('a free user has no Alerts link and /alerts sends them to /unauthorized', async ({
  page,
  freshUser,
}) => {
  await freshUser('free');
  await page.goto('/dashboard');
  await expect(new NavBar(page).link('Pricing')).toBeVisible();
  await expect(new NavBar(page).root().getByRole('link', { name: /^Alerts/ })).toHaveCount(0);
  await page.goto('/alerts');
  await expect(page).toHaveURL(/\/unauthorized$/);
});
