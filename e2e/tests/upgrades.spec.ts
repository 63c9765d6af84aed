import { fileURLToPath } from 'node:url';
import { ADMIN, login } from '../support/accounts.ts';
import { api } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { storageStatePath } from '../support/state.ts';

test.describe.configure({ timeout: 120_000 });

const screenshot = (name: string) => fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url));

test('a free user requests Pro, an admin approves it, and the user reaches /ict without logging in again', async ({
  page,
  browser,
  baseURL,
  freshUser,
  shot,
}) => {
  const { username } = await freshUser('free');
  await page.goto('/pricing');
  await page.getByTestId('plan-action-pro').click();
  await expect(page).toHaveURL(/\/upgrade\/pro$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upgrade to Pro');
  await expect(page.getByText('$19')).toBeVisible();
  await page.getByRole('button', { name: 'Request upgrade' }).click();
  await expect(page.getByText('Your request for Pro is pending approval.')).toBeVisible();
  await shot('upgrade-pro-pending');
  await page.goto('/pricing');
  await expect(page.getByTestId('pricing-upgrade-status')).toHaveText(
    'Your request for Pro is pending approval.',
  );
  await shot('pricing-upgrade-pending');
  await page.goto('/ict');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await page.goto('/upgrade/pro');
  await expect(page.getByText('Your request for Pro is pending approval.')).toBeVisible();

  // The admin approves it in User Management (another browser session).
  const adminContext = await browser.newContext({ baseURL, storageState: storageStatePath('admin') });
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/admin/users');
  const request = adminPage.getByTestId(`upgrade-row-${username}`);
  await expect(request).toContainText('Pro');
  await adminPage.screenshot({ path: screenshot('admin-users-pending-upgrade'), fullPage: true });
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText(`✅ Pro upgrade approved for ${username}`)).toBeVisible();
  await expect(adminPage.getByTestId(`upgrade-row-${username}`)).toHaveCount(0);
  await adminPage.getByLabel('Search by username').fill(username);
  await expect(adminPage.getByLabel(`Role of ${username}`)).toHaveValue('pro');
  await adminContext.close();

  // The waiting page sees the approval and reloads the profile: the role is pro, no new login.
  await expect(page.getByText('Your account already includes the Pro plan.')).toBeVisible({
    timeout: 15_000,
  });
  await shot('upgrade-pro-approved');
  await page
    .getByRole('link', { name: /ICT Strategy|Smart Signals/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ict$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).not.toHaveURL(/unauthorized/);
});

test('a second open request is refused, and a plan at or below the current one too', async ({
  baseURL,
  freshUser,
}) => {
  const { access, username } = await freshUser('pro');
  await api('upgrades/', access, { method: 'POST', body: { plan: 'premium' } });
  await expect(api('upgrades/', access, { method: 'POST', body: { plan: 'premium' } })).rejects.toThrow(
    /409/,
  );
  await expect(api('upgrades/', access, { method: 'POST', body: { plan: 'pro' } })).rejects.toThrow(/400/);
  const admin = await login(baseURL ?? '', ADMIN.username, ADMIN.password);
  const pending = await api<{ id: number; user: { username: string } }[]>(
    'admin/upgrades/?status=pending',
    admin.access,
  );
  const mine = pending.filter((r) => r.user.username === username);
  for (const r of mine)
    await api(`admin/upgrades/${r.id}/decline/`, admin.access, { method: 'POST', body: {} });
});

test('a pending Pro request is changed to Premium, then cancelled', async ({ page, freshUser, shot }) => {
  const { access } = await freshUser('free');
  await page.goto('/upgrade/pro');
  await page.getByRole('button', { name: 'Request upgrade' }).click();
  await expect(page.getByText('Your request for Pro is pending approval.')).toBeVisible();
  await page.goto('/upgrade/premium');
  await expect(page.getByText('Your request for Pro is pending approval.')).toBeVisible();
  await page.getByRole('button', { name: 'Change to Premium' }).click();
  await expect(page.getByText('Your request for Premium is pending approval.')).toBeVisible();
  await shot('upgrade-changed-to-premium');
  const [changed] = await api<{ plan: string; status: string }[]>('upgrades/', access);
  expect(changed).toMatchObject({ plan: 'premium', status: 'pending' });

  await page.getByRole('button', { name: 'Cancel request' }).click();
  await expect(page.getByText('Upgrade request cancelled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request upgrade' })).toBeVisible();
  expect(await api('upgrades/', access)).toEqual([]);
});

test("an approval reaches the user's open tab within seconds, with a toast, through the live stream", async ({
  page,
  baseURL,
  freshUser,
  shot,
}) => {
  const { access, username } = await freshUser('free');
  await api('upgrades/', access, { method: 'POST', body: { plan: 'premium' } });
  // A screen that polls nothing of the account: only the stream can tell it.
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'SniperFlow', exact: true })).toHaveAttribute(
    'title',
    'Opens with the Premium plan',
  );
  await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-state', 'live');

  const admin = await login(baseURL ?? '', ADMIN.username, ADMIN.password);
  const pending = await api<{ id: number; user: { username: string } }[]>(
    'admin/upgrades/?status=pending',
    admin.access,
  );
  const request = pending.find((r) => r.user.username === username);
  expect(request).toBeDefined();
  const approvedAt = Date.now();
  await api(`admin/upgrades/${request?.id}/approve/`, admin.access, { method: 'POST', body: {} });

  await expect(page.getByText('Your plan is now Premium: its screens are open to you.')).toBeVisible({
    timeout: 5_000,
  });
  expect(Date.now() - approvedAt).toBeLessThan(5_000);
  await expect(page.getByTestId('role-badge')).toHaveText('premium');
  await expect(nav.getByRole('link', { name: 'Liquidity Engine', exact: true })).not.toHaveAttribute('title');
  await shot('upgrade-approved-live-toast');
  await nav.getByRole('link', { name: 'Liquidity Engine', exact: true }).click();
  await expect(page).toHaveURL(/\/sniperflow$/);
});
