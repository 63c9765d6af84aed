import type { SavedViewScreen, ScreenView } from '@app/contracts';

/**
 * A screen's view (tab, filters, sort) as the query string the screen writes to its URL, and for pro
 * and above kept with the user on the server (docs/product.md §3 "Screener state": Pro's saved filters).
 */

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

/** The screen's saved query ('' for a view reset to its defaults), or null when none is saved or known. */
export function savedQuery(views: readonly ScreenView[] | undefined, screen: SavedViewScreen): string | null {
  return views?.find((v) => v.screen === screen)?.query ?? null;
}

/**
 * The view to put into a URL that holds none of the screen's keys: the saved query's entries, or null
 * when there is nothing to restore (the URL wins, nothing saved, or a view reset to the defaults).
 */
export function viewToRestore(
  params: URLSearchParams,
  keys: readonly string[],
  saved: string | null,
): [string, string][] | null {
  if (saved === null || saved === '' || hasAnyKey(params, keys)) return null;
  const entries = [...new URLSearchParams(saved)].filter(([key]) => keys.includes(key));
  return entries.length === 0 ? null : entries;
}

/** The list with one screen's view put in (replacing the screen's earlier one), ordered by screen. */
export function withSavedView(views: readonly ScreenView[], view: ScreenView): ScreenView[] {
  return [...views.filter((v) => v.screen !== view.screen), view].sort((a, b) =>
    a.screen.localeCompare(b.screen),
  );
}
