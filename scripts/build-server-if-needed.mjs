// Bundles the server (apps/server/build.mjs) when its inputs changed since the last build (or no build
// exists), so `npm start` runs compiled JavaScript on a fresh clone without rebuilding on every start.
// Inputs are compared by content hash, so a checkout that only touches file times does not rebuild.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const stamp = join(root, 'apps/server/dist/.build-stamp');
const outputs = [
  'apps/server/dist/main.js',
  'apps/server/dist/db-backup-main.js',
  'apps/server/dist/migrations/meta/_journal.json',
];
const inputs = [
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'packages/core/src',
  'packages/core/package.json',
  'tsconfig.base.json',
  'package-lock.json',
];

function addToHash(hash, path) {
  if (!existsSync(join(root, path))) return;
  if (statSync(join(root, path)).isDirectory()) {
    for (const entry of readdirSync(join(root, path)).sort()) addToHash(hash, join(path, entry));
    return;
  }
  hash.update(`${path}\0`);
  hash.update(readFileSync(join(root, path)));
  hash.update('\0');
}

const hash = createHash('sha256');
for (const input of inputs) addToHash(hash, input);
const digest = hash.digest('hex');

const built = outputs.every((p) => existsSync(join(root, p))) && existsSync(stamp);
if (built && readFileSync(stamp, 'utf8').trim() === digest && !process.argv.includes('--force')) {
  console.log('server: build is up to date');
  process.exit(0);
}
console.log('server: building…');
const result = spawnSync('npm', ['run', '-w', 'apps/server', 'build'], { cwd: root, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(stamp, `${digest}\n`);
