import { type AdminSettings, AdminSettingsUpdate, defaultAdminSettings } from '@app/contracts';

/**
 * The settings from what is stored: each known field that is stored replaces its default (unknown
 * stored fields are ignored, missing ones keep their defaults, so adding a field needs no
 * migration). Fields that no longer validate fall back to their defaults, and if the result still
 * breaks a rule, every field does; both are reported.
 */
export function readStoredSettings(
  data: Record<string, unknown>,
  report: (message: string, error?: unknown) => void,
): AdminSettings {
  const merged: Record<string, unknown> = structuredClone(defaultAdminSettings);
  for (const key of Object.keys(defaultAdminSettings)) {
    if (Object.hasOwn(data, key)) merged[key] = data[key];
  }
  const first = AdminSettingsUpdate.safeParse(merged);
  if (first.success) return first.data;
  const broken = new Set(first.error.issues.map((issue) => String(issue.path[0] ?? '')));
  for (const key of broken) {
    if (Object.hasOwn(defaultAdminSettings, key)) {
      merged[key] = structuredClone(defaultAdminSettings[key as keyof AdminSettings]);
    }
  }
  report(`stored settings fields reset to defaults: ${[...broken].join(', ')}`);
  const second = AdminSettingsUpdate.safeParse(merged);
  if (second.success) return second.data;
  report('stored settings unusable; using the defaults', second.error);
  return structuredClone(defaultAdminSettings);
}
