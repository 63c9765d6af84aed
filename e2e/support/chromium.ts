import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** The system Chromium the browser tests drive; `CHROMIUM_PATH` overrides the Debian default. */
function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Fails (never skips) when no Chromium is installed, saying how to get one. */
export function assertChromiumInstalled(): void {
  const path = chromiumPath();
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium found at ${path}. The browser tests need one:\n` +
        '  Debian/Ubuntu: sudo apt-get install -y chromium\n' +
        '  or set CHROMIUM_PATH to a Chromium/Chrome executable.',
    );
  }
}

export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
