import type { AdminSettings } from '@app/contracts';

type CprMapEntry = AdminSettings['daily_cpr_map'][number];

export type CprMapRows = CprMapEntry[];

/** Rows by ascending threshold (a map is kept sorted; the server refuses unsorted ones). */
export function sortMap(map: readonly CprMapEntry[]): CprMapRows {
  return [...map].sort((a, b) => a[0] - b[0]);
}

/** A new row after the widest one (threshold twice the last, at most 10), label and subcategory to fill. */
export function addMapRow(map: readonly CprMapEntry[]): CprMapRows {
  const last = map[map.length - 1]?.[0] ?? 0;
  const threshold = last > 0 ? Math.min(10, Number((last * 2).toFixed(4))) : 0.001;
  return sortMap([...map, [threshold, '', '']]);
}

export function removeMapRow(map: readonly CprMapEntry[], index: number): CprMapRows {
  return map.filter((_, i) => i !== index);
}

export function editMapRow<K extends 0 | 1 | 2>(
  map: readonly CprMapEntry[],
  index: number,
  column: K,
  value: CprMapEntry[K],
): CprMapRows {
  return map.map((row, i) => {
    if (i !== index) return row;
    const next: CprMapEntry = [...row];
    next[column] = value;
    return next;
  });
}

/** Adds `module → tag` only when both are filled (docs/product.md §5); null otherwise. */
export function addModuleTag(
  map: Readonly<Record<string, string>>,
  module: string,
  tag: string,
): Record<string, string> | null {
  const name = module.trim();
  const value = tag.trim();
  if (!name || !value) return null;
  return { ...map, [name]: value };
}

export function removeModuleTag(
  map: Readonly<Record<string, string>>,
  module: string,
): Record<string, string> {
  return Object.fromEntries(Object.entries(map).filter(([name]) => name !== module));
}

/** JSON with object keys sorted, so two equal settings objects compare equal whatever their key order. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The draft differs from the settings last loaded or saved (a field edited and not saved). */
export function hasUnsavedEdits(draft: AdminSettings | null, saved: AdminSettings | undefined): boolean {
  if (!draft || !saved) return false;
  return stableJson(draft) !== stableJson(saved);
}
