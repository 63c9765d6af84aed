import { ErrorBody } from '@app/contracts';

/** A failed API call: the HTTP status (0 when the server could not be reached) and the server's detail. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | null;
  readonly errors: Record<string, string[]> | null;

  constructor(status: number, detail: string | null, errors: Record<string, string[]> | null = null) {
    super(detail ?? (status === 0 ? 'Network error' : `Request failed with status code ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.errors = errors;
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
    if (!parsed.success) return new ApiError(response.status, null);
    return new ApiError(response.status, parsed.data.detail ?? null, parsed.data.errors ?? null);
  }
}

export const GENERIC_ERROR = 'Something went wrong';

/** docs/product.md §8: 401, 403 and server errors raise a toast (other statuses are left to the screen). */
export function shouldToast(status: number): boolean {
  return status === 401 || status === 403 || status >= 500;
}

/** The toast text of docs/product.md §8: the server's detail, else the error message, else a generic text. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError && error.detail) return error.detail;
  if (error instanceof Error && error.message) return error.message;
  return GENERIC_ERROR;
}
