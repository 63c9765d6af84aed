import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../../services/errors.ts';

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => k.includes('\0') || containsNul(v));
  }
  return false;
}

/**
 * Input that must never reach a handler or the database: JSON that is not valid UTF-8 (400 instead
 * of silently replacing bytes), and NUL characters, which PostgreSQL text cannot store (400 instead of
 * a database error), whether in a JSON body or a URL. `__proto__`/`constructor` keys are refused.
 */
export function installInputGuards(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new BadRequestError('Request body is not valid UTF-8.'), undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (!error && text.includes('\\u0000') && containsNul(value)) {
        done(new BadRequestError('Request body must not contain NUL characters.'), undefined);
      } else done(error, value);
    });
  });

  app.addHook('onRequest', (request, _reply, done) => {
    if (request.url.includes('%00')) {
      return done(new BadRequestError('Request URL must not contain NUL characters.'));
    }
    done();
  });
}
