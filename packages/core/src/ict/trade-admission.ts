import { DAY_MS, MINUTE_MS } from '../candles/timeframe.ts';
import type { IctDirection } from './types.ts';

/**
 * One trade per idea (docs/analytics.md §3.9 "One trade per idea"): the rules a new trade must pass
 * besides "one per symbol, direction and leg". Pure, so the live scan and the backtest share them.
 */
export interface TradeRules {
  /** No new trade on a symbol for this long after one of its trades was stopped (ms; 0: none). */
  cooldownMs: number;
  /** At most this many trades per symbol per UTC day (by generation time). */
  maxPerSymbolDay: number;
}

/** The admin settings the rules read, structurally (core does not import the contracts). */
export interface TradeRulesSettingsLike {
  trade_cooldown_minutes: number;
  max_trades_per_symbol_day: number;
}

export function tradeRulesFromSettings(s: TradeRulesSettingsLike): TradeRules {
  return { cooldownMs: s.trade_cooldown_minutes * MINUTE_MS, maxPerSymbolDay: s.max_trades_per_symbol_day };
}

/** The rules at the settings defaults (docs/product.md "Admin settings"), for tests and tools. */
export const defaultTradeRules: TradeRules = { cooldownMs: 120 * MINUTE_MS, maxPerSymbolDay: 3 };

/** What the rules need of a trade already generated. */
export interface KnownTrade {
  symbol: string;
  direction: IctDirection;
  createdAt: number;
  /** When tracking ended (null while live). */
  closedAt: number | null;
  /** When its stop was hit (null if never: a break-even exit after TP1 is not a stop). */
  stoppedAt: number | null;
}

export type TradeRefusal = 'open_same_direction' | 'cool_down' | 'day_cap';

/**
 * Why a trade of `symbol` in `direction` generated at `at` is refused, or null when it may be
 * generated: `open_same_direction` while another trade of the symbol in that direction is live (not
 * closed at `at`); `cool_down` within `cooldownMs` after a stop of any of the symbol's trades
 * (stopped at or before `at`); `day_cap` when the symbol already has `maxPerSymbolDay` trades
 * generated on `at`'s UTC day. Only trades generated at or before `at` count.
 */
export function tradeRefusal(
  known: readonly KnownTrade[],
  symbol: string,
  direction: IctDirection,
  at: number,
  rules: TradeRules,
): TradeRefusal | null {
  const dayStart = Math.floor(at / DAY_MS) * DAY_MS;
  let today = 0;
  let coolingDown = false;
  for (const t of known) {
    if (t.symbol !== symbol || t.createdAt > at) continue;
    if (t.direction === direction && (t.closedAt === null || t.closedAt > at)) return 'open_same_direction';
    if (t.stoppedAt !== null && t.stoppedAt <= at && at < t.stoppedAt + rules.cooldownMs) coolingDown = true;
    if (t.createdAt >= dayStart) today += 1;
  }
  if (coolingDown) return 'cool_down';
  return today >= rules.maxPerSymbolDay ? 'day_cap' : null;
}
