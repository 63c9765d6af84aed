import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The production start of `apps/server/package.json` ("start": `[NAME=value …] node <flags> dist/main.js`)
 * as the benches that spawn the compiled server repeat it: the environment it sets (such as
 * `MALLOC_ARENA_MAX`, docs/performance.md "Memory") and the node flags.
 */
export function productionStart(root: string): { env: Record<string, string>; nodeFlags: string[] } {
  const pkg = JSON.parse(readFileSync(join(root, 'apps/server/package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const match = /^((?:[A-Za-z_][A-Za-z0-9_]*=\S+\s+)*)node\s+(.*?)\s*dist\/main\.js$/.exec(pkg.scripts.start);
  if (!match)
    throw new Error(`apps/server/package.json start is not "[NAME=value …] node <flags> dist/main.js"`);
  const env = Object.fromEntries(
    (match[1] ?? '')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => pair.split('=', 2) as [string, string]),
  );
  return { env, nodeFlags: (match[2] ?? '').split(/\s+/).filter(Boolean) };
}
