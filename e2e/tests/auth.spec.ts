import { LoginPage } from '../pages/login-page.ts';
import { NavBar } from '../pages/nav-bar.ts';
import { accounts } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('login, register, logout', () => {
  test('a guest is sent to /login, and after logging in comes back to the page asked for', async ({
    page,
    shot,
  }) => {
    await page.goto('/watchlist');
    await expect(page).toHaveURL(/\/login$/);
    await shot('login-guest');
    const login = new LoginPage(page);
    await login.login(accounts.free.username, accounts.free.password);
    await expect(page).toHaveURL(/\/watchlist$/);
    await expect(new NavBar(page).greeting()).toHaveText(`Hi, ${accounts.free.username} free`);
  });

  test('a wrong password shows the server detail and keeps the user out', async ({ page, shot }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login(accounts.free.username, 'not-the-password');
    await expect(login.alert()).toContainText('No active account found with the given credentials');
    await shot('login-failed');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('access'))).toBeNull();
  });

  test('the password can be shown and hidden', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.password().fill('secret-value');
    await expect(login.password()).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(login.password()).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide', exact: true }).click();
    await expect(login.password()).toHaveAttribute('type', 'password');
  });

  test('register, then log in: lands on /cpr/ as a free user', async ({ page, shot }) => {
    const username = `new-${Date.now()}`;
    await page.goto('/register');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('Tr4der-pass!');
    await shot('register');
    await page.getByRole('button', { name: /register|create account|sign up/i }).click();
    await expect(page).toHaveURL(/\/login$/);
    await new LoginPage(page).login(username, 'Tr4der-pass!');
    await expect(page).toHaveURL(/\/cpr\/?$/);
    const nav = new NavBar(page);
    await expect(nav.greeting()).toHaveText(`Hi, ${username} free`);
    await expect(nav.roleBadge()).toHaveText('free');
  });

  test('registering a taken username shows the server detail', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Username').fill(accounts.pro.username);
    await page.getByLabel('Email').fill(`other-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('Tr4der-pass!');
    await page.getByRole('button', { name: /register|create account|sign up/i }).click();
    await expect(page.getByRole('alert')).toContainText(/already/i);
    await expect(page).toHaveURL(/\/register$/);
  });

  test('logout clears both tokens and returns to /login', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login(accounts.pro.username, accounts.pro.password);
    await expect(page).toHaveURL(/\/cpr\/?$/);
    await new NavBar(page).logout().click();
    await expect(page).toHaveURL(/\/login$/);
    const tokens = await page.evaluate(() => [
      localStorage.getItem('access'),
      localStorage.getItem('refresh'),
    ]);
    expect(tokens).toEqual([null, null]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an expired access token is refreshed transparently', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login(accounts.premium.username, accounts.premium.password);
    await expect(page).toHaveURL(/\/cpr\/?$/);
    await page.evaluate(() => localStorage.setItem('access', 'expired.or.garbage'));
    await page.goto('/sniperflow');
    await expect(page).toHaveURL(/\/sniperflow$/);
    await expect(new NavBar(page).greeting()).toHaveText(`Hi, ${accounts.premium.username} premium`);
    const access = await page.evaluate(() => localStorage.getItem('access'));
    expect(access).not.toBe('expired.or.garbage');
  });

  test('an unusable session logs out with "Session expired. Please log in."', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => {
      localStorage.setItem('access', 'bad.access.token');
      localStorage.setItem('refresh', 'bad-refresh-token');
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Session expired. Please log in.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access'))).toBeNull();
  });
});
