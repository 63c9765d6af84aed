import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The test files (relative to `root`) that replace a module with `vi.mock`/`vi.doMock`. They run in the
 * `web-isolated` project, one module graph each: a module mock registered by one file would otherwise
 * stay in force for the files that run after it in the same worker (docs/architecture.md §6).
 */
export function mockingTestFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.test\.tsx?$/.test(entry.name) && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path, 'utf8')))
        found.push(relative(root, path));
    }
  };
  walk(join(root, 'test'));
  return found.sort();
}
