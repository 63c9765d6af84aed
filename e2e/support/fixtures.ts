import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import type { UserRole } from '@app/contracts';
import { readRunState, storageStatePath } from './state.ts';

const screenshotDir = fileURLToPath(new URL('../screenshots/', import.meta.url));
mkdirSync(screenshotDir, { recursive: true });

interface Fixtures {
  /** Saves a full-page screenshot to e2e/screenshots/<name>.png for a person to look at. */
  shot: (name: string) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture depends on from this pattern.
  baseURL: async ({}, use) => {
    await use(readRunState().baseUrl);
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
