// Bundles the server for `npm start` (`src/main.ts`) and for `npm run db:backup` / `db:restore`
// (`src/db-backup-main.ts`, so that neither needs tsx at run time), each with the workspace packages
// (@app/core, @app/contracts) inlined into `dist/main.js` and `dist/db-backup-main.js`; every other
// package stays an import from node_modules (native addons, WASM and package-relative files keep
// resolving as they do under tsx). The migrations are copied next to the bundle, where
// `src/db/database.ts` looks for them relative to `import.meta.url`. Run through
// `scripts/build-server-if-needed.mjs`, which skips unchanged trees.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/', import.meta.url));

/** Bare imports other than `@app/*` (npm packages and `node:` builtins) stay external. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
    );
  },
};

// Chunk names carry a content hash: old ones would pile up.
rmSync(`${outDir}chunks`, { recursive: true, force: true });

await build({
  absWorkingDir: serverDir,
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  // The exchange and files sources are dynamic imports (src/market/create-market-source.ts): split
  // into chunks of their own, so ccxt is loaded only when the exchange source is chosen.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  // Stack traces point at the TypeScript (`node --enable-source-maps`); the sources themselves are
  // left out of the map, which keeps it small in memory.
  sourcemap: 'linked',
  sourcesContent: false,
  plugins: [externalPackages],
  logLevel: 'warning',
});

// The backup command on its own, in one file beside main.js (no shared chunk in chunks/: the database
// code finds the migrations relative to its own file, so it must sit in dist/ itself).
await build({
  absWorkingDir: serverDir,
  entryPoints: ['src/db-backup-main.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: 'linked',
  sourcesContent: false,
  plugins: [externalPackages],
  logLevel: 'warning',
});

rmSync(`${outDir}migrations`, { recursive: true, force: true });
cpSync(fileURLToPath(new URL('./src/db/migrations/', import.meta.url)), `${outDir}migrations`, {
  recursive: true,
});
