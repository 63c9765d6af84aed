import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The web app's layer order (lib → api → auth → components → features → app) and the independence of
 * its screens are enforced by Biome (`style/noRestrictedImports` overrides per folder of apps/web/src in
 * biome.json; docs/architecture.md §2). These tests run the installed biome on probe files, laid out
 * like apps/web/src in a temporary copy of the project's configuration, and on the real src/.
 * This folder has its own tsconfig (Node types, which the browser code must not see).
 */
// A path, not a URL object: under jsdom, `URL` is jsdom's, which node:url does not take.
const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const src = join(root, 'apps/web/src');
const biome = join(root, 'node_modules/.bin/biome');
const RULE = 'lint/style/noRestrictedImports';
let scratch: string;

function lint(cwd: string, paths: string[]): { status: number | null; output: string } {
  const run = spawnSync(biome, ['lint', '--vcs-enabled=false', '--max-diagnostics=50', ...paths], {
    cwd,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** Lints one probe file at `path` (relative to apps/web/src) that imports `specifier`. */
function lintProbe(path: string, specifier: string) {
  const file = join('apps/web/src', path);
  mkdirSync(dirname(join(scratch, file)), { recursive: true });
  writeFileSync(join(scratch, file), `import { probe } from '${specifier}';\n\nexport const used = probe;\n`);
  try {
    return lint(scratch, [file]);
  } finally {
    rmSync(join(scratch, file));
  }
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'web-layer-rules-'));
  copyFileSync(join(root, 'biome.json'), join(scratch, 'biome.json'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('web layer rules (biome)', () => {
  it.each([
    ['lib/probe.ts', '../api/api-error.ts', 'src/lib/'],
    ['lib/probe.ts', '../components/format.ts', 'src/lib/'],
    ['api/probe.ts', '../auth/auth-context.tsx', 'src/api/'],
    ['api/probe.ts', '../components/page-spinner.tsx', 'src/api/'],
    ['auth/probe.ts', '../components/page-spinner.tsx', 'src/auth/'],
    ['auth/probe.ts', '../features/login/login-page.tsx', 'src/auth/'],
    ['components/probe.tsx', '../features/alerts/alerts-nav.tsx', 'src/components/'],
    ['components/probe.tsx', '../routes.tsx', 'src/components/'],
    ['features/ict/probe.ts', '../../app.tsx', 'src/features/'],
  ])('%s importing %s fails', (path, specifier, layer) => {
    const { status, output } = lintProbe(path, specifier);
    expect(status).not.toBe(0);
    expect(output).toContain(RULE);
    expect(output).toContain(`${layer} may import`);
  });

  it.each([
    ['features/symbol/probe.tsx', '../ict/ict-breakdown.tsx'],
    ['features/pricing/probe.tsx', '../upgrade/upgrade-page.tsx'],
    ['features/ict-trades/probe.ts', '../ict/ict.css'],
    ['features/watchlist/probe.ts', '../../features/cpr/screener-sort.ts'],
  ])('%s importing %s (another screen) fails', (path, specifier) => {
    const { status, output } = lintProbe(path, specifier);
    expect(status).not.toBe(0);
    expect(output).toContain(RULE);
    expect(output).toContain('never imports another screen');
  });

  it.each([
    ['lib/probe.ts', './time-format.ts'],
    ['api/probe.ts', '../lib/time-format.ts'],
    ['auth/probe.ts', '../api/auth-api.ts'],
    ['components/probe.tsx', '../auth/auth-context.tsx'],
    ['features/ict/probe.ts', './ict-sort.ts'],
    ['features/ict/probe.ts', '../../components/price-format.ts'],
    ['features/ict/probe.ts', '../../api/ict-api.ts'],
    ['features/ict/probe.ts', '../../lib/time-format.ts'],
    ['routes.tsx', './features/ict/ict-page.tsx'],
  ])('%s importing %s passes', (path, specifier) => {
    const { status, output } = lintProbe(path, specifier);
    expect(output).not.toContain(RULE);
    expect(status).toBe(0);
  });

  it("keeps the app-wide rule (react-toastify's unstyled build) in every layer", () => {
    const { status, output } = lintProbe('features/ict/probe.ts', 'react-toastify');
    expect(status).not.toBe(0);
    expect(output).toContain("Import from 'react-toastify/unstyled'");
  });

  it('covers every folder of apps/web/src with a layer rule', () => {
    const config = readFileSync(join(root, 'biome.json'), 'utf8');
    const folders = readdirSync(src, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(4);
    for (const folder of folders) expect(config).toContain(`"apps/web/src/${folder}/**"`);
  });

  it('holds on the real apps/web/src', () => {
    const { status, output } = lint(root, ['--only=style/noRestrictedImports', 'apps/web/src']);
    expect(output).not.toContain(RULE);
    expect(status).toBe(0);
  });
});
