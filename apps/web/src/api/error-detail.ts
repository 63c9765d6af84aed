import { ApiError } from './api-error.ts';

/** The server's `detail` of a failed call, else `fallback` (docs/product.md §8: "the detail, else …"). */
export function detailOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.detail ? error.detail : fallback;
}
