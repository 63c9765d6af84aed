/** Market-cap data of a symbol, as the watchlist shows it. */
export interface SymbolMetaInfo {
  cap_category: string;
  market_cap: number | null;
}

/**
 * The symbols the app knows (the active market universe with its caps). The watchlist uses it to
 * refuse unknown symbols and to show each item's cap category and market cap.
 */
export interface SymbolCatalog {
  /** An active symbol's info; null when the symbol is unknown or no longer traded. */
  lookup(symbol: string): Promise<SymbolMetaInfo | null>;
  /** Info of every known symbol among `symbols`, active or not; unknown ones are absent. */
  lookupMany(symbols: readonly string[]): Promise<Map<string, SymbolMetaInfo>>;
}

/** Info shown for a watchlisted symbol the catalog no longer knows. */
export const UNKNOWN_SYMBOL_META: SymbolMetaInfo = { cap_category: 'Unknown', market_cap: null };
