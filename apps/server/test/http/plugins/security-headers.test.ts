import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHART_LOGO_STYLE_HASH, CSP_DIRECTIVES } from '../../../src/http/plugins/security-headers.ts';

describe('the CSP style hash', () => {
  it('matches the <style> the installed lightweight-charts writes for its attribution logo', () => {
    // The web app's copy of the library (the one Vite bundles): its own node_modules, else the root's.
    const file = ['../../../../web/node_modules/', '../../../../../node_modules/']
      .map((dir) =>
        fileURLToPath(
          new URL(`${dir}lightweight-charts/dist/lightweight-charts.production.mjs`, import.meta.url),
        ),
      )
      .find((path) => existsSync(path));
    expect(file).toBeDefined();
    const code = readFileSync(file ?? '', 'utf8');
    const css = code.match(/innerText="(a#tv-attr-logo\{[^"]*)"/)?.[1];
    expect(css).toBeDefined();
    const hash = `'sha256-${createHash('sha256')
      .update(css ?? '')
      .digest('base64')}'`;
    expect(CHART_LOGO_STYLE_HASH).toBe(hash);
    expect(CSP_DIRECTIVES.styleSrc).toEqual(["'self'", hash]);
  });
});
