import { ErrorBody } from '@app/contracts';

/**
 * A failed API call: the HTTP status (0 when the server could not be reached), the server's detail
 * and, on a 429, the seconds its `Retry-After` asks to wait.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | null;
  readonly errors: Record<string, string[]> | null;
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    detail: string | null,
    errors: Record<string, string[]> | null = null,
    retryAfterSeconds: number | null = null,
  ) {
    super(detail ?? (status === 0 ? 'Network error' : `Request failed with status code ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.errors = errors;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** Builds the error from a failed response, reading `{detail, errors}` when the body has them. */
  static async fromResponse(response: Response): Promise<ApiError> {
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    const parsed = ErrorBody.partial().safeParse(body);
    const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
    if (!parsed.success) return new ApiError(response.status, null, null, retryAfter);
    return new ApiError(response.status, parsed.data.detail ?? null, parsed.data.errors ?? null, retryAfter);
  }
}

/** `Retry-After` as whole seconds from now: a number of seconds or an HTTP date; null when absent. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

const GENERIC_ERROR = 'Something went wrong';

/**
 * docs/product.md §8: 401, 403, 429 (too many requests) and server errors raise a toast (other
 * statuses are left to the screen).
 */
export function shouldToast(status: number): boolean {
  return status === 401 || status === 403 || status === 429 || status >= 500;
}

const TOO_MANY_REQUESTS = 'Too many requests.';

const seconds = (n: number) => (n === 1 ? '1 second' : `${n} seconds`);

/** A 429's text: the server's detail (else a generic one), with the wait when the detail omits it. */
function rateLimitedText(error: ApiError): string {
  const detail = error.detail ?? TOO_MANY_REQUESTS;
  if (error.retryAfterSeconds === null || /try again in/i.test(detail)) return detail;
  return `${detail} Try again in ${seconds(Math.max(1, error.retryAfterSeconds))}.`;
}

/**
 * The toast text of docs/product.md §8: the server's detail, else the error message, else a generic
 * text; on a 429 with the wait its `Retry-After` asks for.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return rateLimitedText(error);
  if (error instanceof ApiError && error.detail) return error.detail;
  if (error instanceof Error && error.message) return error.message;
  return GENERIC_ERROR;
}
