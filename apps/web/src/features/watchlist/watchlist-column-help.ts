// The watchlist's column help (the ⓘ after a header), in the trader's words (docs/product.md §5
// "Watchlist"). The price and change come from the CPR insights, refreshed on each 5-minute close.

/** The help of the watchlist's price columns, keyed by column id. */
export const watchlistColumnHelp = {
  price:
    'The last traded price: the close of the newest 5-minute bar (or the forming bar), as of the latest CPR update.',
  change:
    "The change since today's open at 00:00 UTC (not the exchanges' rolling 24 h): green up, red down; a dash before today's first bar. On a replayed data set that ends at 00:00 UTC, the last complete day's change.",
} as const;
