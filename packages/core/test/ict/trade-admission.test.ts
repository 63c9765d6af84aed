import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS } from '../../src/candles/timeframe.ts';
import {
  type KnownTrade,
  type TradeRules,
  tradeRefusal,
  tradeRulesFromSettings,
} from '../../src/ict/trade-admission.ts';

const rules: TradeRules = { cooldownMs: 60 * MINUTE_MS, maxPerSymbolDay: 2 };
const T = Date.UTC(2025, 6, 1);
const t = (over: Partial<KnownTrade>): KnownTrade => ({
  symbol: 'BTCUSDT',
  direction: 'Bullish',
  createdAt: T,
  closedAt: null,
  stoppedAt: null,
  ...over,
});

describe('tradeRefusal', () => {
  it('refuses a second live trade of a symbol and direction, not the other direction or symbol', () => {
    const known = [t({})];
    expect(tradeRefusal(known, 'BTCUSDT', 'Bullish', T + 5 * MINUTE_MS, rules)).toBe('open_same_direction');
    expect(tradeRefusal(known, 'BTCUSDT', 'Bearish', T + 5 * MINUTE_MS, rules)).toBeNull();
    expect(tradeRefusal(known, 'ETHUSDT', 'Bullish', T + 5 * MINUTE_MS, rules)).toBeNull();
    const closed = [t({ closedAt: T + 10 * MINUTE_MS })];
    expect(tradeRefusal(closed, 'BTCUSDT', 'Bullish', T + 5 * MINUTE_MS, rules)).toBe('open_same_direction');
    expect(tradeRefusal(closed, 'BTCUSDT', 'Bullish', T + 10 * MINUTE_MS, rules)).toBeNull();
  });

  it('cools down after a stop (either direction), not after a break-even exit', () => {
    const stop = T + 30 * MINUTE_MS;
    const known = [t({ closedAt: stop, stoppedAt: stop })];
    expect(tradeRefusal(known, 'BTCUSDT', 'Bearish', stop, rules)).toBe('cool_down');
    expect(tradeRefusal(known, 'BTCUSDT', 'Bearish', stop + 59 * MINUTE_MS, rules)).toBe('cool_down');
    expect(tradeRefusal(known, 'BTCUSDT', 'Bearish', stop + 60 * MINUTE_MS, rules)).toBeNull();
    const breakEven = [t({ closedAt: stop })];
    expect(tradeRefusal(breakEven, 'BTCUSDT', 'Bullish', stop, rules)).toBeNull();
  });

  it('caps the trades of a symbol per UTC day', () => {
    const known = [t({ closedAt: T + 1 }), t({ direction: 'Bearish', closedAt: T + 2 })];
    expect(tradeRefusal(known, 'BTCUSDT', 'Bullish', T + 3 * 3_600_000, rules)).toBe('day_cap');
    expect(tradeRefusal(known, 'BTCUSDT', 'Bullish', T + DAY_MS, rules)).toBeNull();
    expect(tradeRefusal(known, 'ETHUSDT', 'Bullish', T + 3 * 3_600_000, rules)).toBeNull();
  });

  it('reads the settings', () => {
    expect(tradeRulesFromSettings({ trade_cooldown_minutes: 90, max_trades_per_symbol_day: 4 })).toEqual({
      cooldownMs: 90 * MINUTE_MS,
      maxPerSymbolDay: 4,
    });
  });

  it('property: a sequence of admitted trades never holds two live trades per symbol and direction, none inside a cool-down, none past the day cap', () => {
    const event = fc.record({
      symbol: fc.constantFrom('A', 'B'),
      bullish: fc.boolean(),
      gap: fc.integer({ min: 0, max: 600 }),
      life: fc.option(fc.integer({ min: 0, max: 3000 }), { nil: null }),
      stopped: fc.boolean(),
    });
    const arb = fc.record({
      events: fc.array(event, { maxLength: 60 }),
      cooldown: fc.integer({ min: 0, max: 600 }),
      cap: fc.integer({ min: 1, max: 6 }),
    });
    fc.assert(
      fc.property(arb, ({ events, cooldown, cap }) => {
        const r: TradeRules = { cooldownMs: cooldown * MINUTE_MS, maxPerSymbolDay: cap };
        const known: KnownTrade[] = [];
        let at = T;
        for (const e of events) {
          at += e.gap * MINUTE_MS;
          const direction = e.bullish ? 'Bullish' : 'Bearish';
          if (tradeRefusal(known, e.symbol, direction, at, r) !== null) continue;
          const closedAt = e.life === null ? null : at + e.life * MINUTE_MS;
          known.push({
            symbol: e.symbol,
            direction,
            createdAt: at,
            closedAt,
            stoppedAt: e.stopped ? closedAt : null,
          });
        }
        for (const a of known) {
          for (const b of known) {
            if (a === b || a.symbol !== b.symbol) continue;
            // Never two live at once in one direction: b starts once a has closed.
            if (a.direction === b.direction && b.createdAt >= a.createdAt)
              expect(a.closedAt !== null && b.createdAt >= a.closedAt).toBe(true);
            if (b.stoppedAt !== null && b.stoppedAt <= a.createdAt)
              expect(a.createdAt >= b.stoppedAt + r.cooldownMs).toBe(true);
          }
          const day = Math.floor(a.createdAt / DAY_MS);
          const sameDay = known.filter(
            (k) => k.symbol === a.symbol && Math.floor(k.createdAt / DAY_MS) === day,
          );
          expect(sameDay.length).toBeLessThanOrEqual(cap);
        }
      }),
    );
  });
});
