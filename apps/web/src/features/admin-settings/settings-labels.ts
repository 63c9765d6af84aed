import type { AdminSettings } from '@app/contracts';
import { CPR_MAP_FIELDS } from './cpr-map-fields.ts';
import { SETTINGS_TABS } from './settings-tabs.ts';
import type { FieldErrors } from './settings-validation.ts';

/**
 * Every settings field by the name its tab shows (the labels of settings-tabs.ts, and the editors'
 * titles), so a message reads 'Golden zone low must be less than Golden zone high.' rather than
 * naming `fib_golden_low`.
 */
export const FIELD_LABELS: Readonly<Partial<Record<keyof AdminSettings, string>>> = {
  ...Object.fromEntries(SETTINGS_TABS.flatMap((tab) => tab.fields.map((f) => [f.name, f.label]))),
  ...Object.fromEntries(CPR_MAP_FIELDS.map(({ field, title }) => [field, `${title} CPR width map`])),
  module_tag_map: 'Module tags',
};

/** Longest names first, so no field's name is replaced inside a longer one's. */
const NAMES = Object.keys(FIELD_LABELS).sort((a, b) => b.length - a.length);
const FIELD_NAME = new RegExp(`\\b(${NAMES.join('|')})\\b`, 'g');

/** The threshold messages of the CPR maps, whose thresholds the tab shows in percent. */
const PERCENT_WORDING: Readonly<Record<string, string>> = {
  'The threshold must be greater than 0.': 'The width threshold must be greater than 0 %.',
  'The threshold must be at most 10.': 'The width threshold must be at most 1000 %.',
  'The threshold must be a number.': 'The width threshold must be a number (percent).',
};

/** A validation message (the browser's or the server's) in the words of the settings tabs. */
export function inTabWords(message: string): string {
  const worded = PERCENT_WORDING[message] ?? message;
  return worded.replace(FIELD_NAME, (name) => FIELD_LABELS[name as keyof AdminSettings] ?? name);
}

/** Every message of `errors` in the tabs' words; the keys (field paths) stay. */
export function inTabWordsAll(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([key, list]) => [key, list.map(inTabWords)]));
}
