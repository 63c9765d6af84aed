import type { FastifySchemaValidationError } from 'fastify';

const NON_FIELD = 'non_field_errors';

/**
 * Turns schema validation issues into `{field: [messages]}`: nested paths joined with dots, issues
 * about the whole input under `non_field_errors`, and each unknown field named with its own message.
 */
export function fieldErrors(issues: readonly FastifySchemaValidationError[]): Record<string, string[]> {
  // A Map, because field names come from the client ("toString", "__proto__" must stay plain keys).
  const errors = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    const list = errors.get(field) ?? [];
    if (!list.includes(message)) list.push(message);
    errors.set(field, list);
  };
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const keys = (issue.params as { keys?: unknown }).keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      for (const key of keys) add(path ? `${path}.${String(key)}` : String(key), 'Unknown field.');
    } else {
      add(path || NON_FIELD, issue.message ?? 'Invalid value.');
    }
  }
  return Object.fromEntries(errors);
}

/** One line for the `detail`: the first problem, prefixed with its field. */
export function validationDetail(errors: Record<string, string[]>): string {
  const [field, messages] = Object.entries(errors)[0] ?? [NON_FIELD, ['Invalid input.']];
  const message = messages[0] ?? 'Invalid input.';
  return field === NON_FIELD ? message : `${field}: ${message}`;
}
