/**
 * A screen's view (tab, filters, sort) kept per user in this browser's local storage, as the query
 * string the screen writes to its URL (docs/product.md §2 "Screener state": Pro's saved filters).
 */

/** The storage key of one user's view of one screen. */
export const savedViewKey = (screen: string, userId: number) => `screen-view:${screen}:${userId}`;

/** The saved query string ('' for a view reset to its defaults), or null when none was saved. */
export function readSavedView(storage: Pick<Storage, 'getItem'> | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function saveView(storage: Pick<Storage, 'setItem'> | null, key: string, query: string): void {
  try {
    storage?.setItem(key, query);
  } catch {
    // Storage full or blocked: the view lasts as long as the URL.
  }
}

/** Whether the query holds any of the screen's keys (then it wins over the saved view). */
export function hasAnyKey(params: URLSearchParams, keys: readonly string[]): boolean {
  return keys.some((key) => params.has(key));
}

/** `params` with the screen's keys replaced by `entries` (other keys kept as they are). */
export function withView(
  params: URLSearchParams,
  keys: readonly string[],
  entries: readonly [string, string][],
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of keys) next.delete(key);
  for (const [key, value] of entries) next.append(key, value);
  return next;
}

/** The screen's part of a query string, as saved. */
export function viewQuery(entries: readonly [string, string][]): string {
  return new URLSearchParams(entries as [string, string][]).toString();
}
