// Builds the web app when its sources are newer than the last build (or no build exists),
// so `npm start` on a fresh clone serves a current UI without rebuilding on every start.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const stamp = join(root, 'apps/web/dist/.build-stamp');
const inputs = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contracts/src',
  'packages/core/src',
  'package-lock.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const newestInput = Math.max(...inputs.map((p) => newestMtime(join(root, p))));
if (existsSync(stamp) && statSync(stamp).mtimeMs >= newestInput && !process.argv.includes('--force')) {
  console.log('web app: build is up to date');
  process.exit(0);
}
console.log('web app: building…');
const result = spawnSync('npm', ['run', '-w', 'apps/web', 'build'], { cwd: root, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(stamp, new Date().toISOString());
