import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { safeError } from '../../lib/safe-error.ts';
import {
  RateLimitedError,
  ServiceError,
  ServiceUnavailableError,
  UnauthorizedError,
} from '../../services/errors.ts';
import { applySecurityHeaders } from './security-headers.ts';
import { fieldErrors, validationDetail } from './validation-errors.ts';

const INTERNAL_ERROR_DETAIL = 'Internal server error.';

/** Friendlier details for the 4xx errors Fastify raises itself. */
const frameworkDetails: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body does not match its Content-Length.',
  FST_ERR_BAD_URL: 'Malformed request URL.',
};

function send(
  reply: FastifyReply,
  statusCode: number,
  body: { detail: string; errors?: Record<string, string[]> },
) {
  if (statusCode === 401 && !reply.hasHeader('www-authenticate')) reply.header('www-authenticate', 'Bearer');
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * Every error becomes `{detail}` (validation adds `errors`); 401 carries `WWW-Authenticate: Bearer`,
 * 429 and 503 `Retry-After`; anything unexpected is logged and answered 500 with a generic detail, never a stack.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation);
      return send(reply, 400, { detail: validationDetail(errors), errors });
    }
    if (error instanceof ServiceError) {
      if (error instanceof RateLimitedError || error instanceof ServiceUnavailableError) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      if (error instanceof UnauthorizedError && error.invalidToken) {
        reply.header('www-authenticate', 'Bearer error="invalid_token"');
      }
      return send(
        reply,
        error.statusCode,
        error.errors ? { detail: error.detail, errors: error.errors } : { detail: error.detail },
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail = frameworkDetails[error.code] ?? `${STATUS_CODES[status] ?? 'Bad request'}.`;
      return send(reply, status, { detail });
    }
    // Its safe form (lib/safe-error.ts): no SQL parameters, tokens, password hashes or webhook URLs.
    request.log.error({ err: safeError(error) }, 'request failed');
    return send(reply, 500, { detail: INTERNAL_ERROR_DETAIL });
  });
}

/**
 * For Fastify's `frameworkErrors` option: router-level errors (e.g. a malformed URL) as `{detail}`, with
 * the security headers, which the hooks that set them elsewhere do not add here.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  applySecurityHeaders(request, reply);
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  send(reply, status, { detail: frameworkDetails[error.code] ?? 'Bad request.' });
}
