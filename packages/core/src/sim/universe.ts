import { type CapCategory, capCategory } from '../scoring/cap-category.ts';
import { hashString, mulberry32 } from './prng.ts';
import { UNIVERSE_TABLE } from './universe-data.ts';

/** Static description of one simulated symbol (independent of the seed). */
export interface SimSymbol {
  symbol: string;
  /** Reference price the log price mean-reverts to. */
  refPrice: number;
  /** Market cap in USD, null when unknown. */
  marketCap: number | null;
  capCategory: CapCategory;
  /** Listing age in days relative to the listing anchor (recent listings only). */
  newListingDays: number | null;
  /** Annualised total volatility, beta to the market factor, daily quote volume in USDT. */
  annualVol: number;
  beta: number;
  dailyVolume: number;
  /** Price decimals (tick = 10^−decimals, about six significant digits). */
  decimals: number;
}

const SUFFIX: Record<string, number> = { K: 1e3, M: 1e6, B: 1e9, T: 1e12 };

function parseCap(s: string): number | null {
  const m = /^([\d.]+)([KMBT]?)$/.exec(s);
  const v = m === null ? 0 : Number(m[1]) * (SUFFIX[m[2] ?? ''] ?? 1);
  return v > 0 ? v : null;
}

/** Volatility, beta and turnover by cap category (crypto-typical orders of magnitude). */
const PROFILE: Record<CapCategory, { vol: number; beta: number; turnover: number }> = {
  Large: { vol: 0.6, beta: 1.1, turnover: 0.015 },
  Mid: { vol: 0.9, beta: 1.25, turnover: 0.06 },
  Small: { vol: 1.05, beta: 1.3, turnover: 0.12 },
  Micro: { vol: 1.2, beta: 1.35, turnover: 0.25 },
  Nano: { vol: 1.4, beta: 1.4, turnover: 0.5 },
  Unknown: { vol: 1.5, beta: 1.4, turnover: 0 },
};

/**
 * A simulated symbol's parameters from its name, reference price and cap: vol, beta and turnover by
 * cap category with a per-name jitter (BTC and ETH fixed: 42 % and 55 % vol, beta 1 and 1.15); a
 * symbol with unknown cap trades about 25 M USDT a day.
 */
function simSymbol(
  symbol: string,
  refPrice: number,
  marketCap: number | null,
  newListingDays: number | null,
) {
  const cat = capCategory(marketCap);
  const prof = PROFILE[cat];
  const jitter = mulberry32(hashString(symbol));
  const j = () => 0.85 + 0.3 * jitter();
  const fixed = symbol === 'BTCUSDT' ? [0.42, 1] : symbol === 'ETHUSDT' ? [0.55, 1.15] : null;
  const spec: SimSymbol = {
    symbol,
    refPrice,
    marketCap,
    capCategory: cat,
    newListingDays,
    annualVol: fixed?.[0] ?? prof.vol * j(),
    beta: fixed?.[1] ?? prof.beta * j(),
    dailyVolume: marketCap === null ? 25e6 * j() : marketCap * prof.turnover * j(),
    decimals: Math.min(10, Math.max(0, 5 - Math.floor(Math.log10(refPrice)))),
  };
  return spec;
}

/** The built-in universe (about 150 USDT perpetuals across every cap category), largest first. */
export const SIM_UNIVERSE: readonly SimSymbol[] = UNIVERSE_TABLE.trim()
  .split('\n')
  .map((line) => {
    const [symbol = '', price = '1', cap = '0', flag] = line.trim().split(/\s+/);
    const age = flag?.startsWith('new:') ? Number(flag.slice(4)) : null;
    return simSymbol(symbol, Number(price), parseCap(cap), age);
  });

/**
 * A parameter set for a symbol that is not in the built-in universe: price between 0.01 and 100
 * and unknown cap, from the name's hash (so it is stable).
 */
export function adHocSimSymbol(symbol: string): SimSymbol {
  const rng = mulberry32(hashString(`adhoc:${symbol}`));
  return simSymbol(symbol, Number((10 ** (rng() * 4 - 2)).toPrecision(3)), null, null);
}

/**
 * `count` symbol names: the built-in universe's, largest first, then generated `GEN{i}USDT` names
 * (ad-hoc parameters, unknown cap) when more are asked for than it holds (benches, `SIM_SYMBOLS`).
 */
export function simSymbolNames(count: number): string[] {
  const names = SIM_UNIVERSE.slice(0, Math.max(0, count)).map((s) => s.symbol);
  for (let i = 0; names.length < count; i++) names.push(`GEN${i}USDT`);
  return names;
}
