import type { Market } from 'ccxt';
import type { MarketSymbol } from '../market-source.ts';
import type { ExchangeProfile } from './exchange-profiles.ts';

/** A tradable market as ccxt knows it: exchange-native id and unified symbol (`BTC/USDT:USDT`). */
export interface IndexedMarket {
  id: string;
  symbol: string;
  display: string;
}

/** The exchange's active linear USDT perpetuals, addressable by display symbol, ccxt symbol or id. */
export interface MarketIndex {
  symbols: MarketSymbol[];
  byDisplay: Map<string, IndexedMarket>;
  byCcxtSymbol: Map<string, IndexedMarket>;
  byId: Map<string, IndexedMarket>;
}

/**
 * Keeps `swap && linear && settle === 'USDT' && active` markets that the venue's own record calls
 * a trading crypto perpetual (`profile.listable`). The display symbol is the
 * exchange-native id, with MEXC's `BTC_USDT` shown as `BTCUSDT`; a display name claimed twice keeps
 * the first market. Market cap is left null (the symbol-meta job fills it).
 */
export function indexMarkets(markets: Market[], profile: ExchangeProfile): MarketIndex {
  const index: MarketIndex = { symbols: [], byDisplay: new Map(), byCcxtSymbol: new Map(), byId: new Map() };
  const eligible = markets
    .filter((m): m is NonNullable<Market> => m !== undefined)
    .filter((m) => m.swap && m.linear === true && m.settle === 'USDT' && m.active === true)
    .filter((m) => profile.listable(typeof m.info === 'object' && m.info !== null ? m.info : {}))
    .flatMap((m) => (typeof m.id === 'string' ? [{ ...m, id: m.id }] : []))
    .sort((a, b) => a.id.localeCompare(b.id));
  for (const m of eligible) {
    const display = profile.displaySymbol(m.id);
    if (index.byDisplay.has(display)) continue;
    const entry: IndexedMarket = { id: m.id, symbol: m.symbol, display };
    index.byDisplay.set(display, entry);
    index.byCcxtSymbol.set(m.symbol, entry);
    index.byId.set(m.id, entry);
    index.symbols.push({ symbol: display, base: m.base, marketCap: null });
  }
  index.symbols.sort((a, b) => a.symbol.localeCompare(b.symbol));
  return index;
}
