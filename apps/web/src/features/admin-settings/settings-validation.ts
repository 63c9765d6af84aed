import { type AdminSettings, AdminSettingsUpdate } from '@app/contracts';

/** Messages by field path, as the server's `errors` (`webhook_url`, `daily_cpr_map.1.0`, `module_tag_map.x`). */
export type FieldErrors = Record<string, string[]>;

/**
 * The server's own validation (contracts' `AdminSettingsUpdate`, cross-field rules included), run in
 * the browser before a save: the same messages under the same keys.
 */
export function validateSettings(draft: AdminSettings): FieldErrors {
  const result = AdminSettingsUpdate.safeParse(draft);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || 'non_field_errors';
    const list = errors[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[key] = list;
  }
  return errors;
}

/** The messages of a field and of everything inside it (`daily_cpr_map` also gets `daily_cpr_map.2.0`). */
export function errorsUnder(errors: FieldErrors, field: string): string[] {
  return Object.entries(errors)
    .filter(([key]) => key === field || key.startsWith(`${field}.`))
    .flatMap(([, messages]) => messages);
}

/** How many fields of `fields` have errors (for a tab's badge). */
export function errorCount(errors: FieldErrors, fields: readonly string[]): number {
  return fields.reduce((n, field) => n + (errorsUnder(errors, field).length > 0 ? 1 : 0), 0);
}
