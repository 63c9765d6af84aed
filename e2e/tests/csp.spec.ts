import type { Page } from '@playwright/test';
import { api, waitForCprData } from '../support/api.ts';
import { expect, signedInAs, test } from '../support/fixtures.ts';
import { guardedRoutes } from '../support/route-table.ts';

// The server's Content-Security-Policy (docs/api.md "Security headers") against the built app: every
// screen is visited and nothing may be refused, neither reported as a `securitypolicyviolation` event
// nor as a console error.
test.describe.configure({ timeout: 180_000 });

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  url: string;
}

/** Collects every CSP violation of `page`, from its documents' events and from its console. */
async function watchCsp(page: Page): Promise<string[]> {
  const reported: string[] = [];
  await page.exposeFunction('__reportCspViolation', (v: Violation) => {
    reported.push(`${v.directive} refused ${v.blocked || '(inline)'} ${v.sample} on ${v.url}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation(v: Violation): void }).__reportCspViolation;
      report({
        directive: e.effectiveDirective || e.violatedDirective,
        blocked: e.blockedURI,
        sample: e.sample,
        url: location.pathname,
      });
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) reported.push(`console: ${message.text()}`);
  });
  return reported;
}

/** Opens `path` and checks the document came with the policy and the screen rendered its heading. */
async function visit(page: Page, path: string, heading?: string | RegExp): Promise<void> {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
  const h1 = page.getByRole('heading', { level: 1 });
  if (heading) await expect(h1).toContainText(heading);
  else await expect(h1.first()).toBeVisible();
}

test.describe('as a guest', () => {
  test('the public screens and a refused login run under the CSP without a violation', async ({ page }) => {
    const violations = await watchCsp(page);
    for (const path of ['/landing', '/pricing', '/register', '/unauthorized', '/upgrade/pro', '/login']) {
      await visit(page, path);
    }
    await page.getByLabel('Username').fill('nobody-here');
    await page.getByLabel('Password', { exact: true }).fill('Wrong-passw0rd');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test.describe('as admin', () => {
  test.use(signedInAs('admin'));

  test('every screen, the symbol chart and the admin toolbox run under the CSP without a violation', async ({
    page,
    shot,
  }) => {
    const violations = await watchCsp(page);
    const [symbol = 'BTCUSDT'] = await waitForCprData(1);
    for (const route of guardedRoutes) await visit(page, route.path, route.title);

    // The chart: lightweight-charts adds its attribution logo with a <style> of its own, which the
    // policy allows by hash; the logo is positioned only if that style applied.
    await visit(page, `/symbol/${symbol}`);
    await expect
      .poll(async () => Number(await page.getByTestId('symbol-chart').getAttribute('data-bars')), {
        timeout: 60_000,
      })
      .toBeGreaterThan(0);
    const logo = page.locator('#tv-attr-logo').first();
    await expect(logo).toBeAttached();
    expect(await logo.evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
    await shot('csp-symbol-chart');

    await visit(page, '/cpr', 'Trend Screener');
    await page.getByTestId('admin-toolbox-button').click();
    const toolbox = page.getByTestId('admin-toolbox');
    await expect(toolbox).toBeVisible();
    // Slid in: react-bootstrap drops `showing` once the transition has ended.
    await expect(toolbox).toHaveClass(/\bshow\b/);
    await expect(toolbox).not.toHaveClass(/\bshowing\b/);
    await shot('csp-admin-toolbox');
    expect(violations).toEqual([]);
  });
});

test.describe('as a free user', () => {
  test('a toast is styled by the stylesheet (react-toastify/unstyled), with no violation', async ({
    page,
    freshUser,
    shot,
  }) => {
    const violations = await watchCsp(page);
    const me = await freshUser('free');
    const [symbol = 'BTCUSDT'] = await waitForCprData(1);
    await api('watchlist/', me.access, { method: 'POST', body: { symbol, stars: 2 } });
    await visit(page, '/watchlist', 'Watchlist');
    await page
      .getByLabel(/^Select all in /)
      .first()
      .check();
    await page.getByTestId('watchlist-bulk-stars').selectOption('4');
    await page.getByRole('button', { name: 'Apply Stars (1)' }).click();
    const toast = page.getByText('Applied 4 stars to 1 items');
    await expect(toast).toBeVisible();
    // Positioned by ReactToastify.css, which now comes as a file from the app's origin.
    const container = page.locator('.Toastify__toast-container').first();
    expect(await container.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await shot('csp-toast');
    expect(violations).toEqual([]);
  });
});
