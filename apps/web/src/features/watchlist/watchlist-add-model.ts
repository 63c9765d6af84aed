/** What the watchlist's add box makes of what was typed. */
export type SymbolToAdd =
  | { kind: 'empty' }
  | { kind: 'add'; symbol: string }
  | { kind: 'already'; symbol: string }
  | { kind: 'unknown'; symbol: string };

/**
 * Reads a typed symbol the way a trader writes it: any case, spaces around it, a TradingView-style
 * exchange prefix ('BINANCE:BTCUSDT') or perpetual suffix ('BTCUSDT.P'), or the base alone ('btc' is
 * BTCUSDT when the catalog has that and no symbol 'BTC'). `known` is the symbol catalog; while it is not
 * loaded (empty) the typed symbol is taken as it is and the server judges it.
 */
export function symbolToAdd(
  typed: string,
  watched: Iterable<string>,
  known: ReadonlySet<string>,
): SymbolToAdd {
  const bare = typed
    .trim()
    .toUpperCase()
    .replace(/^[A-Z0-9_]+:/, '')
    .replace(/\.P$/, '');
  if (bare === '') return { kind: 'empty' };
  const symbol = known.size > 0 && !known.has(bare) && known.has(`${bare}USDT`) ? `${bare}USDT` : bare;
  if (new Set(watched).has(symbol)) return { kind: 'already', symbol };
  if (known.size > 0 && !known.has(symbol)) return { kind: 'unknown', symbol };
  return { kind: 'add', symbol };
}

/** The line under the add box for a choice that adds nothing (none for an empty box or an add). */
export function addFeedback(choice: SymbolToAdd): string | null {
  if (choice.kind === 'already') return `${choice.symbol} is already in your watchlist`;
  if (choice.kind === 'unknown') return `${choice.symbol} is not a listed symbol`;
  return null;
}
