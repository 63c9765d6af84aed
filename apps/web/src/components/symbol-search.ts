/** The search text as compared: trimmed and lower-case ('' matches everything). */
export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase();
}

/** docs/product.md §2: case-insensitive 'contains' on the symbol; `query` already normalized. */
export function matchesSymbol(symbol: string, normalizedQuery: string): boolean {
  return normalizedQuery === '' || symbol.toLowerCase().includes(normalizedQuery);
}

/** docs/product.md §9: the search box waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;
