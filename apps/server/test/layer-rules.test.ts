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
 * The server's layer order is enforced by Biome (`style/noRestrictedImports` overrides per folder of
 * apps/server/src in biome.json). These tests run the installed biome on probe files, laid out like
 * apps/server/src in a temporary copy of the project's configuration, and on the real src/.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
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

/** Lints one probe file at `path` (relative to apps/server/src) that imports `specifier`. */
function lintProbe(path: string, specifier: string) {
  const file = join('apps/server/src', path);
  mkdirSync(dirname(join(scratch, file)), { recursive: true });
  writeFileSync(join(scratch, file), `import { probe } from '${specifier}';\n\nexport const used = probe;\n`);
  try {
    return lint(scratch, [file]);
  } finally {
    rmSync(join(scratch, file));
  }
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'layer-rules-'));
  copyFileSync(join(root, 'biome.json'), join(scratch, 'biome.json'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('server layer rules (biome)', () => {
  it.each([
    ['repositories/probe.ts', '../services/settings-service.ts', 'src/repositories/'],
    ['repositories/probe.ts', '../push/event-bus.ts', 'src/repositories/'],
    ['services/probe.ts', '../jobs/registry.ts', 'src/services/'],
    ['services/admin/probe.ts', '../../jobs/queue/job-queue.ts', 'src/services/'],
    ['services/cpr/probe.ts', '../../composition/server-root.ts', 'src/services/'],
    ['jobs/probe.ts', '../runtime/market-runtime.ts', 'src/jobs/'],
    ['db/probe.ts', '../repositories/user-repository.ts', 'src/db/'],
    ['market/exchange/probe.ts', '../../db/database.ts', 'src/market/'],
    ['composition/probe.ts', '../http/app.ts', 'src/composition/'],
    ['composition/probe.ts', '../runtime/market-scheduling.ts', 'src/composition/'],
    ['services/alerts/probe.ts', '../../runtime/market-runtime.ts', 'src/services/'],
    ['http/routes/probe.ts', '../../runtime/market-runtime.ts', 'src/http/'],
    ['runtime/probe.ts', '../start.ts', 'src/runtime/'],
    ['lib/probe.ts', '../config/config.ts', 'src/lib/'],
  ])('%s importing %s fails', (path, specifier, layer) => {
    const { status, output } = lintProbe(path, specifier);
    expect(status).not.toBe(0);
    expect(output).toContain(RULE);
    expect(output).toContain(`${layer} may import`);
  });

  it.each([
    ['start.ts', '../test/support/test-app.ts'],
    ['services/probe.ts', '../../tools/alert-replay-report.ts'],
    ['http/routes/probe.ts', '../../../test/mocks/coingecko-mock.ts'],
  ])('%s importing %s (test/ or tools/) fails', (path, specifier) => {
    const { status, output } = lintProbe(path, specifier);
    expect(status).not.toBe(0);
    expect(output).toContain(RULE);
    expect(output).toContain('never imports from test/ or tools/');
  });

  it.each([
    ['repositories/probe.ts', '../db/database.ts'],
    ['repositories/probe.ts', '../lib/time.ts'],
    ['services/probe.ts', '../repositories/user-repository.ts'],
    ['services/alerts/probe.ts', '../../push/source-event.ts'],
    ['composition/probe.ts', '../jobs/job-service.ts'],
    ['services/market/probe.ts', '../../market/market-source.ts'],
    ['jobs/probe.ts', '../services/cpr/cpr-service.ts'],
    ['composition/probe.ts', '../jobs/registry.ts'],
    ['http/probe.ts', '../composition/app-services.ts'],
    ['runtime/probe.ts', '../composition/server-root.ts'],
    ['start.ts', './runtime/market-runtime.ts'],
  ])('%s importing %s passes', (path, specifier) => {
    const { status, output } = lintProbe(path, specifier);
    expect(output).not.toContain(RULE);
    expect(status).toBe(0);
  });

  it('covers every folder of apps/server/src with a layer rule', () => {
    const config = readFileSync(join(root, 'biome.json'), 'utf8');
    const folders = readdirSync(join(root, 'apps/server/src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((name) => readdirSync(join(root, 'apps/server/src', name)).length > 0);
    expect(folders.length).toBeGreaterThan(5);
    for (const folder of folders) expect(config).toContain(`"apps/server/src/${folder}/**"`);
  });

  it('holds on the real apps/server/src', () => {
    const { status, output } = lint(root, ['--only=style/noRestrictedImports', 'apps/server/src']);
    expect(output).not.toContain(RULE);
    expect(status).toBe(0);
  });
});
