import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './not-found.ts';

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** A path under the build's `assets/` folder (hashed scripts, styles, fonts). */
function isAssetPath(path: string): boolean {
  return path === 'assets' || path.startsWith('assets/');
}

/**
 * Serves the built web app from `distDir`: existing files as they are (hashed `assets/` cached for a
 * year, the rest revalidated); a missing one under `assets/` a 404; any other non-API GET gets index.html (client-side routes).
 */
export async function installWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const root = resolve(distDir);
  await app.register(fastifyStatic, {
    root,
    serve: false,
    cacheControl: false,
    setHeaders(reply, path) {
      const immutable = path.startsWith(`${root}${sep}assets${sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get<{ Params: { '*': string } }>(
    '/*',
    { config: { minRole: 'guest' }, schema: { hide: true } },
    async (request, reply) => {
      if (isApiPath(request.url)) return reply.callNotFound();
      const file = resolve(root, request.params['*']);
      const inside = file.startsWith(`${root}${sep}`);
      if (inside && (await isFile(file))) return reply.sendFile(file.slice(root.length + 1));
      // A missing build file (an old page asking for a chunk of a previous build) is a 404, never the
      // HTML page with 200, which a browser would run as script and a cache would keep.
      if (isAssetPath(request.params['*'])) return reply.callNotFound();
      return reply.sendFile('index.html');
    },
  );
}
