export interface OneByOneOutcome {
  added: string[];
  failed: string[];
}

/**
 * Adds symbols one at a time, in order (docs/product.md §2: the dashboard's Watchlist button), calling
 * `onFailed` as each one fails.
 */
export async function addOneByOne(
  symbols: readonly string[],
  add: (symbol: string) => Promise<unknown>,
  onFailed: (symbol: string) => void,
): Promise<OneByOneOutcome> {
  const outcome: OneByOneOutcome = { added: [], failed: [] };
  for (const symbol of symbols) {
    try {
      await add(symbol);
      outcome.added.push(symbol);
    } catch {
      outcome.failed.push(symbol);
      onFailed(symbol);
    }
  }
  return outcome;
}
