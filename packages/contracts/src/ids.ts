import { z } from 'zod';

/** Largest id a table's `integer` (int4) key holds. */
const INT4_MAX = 2_147_483_647;

/**
 * An id written as text, as in a path's `{id}` or a token's `sub` (docs/api.md §1): plain decimal
 * digits without a sign, space, leading zero, exponent or hex, 1 to INT4_MAX, so `1%20`, `01` or `1e0`
 * never name row 1 and an id past int4 is refused, never a database error.
 */
export const IdString = z
  .string({ error: 'id must be a whole number.' })
  .regex(/^[1-9]\d{0,9}$/, 'id must be a whole number from 1 to 2147483647, in plain digits.')
  .transform(Number)
  .pipe(z.number().max(INT4_MAX, 'id is out of range.'));

/** The params of every `…/{id}/` route: the one path id schema. */
export const IdParams = z.object({ id: IdString });
export type IdParams = z.infer<typeof IdParams>;

/** One id in a JSON list of ids (bulk calls, inbox reads): a whole number 1 to INT4_MAX. */
export const ListedId = z
  .number({ error: 'Each id must be a number.' })
  .int('Each id must be a whole number.')
  .min(1, 'Each id must be at least 1.')
  .max(INT4_MAX, 'Each id is out of range.');
