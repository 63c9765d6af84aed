import { defaultDailyCprMap } from '@app/core';
import { login } from '../support/accounts.ts';
import { waitForCprData } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { readRunState } from '../support/state.ts';

test.describe.configure({ timeout: 180_000 });

const narrow = defaultDailyCprMap.find(([, , s]) => s === 'narrow')?.[1] ?? 'Narrow';

test.beforeAll(async () => {
  await waitForCprData();
});

test("a pro user's CPR view follows them to a fresh browser (kept on the server, not in this browser)", async ({
  page,
  browser,
  freshUser,
  shot,
}) => {
  const me = await freshUser('pro');
  await page.goto('/cpr');
  await expect(page.locator('[data-testid^="cpr-row-"]').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: narrow, exact: true }).click();
  const saved = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/v1/auth/profile/screen-views/cpr/') &&
      r.request().method() === 'PUT' &&
      (r.request().postData() ?? '').includes('bias=Neutral'),
  );
  await page.getByLabel('Bias filter').selectOption('Neutral');
  expect((await saved).status()).toBe(200);

  // Another browser: new storage (no local storage, no cookies), the same user signed in.
  const { baseUrl } = readRunState();
  const tokens = await login(baseUrl, me.username, 'Fresh-Passw0rd');
  const other = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 768 } });
  try {
    await other.addInitScript((t) => {
      if (!localStorage.getItem('access')) {
        localStorage.setItem('access', t.access);
        localStorage.setItem('refresh', t.refresh);
      }
    }, tokens);
    const fresh = await other.newPage();
    await fresh.goto('/cpr');
    await expect(fresh).toHaveURL(/[?&]tab=sub%3Anarrow/);
    await expect(fresh).toHaveURL(/[?&]bias=Neutral/);
    await expect(fresh.getByRole('tab', { selected: true })).toHaveText(new RegExp(`^${narrow}\\d`));
    await expect(fresh.getByLabel('Bias filter')).toHaveValue('Neutral');
    expect(
      await fresh.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('screen-view'))),
    ).toEqual([]);
  } finally {
    await other.close();
  }
  await shot('saved-views-pro-cpr');
});

test("a free user's screen views are not kept on the server: GET and PUT are 403", async ({
  page,
  freshUser,
}) => {
  const me = await freshUser('free');
  const base = `${readRunState().baseUrl}/api/v1/auth/profile/screen-views/`;
  const headers = { authorization: `Bearer ${me.access}`, 'content-type': 'application/json' };
  const put = await fetch(`${base}cpr/`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ query: 'tf=weekly' }),
  });
  expect(put.status).toBe(403);
  expect(await put.json()).toEqual({ detail: expect.any(String) });
  expect((await fetch(base, { headers })).status).toBe(403);

  // The screen still works for them, the view in the URL alone (it survives a reload).
  await page.goto('/cpr');
  await expect(page.locator('[data-testid^="cpr-row-"]').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: narrow, exact: true }).click();
  await expect(page).toHaveURL(/tab=sub%3Anarrow/);
  await page.reload();
  await expect(page.getByRole('tab', { selected: true })).toHaveText(new RegExp(`^${narrow}\\d`));
});
