import { hasRole, userRoles } from '@app/contracts';
import { expect, signedInAs, test } from '../support/fixtures.ts';
import { guardedRoutes } from '../support/route-table.ts';

test.describe('as a guest', () => {
  for (const route of guardedRoutes) {
    test(`${route.path} redirects to /login`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test('/ and unknown paths go to /login; public pages stay', async ({ page }) => {
    for (const path of ['/', '/no/such/page']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
    for (const path of ['/landing', '/pricing', '/register', '/unauthorized']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });
});

for (const role of userRoles) {
  test.describe(`as ${role}`, () => {
    test.use(signedInAs(role));

    test('each guarded route opens at or above its role, else /unauthorized', async ({ page, shot }) => {
      for (const route of guardedRoutes) {
        await page.goto(route.path);
        if (hasRole(role, route.minRole)) {
          await expect(page).toHaveURL(new RegExp(`${route.path}$`));
          await expect(page.getByRole('heading', { level: 1 })).toContainText(route.title);
          await shot(`${role}${route.path.replaceAll('/', '-')}`);
        } else {
          await expect(page).toHaveURL(/\/unauthorized$/);
        }
      }
      await shot(`${role}-unauthorized`);
    });

    test('/, /login, /register and unknown paths go to /dashboard', async ({ page }) => {
      for (const path of ['/', '/login', '/register', '/nowhere']) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/dashboard$/);
      }
    });
  });
}
