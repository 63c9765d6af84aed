import { ErrorBody } from '@app/contracts';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

/** Documents error statuses of a route in its response schema (all share the `{detail}` body). */
export function errorResponses(...statuses: ErrorStatus[]): Partial<Record<ErrorStatus, typeof ErrorBody>> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBody]));
}
