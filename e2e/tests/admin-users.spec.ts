import { ADMIN, createAccount, login, PASSWORD } from '../support/accounts.ts';
import { expect, signedInAs, test } from '../support/fixtures.ts';

test.use(signedInAs('admin'));

test('an admin changes a role through the confirm banner', async ({ page, baseURL, shot }) => {
  const username = `promote-${Date.now()}`;
  const admin = await login(baseURL ?? '', ADMIN.username, ADMIN.password);
  await createAccount(baseURL ?? '', admin.access, { username, password: PASSWORD, role: 'free' });

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Management');
  await page.getByLabel('Search by username').fill(username);
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toHaveCount(1);
  await row.getByRole('combobox').selectOption('pro');
  await shot('admin-users-confirm');
  await page.getByRole('button', { name: /confirm/i }).click();
  await expect(page.getByText('✅ Role changed to pro')).toBeVisible();
  await expect(row.getByRole('combobox')).toHaveValue('pro');

  await row.getByRole('combobox').selectOption('premium');
  await page.getByRole('button', { name: /cancel/i }).click();
  await expect(row.getByRole('combobox')).toHaveValue('pro');
});

test('a search with no match shows the empty state', async ({ page, shot }) => {
  await page.goto('/admin/users');
  await page.getByLabel('Search by username').fill('zz-no-such-user-zz');
  await expect(page.getByText('No users found.')).toBeVisible();
  await shot('admin-users-empty');
});

test('deactivating a user asks first; Cancel keeps them active', async ({ page, baseURL, shot }) => {
  const username = `deactivate-${Date.now()}`;
  const admin = await login(baseURL ?? '', ADMIN.username, ADMIN.password);
  await createAccount(baseURL ?? '', admin.access, { username, password: PASSWORD, role: 'free' });

  await page.goto('/admin/users');
  await page.getByLabel('Search by username').fill(username);
  const row = page.getByTestId(`user-row-${username}`);
  await row.getByRole('button', { name: `Deactivate ${username}` }).click();
  const banner = page.getByTestId('deactivate-banner');
  await expect(banner).toContainText(`Deactivate ${username}?`);
  await shot('admin-users-deactivate-confirm');
  await banner.getByRole('button', { name: 'Cancel' }).click();
  await expect(banner).toHaveCount(0);
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `Deactivate ${username}` }).click();
  await banner.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`✅ ${username} deactivated`)).toBeVisible();
  await expect(row).toContainText('Inactive');
});
