import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../../services/errors.ts';
import { findUnsafeText, jsonNestsDeeperThan, MAX_JSON_DEPTH, type UnsafeText } from './unsafe-input.ts';

const unsafeBodyDetail: Record<UnsafeText, string> = {
  nul: 'Request body must not contain NUL characters.',
  'lone-surrogate': 'Request body must not contain lone surrogates.',
};

/** Whether every %-escape of a URL decodes to UTF-8 (a lone surrogate `%ED%A0%80` does not). */
function percentEncodingIsUtf8(url: string): boolean {
  if (!url.includes('%')) return true;
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * Input that must never reach a schema, a handler or the database (docs/api.md §1, "Input limits"):
 * JSON that is not valid UTF-8 (400 instead of silently replacing bytes), JSON nested deeper than
 * MAX_JSON_DEPTH (checked on the text before parsing, so nothing recurses into it), NUL characters,
 * which PostgreSQL text cannot store, and lone UTF-16 surrogates (`"\ud800"`), which no UTF-8 text
 * can hold, in any string or key of a JSON body; and in a URL, NUL characters and %-escapes that are
 * not UTF-8. `__proto__`/`constructor` keys are refused.
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
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(
        new BadRequestError(`Request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`),
        undefined,
      );
      return;
    }
    parseJson(request, text, (error, value) => {
      // Only a `\u` escape can put a NUL or a surrogate into a string of valid UTF-8 JSON text.
      const unsafe = !error && text.includes('\\u') ? findUnsafeText(value) : undefined;
      if (unsafe) done(new BadRequestError(unsafeBodyDetail[unsafe]), undefined);
      else done(error, value);
    });
  });

  app.addHook('onRequest', (request, _reply, done) => {
    if (request.url.includes('%00')) {
      return done(new BadRequestError('Request URL must not contain NUL characters.'));
    }
    if (!percentEncodingIsUtf8(request.url)) {
      return done(new BadRequestError('Request URL must be percent-encoded UTF-8.'));
    }
    done();
  });
}
