import { tradingViewSymbol } from '@app/core';
import type { CapFilter } from './volatility-groups.ts';

export { tradingViewSymbol };

/** The file's text: one line per symbol, ending in a newline (TradingView's list import format). */
export function tradingViewList(exchange: string, symbols: readonly string[]): string {
  return symbols.map((symbol) => `${tradingViewSymbol(exchange, symbol)}\n`).join('');
}

/**
 * `{group key}_{cap filter}{_narrow}.txt`, lower case: `daily_narrow_all.txt`,
 * `weekly_super_narrow_large_narrow.txt` (the last with 'Only Weekly Narrow/Super Narrow' ticked).
 */
export function exportFileName(groupKey: string, cap: CapFilter, onlyWeeklyNarrow: boolean): string {
  return `${groupKey}_${cap.toLowerCase()}${onlyWeeklyNarrow ? '_narrow' : ''}.txt`.toLowerCase();
}
