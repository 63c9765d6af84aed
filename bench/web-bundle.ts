import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The aim of the performance issue: a first page downloads at most 200 kB (200,000 bytes, Vite's unit) of JavaScript, gzip. */
export const firstLoadAimBytes = 200_000;

export interface WebChunk {
  file: string;
  bytes: number;
  gzipBytes: number;
  /** Downloaded by every first visit: the entry script, what index.html preloads, their static imports. */
  firstLoad: boolean;
}

export interface WebBundle {
  chunks: WebChunk[];
  /** Gzip bytes of the first-load chunks. */
  firstLoadGzip: number;
  /** The route chunks (and their static imports) `/` adds for a guest, who is sent on to /login. */
  guestHome: { routeChunks: string[]; gzipBytes: number };
}

const webDist = new URL('../apps/web/dist/', import.meta.url).pathname;

/**
 * The chunks a chunk imports statically: `import{a as b}from"./x.js"`, `import"./x.js"`. Not the
 * dynamic `import("./x.js")` of a lazy screen. Searched through the whole chunk, as Vite may put its
 * `__vite__mapDeps` table before the import statements.
 */
function staticImports(code: string): string[] {
  const statement = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g;
  return [...code.matchAll(statement)].map((m) => m[1] ?? '');
}

/** `/assets/x.js` (from index.html) or `./x.js` (from a chunk in assets/) → `assets/x.js`. */
function assetPath(spec: string, from: string): string {
  if (spec.startsWith('/')) return spec.slice(1);
  const dir = from.includes('/') ? from.slice(0, from.lastIndexOf('/') + 1) : '';
  return join(dir, spec);
}

/** A chunk and everything it imports statically, transitively. */
function closure(roots: string[], dist: string): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const spec of staticImports(code)) queue.push(assetPath(spec, file));
  }
  return seen;
}

/**
 * What a first visit to the built web app downloads, from apps/web/dist: the entry script of
 * index.html, every `modulepreload` link and their static imports (transitively), each gzipped with
 * node:zlib at its default level (what the server's @fastify/compress sends). The other chunks are
 * listed as lazy. `null` when the app has not been built (`npm run build:web`).
 */
export function measureWebBundle(dist = webDist): WebBundle | null {
  const indexHtml = join(dist, 'index.html');
  if (!existsSync(indexHtml)) return null;
  const html = readFileSync(indexHtml, 'utf8');
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1] ?? '');
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  const first = closure(
    [...entries, ...preloads].map((s) => assetPath(s, '')),
    dist,
  );
  const gzipOf = new Map<string, number>();
  const chunks: WebChunk[] = readdirSync(join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => {
      const file = `assets/${f}`;
      const code = readFileSync(join(dist, file));
      const gzipBytes = gzipSync(code).length;
      gzipOf.set(file, gzipBytes);
      return { file, bytes: code.length, gzipBytes, firstLoad: first.has(file) };
    })
    .sort((a, b) => Number(b.firstLoad) - Number(a.firstLoad) || b.gzipBytes - a.gzipBytes);
  const sum = (files: Iterable<string>) => [...files].reduce((s, f) => s + (gzipOf.get(f) ?? 0), 0);
  // `/` → HomeRedirect → /login for a guest: the login screen's chunk, if it is split off.
  const routeChunks = chunks.filter((c) => /^assets\/login-page-/.test(c.file)).map((c) => c.file);
  const added = [...closure(routeChunks, dist)].filter((f) => !first.has(f));
  return {
    chunks,
    firstLoadGzip: sum(first),
    guestHome: { routeChunks: added, gzipBytes: sum(added) },
  };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function printWebBundle(bundle: WebBundle): void {
  console.log('web: JavaScript chunks of apps/web/dist (gzip, zlib default level)');
  for (const c of bundle.chunks)
    console.log(
      `  ${c.firstLoad ? 'first load' : 'lazy      '}  ${c.file.padEnd(48)} ${kb(c.bytes).padStart(10)}  gzip ${kb(c.gzipBytes).padStart(9)}`,
    );
  console.log(
    `  JS a first visit downloads (entry + modulepreload, static imports): ${kb(bundle.firstLoadGzip)}`,
  );
  if (bundle.guestHome.routeChunks.length > 0)
    console.log(
      `  / as a guest (→ /login) then adds ${bundle.guestHome.routeChunks.join(', ')}: ${kb(bundle.guestHome.gzipBytes)}`,
    );
}
