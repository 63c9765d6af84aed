/**
 * Failures a service reports to its caller. Each carries the HTTP status the API answers with and a
 * human-readable detail; the errors plugin turns them into `{detail, errors?}` bodies.
 */
export abstract class ServiceError extends Error {
  abstract readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

  constructor(
    readonly detail: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(detail);
    this.name = new.target.name;
  }
}

export class BadRequestError extends ServiceError {
  readonly statusCode = 400;
}

/** No or bad credentials. `invalidToken` marks a presented token that was refused (RFC 6750). */
export class UnauthorizedError extends ServiceError {
  readonly statusCode = 401;

  constructor(
    detail: string,
    readonly invalidToken = false,
  ) {
    super(detail);
  }
}

export class ForbiddenError extends ServiceError {
  readonly statusCode = 403;
}

export class NotFoundError extends ServiceError {
  readonly statusCode = 404;
}

export class ConflictError extends ServiceError {
  readonly statusCode = 409;
}

export class RateLimitedError extends ServiceError {
  readonly statusCode = 429;

  constructor(
    readonly retryAfterSeconds: number,
    detail = `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
  ) {
    super(detail);
  }
}

/**
 * The server is at a capacity limit (e.g. open live streams, docs/api.md "Live stream"), not failing:
 * answered 503 with `Retry-After`.
 */
export class ServiceUnavailableError extends ServiceError {
  readonly statusCode = 503;

  constructor(
    detail: string,
    readonly retryAfterSeconds: number,
  ) {
    super(detail);
  }
}
