import type { FastifyInstance } from 'fastify';

const NOT_FOUND_DETAIL = 'Not found.';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Unknown routes (any under /api, and non-GET elsewhere): 404 `{detail: "Not found."}`. */
export function installNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: NOT_FOUND_DETAIL }));
}
