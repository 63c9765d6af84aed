/** A unique constraint refused a write; `constraint` names the index, e.g. `users_email_lower_key`. */
export class DuplicateKeyError extends Error {
  constructor(readonly constraint: string) {
    super(`Duplicate key for ${constraint}`);
    this.name = 'DuplicateKeyError';
  }
}

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
}

/**
 * Rethrows a unique violation (SQLSTATE 23505) as a DuplicateKeyError. Both drivers report the
 * SQLSTATE and the constraint; drizzle wraps the driver's error in `cause`.
 */
export function rethrowDuplicate(error: unknown): never {
  const source = (error instanceof Error && error.cause ? error.cause : error) as PgErrorFields | null;
  if (source && source.code === '23505' && typeof source.constraint === 'string') {
    throw new DuplicateKeyError(source.constraint);
  }
  throw error;
}
