import { redactSecrets } from './log-redaction.ts';

/**
 * The logged form of an error (docs/reliability.md "Logs"). A database error (PostgreSQL or PGlite,
 * bare or wrapped in drizzle's `DrizzleQueryError`) carries the failed statement's parameters in its
 * message, stack and fields (`params`, `detail`: "Key (username)=(…)", "Failing row contains (…)"):
 * it is logged as its SQLSTATE code, schema, table, column and constraint, the statement's text
 * (placeholders only) and the database's message with every quoted value replaced, never the
 * parameters or the detail. Any other error is logged as its type, code, message and cause message.
 * Every text passes `redactSecrets` (tokens, password hashes, URL paths); the stack keeps its frames
 * under the safe first line.
 */
export interface SafeError {
  type: string;
  message: string;
  code?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
  query?: string;
  cause?: string;
  stack?: string;
}

interface DatabaseErrorLike {
  message: string;
  code: string;
  severity?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

const field = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : undefined;

/** The PostgreSQL error in `error` or its causes (SQLSTATE code and severity), if any. */
function databaseError(error: unknown): DatabaseErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as Partial<DatabaseErrorLike> & { cause?: unknown };
    if (
      typeof candidate.code === 'string' &&
      SQLSTATE.test(candidate.code) &&
      typeof candidate.severity === 'string' &&
      typeof candidate.message === 'string'
    )
      return candidate as DatabaseErrorLike;
    current = candidate.cause;
  }
  return undefined;
}

/** The database's message with each quoted value replaced; the identifiers it names are kept. */
function databaseMessage(db: DatabaseErrorLike): string {
  const names = new Set([db.schema, db.table, db.column, db.constraint].filter(Boolean));
  return redactSecrets(
    db.message.replace(/"([^"]*)"/g, (all, inner: string) => (names.has(inner) ? all : '"…"')),
  );
}

/** The stack's frames under a first line of our own (the original first lines repeat the message). */
function frames(stack: unknown, head: string): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const lines = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [head, ...lines.map(redactSecrets)].join('\n');
}

const MAX_QUERY = 500;

export function safeError(error: unknown): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: redactSecrets(String(error)) };
  const type = error.name || 'Error';
  const db = databaseError(error);
  if (db) {
    const message = databaseMessage(db);
    const query = field((error as { query?: unknown }).query);
    const stack = frames(error.stack, `${type}: ${message}`);
    return {
      type,
      code: db.code,
      message,
      ...(field(db.schema) ? { schema: db.schema } : {}),
      ...(field(db.table) ? { table: db.table } : {}),
      ...(field(db.column) ? { column: db.column } : {}),
      ...(field(db.constraint) ? { constraint: db.constraint } : {}),
      ...(query ? { query: redactSecrets(query.slice(0, MAX_QUERY)) } : {}),
      ...(stack ? { stack } : {}),
    };
  }
  const message = redactSecrets(error.message);
  const code = field((error as { code?: unknown }).code);
  const cause = error.cause instanceof Error ? redactSecrets(error.cause.message) : undefined;
  const stack = frames(error.stack, `${type}: ${message}`);
  return {
    type,
    message,
    ...(code ? { code } : {}),
    ...(cause ? { cause } : {}),
    ...(stack ? { stack } : {}),
  };
}

/** One line for a log field or a stored task error: the safe message, with the code of a database error. */
export function safeErrorText(error: unknown): string {
  const safe = safeError(error);
  if (safe.code && safe.constraint) return `${safe.message} (${safe.code}, ${safe.constraint})`;
  return safe.code && databaseError(error) ? `${safe.message} (${safe.code})` : safe.message;
}
