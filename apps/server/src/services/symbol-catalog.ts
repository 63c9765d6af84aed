import type { SymbolMetaInfo } from '../repositories/symbol-catalog-repository.ts';

export type { SymbolCatalog, SymbolMetaInfo } from '../repositories/symbol-catalog-repository.ts';

/** Info shown for a watchlisted symbol the catalog no longer knows. */
export const UNKNOWN_SYMBOL_META: SymbolMetaInfo = { cap_category: 'Unknown', market_cap: null };
