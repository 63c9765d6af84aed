/** The watchlist toasts of docs/product.md §8, exactly. */
export const watchlistMessages = {
  added: (n: number) => `✅ Added ${n} to Watchlist`,
  addFailed: '❌ Failed to add to Watchlist',
  starsFailed: '❌ Failed to update stars',
  starsUpdated: (stars: number) => `Updated stars to ${stars}`,
  fetchFailed: '❌ Failed to fetch watchlist',
  modulesFailed: '❌ Failed to fetch tag modules',
  bulkStarsFailed: '❌ Failed to apply bulk star update',
  starsApplied: (stars: number, items: number) => `Applied ${stars} stars to ${items} items`,
  removeFailed: '❌ Failed to remove selected',
  removed: (items: number) => `Removed ${items} items`,
  toggleFailed: '❌ Tag toggle failed',
  tagAddFailed: '❌ Failed to add tag',
  tagRemoveFailed: '❌ Failed to remove tag',
  tagApplied: (module: string, items: number) => `Applied ${module} for ${items} items`,
  tagRemoved: (module: string, items: number) => `Removed ${module} for ${items} items`,
  /** Volatility Dashboard: one symbol of a group could not be added. */
  symbolFailed: (symbol: string) => `❌ ${symbol} failed`,
  symbolsAdded: (n: number) => `${n} symbols added`,
  /** The group's summary: the spec's 'N symbols added', and how many were already watched when any were. */
  groupAdded: (added: number, alreadyWatched: number) =>
    alreadyWatched > 0
      ? `${added} symbols added, ${alreadyWatched} already in your watchlist`
      : `${added} symbols added`,
} as const;
