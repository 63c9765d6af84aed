import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { UserRole } from '@app/contracts';
import { test as base, expect } from '@playwright/test';
import { ADMIN, createAccount, login } from './accounts.ts';
import { readRunState, storageStatePath } from './state.ts';

const screenshotDir = fileURLToPath(new URL('../screenshots/', import.meta.url));
mkdirSync(screenshotDir, { recursive: true });

interface Fixtures {
  /** Signs the page in as a brand-new account of `role` (own watchlist), returning its username and tokens. */
  freshUser: (role: UserRole) => Promise<{ username: string; access: string }>;
  /** Saves a full-page screenshot to e2e/screenshots/<name>.png for a person to look at. */
  shot: (name: string) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture depends on from this pattern.
  baseURL: async ({}, use) => {
    await use(readRunState().baseUrl);
  },
  freshUser: async ({ page, baseURL }, use) => {
    await use(async (role) => {
      const base = baseURL ?? '';
      const username = `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
      const admin = await login(base, ADMIN.username, ADMIN.password);
      await createAccount(base, admin.access, { username, password: 'Fresh-Passw0rd', role });
      const tokens = await login(base, username, 'Fresh-Passw0rd');
      await page.addInitScript((t) => {
        if (!localStorage.getItem('access')) {
          localStorage.setItem('access', t.access);
          localStorage.setItem('refresh', t.refresh);
        }
      }, tokens);
      return { username, access: tokens.access };
    });
  },
  shot: async ({ page }, use) => {
    await use(async (name) => {
      await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage: true });
    });
  },
});

/** Runs the enclosing tests signed in as `role` (tokens from global setup in localStorage). */
export function signedInAs(role: UserRole): { storageState: string } {
  return { storageState: storageStatePath(role) };
}

export { expect };
