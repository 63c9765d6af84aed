import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from '../services/cached-bodies.ts';

type Encoding = 'br' | 'gzip' | 'identity';

/** Accepted content codings with q > 0 (RFC 9110 §12.5.3); `*` stands for any not listed. */
function accepted(header: string | string[] | undefined): (coding: string) => boolean {
  const q = new Map<string, number>();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  return (coding) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
}

/** The representation to send: brotli, else gzip, when the client takes it and the body has it. */
function chooseEncoding(request: FastifyRequest, body: CachedBody): Encoding {
  if (request.headers['x-no-compression'] !== undefined) return 'identity';
  const takes = accepted(request.headers['accept-encoding']);
  if (body.br && takes('br')) return 'br';
  if (body.gzip && takes('gzip')) return 'gzip';
  return 'identity';
}

/** The strong ETag of one representation (each content coding has its own, RFC 9110 §8.8.3). */
function etagOf(body: CachedBody, encoding: Encoding): string {
  return encoding === 'identity' ? body.etag : `${body.etag.slice(0, -1)}-${encoding}"`;
}

/** `If-None-Match` matches when it lists `*` or the tag of any representation of this body. */
function notModified(request: FastifyRequest, body: CachedBody): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const tags = new Set((['identity', 'gzip', 'br'] as const).map((e) => etagOf(body, e)));
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || tags.has(tag);
  });
}

/**
 * Sends a pre-serialized JSON body (docs/api.md "Behaviour under load"): a strong ETag, `304` with no
 * body when `If-None-Match` matches, else the body, brotli- or gzip-encoded when the client accepts
 * it and the body is over 1 KB (encoded once when cached, so nothing is serialized or compressed per
 * request; routes using this opt out of the on-the-fly compression with `compress: false`).
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  /** Request headers the body also depends on (e.g. `authorization` for a per-user body). */
  varyAlso: readonly string[] = [],
): FastifyReply {
  const encoding = chooseEncoding(request, body);
  reply
    .header('etag', etagOf(body, encoding))
    .header('cache-control', varyAlso.includes('authorization') ? 'private, no-cache' : 'no-cache')
    .header('vary', ['accept-encoding', ...varyAlso].join(', '));
  if (notModified(request, body)) return reply.code(304).send();
  const payload = encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.json;
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(payload ?? body.json);
}
