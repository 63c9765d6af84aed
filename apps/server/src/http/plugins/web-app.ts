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

/**
 * Serves the built web app from `distDir`: existing files as they are (hashed `assets/` cached for a
 * year, the rest revalidated); any other non-API GET gets index.html (client-side routes).
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
      return reply.sendFile(inside && (await isFile(file)) ? file.slice(root.length + 1) : 'index.html');
    },
  );
}
