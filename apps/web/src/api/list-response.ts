import type { Parser } from './client.ts';

/**
 * docs/product.md §7: list endpoints may answer a bare array or `{data: [...]}`; both are accepted and
 * validated with `schema` (an array schema from @app/contracts).
 */
export function listResponse<T>(schema: Parser<T>): Parser<T> {
  return {
    parse(data: unknown): T {
      const list = Array.isArray(data) ? data : (data as { data?: unknown } | null)?.data;
      return schema.parse(list);
    },
  };
}
