import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../src/candles/timeframe.ts';
import type { Candle } from '../../src/candles/types.ts';
import { analyzeLiquidity } from '../../src/liquidity/analyze-liquidity.ts';
import { historySpans } from '../../src/liquidity/history-spans.ts';
import type { LiquidityAnalysis, SessionRange } from '../../src/liquidity/types.ts';
import type { SessionWindow } from '../../src/sessions/session-windows.ts';
import { barsFrom, ohlc } from '../support/ict-test-bars.ts';
import { referenceLiquidity, windowsOf } from '../support/liquidity-reference.ts';

const M5 = 5 * MINUTE_MS;
const D = Date.UTC(2025, 7, 12);
const h = (n: number) => n * 60;
const defaults = windowsOf({
  asia: { start: 0, end: h(7) },
  london: { start: h(7), end: h(13) },
  newyork: { start: h(13), end: h(21) },
});

/** Yesterday 100–110 closing 105; today's Asia 103–108, London breaks 108 and 99, NY trades at 104. */
function knownDay(): Candle[] {
  return [
    ohlc(D - DAY_MS + 2 * HOUR_MS, 104, 110, 103, 104),
    ohlc(D - DAY_MS + 14 * HOUR_MS, 104, 106, 100, 103),
    ohlc(D - DAY_MS + 20 * HOUR_MS, 103, 106, 101, 105),
    ohlc(D + HOUR_MS, 105, 108, 104, 106), // Asia
    ohlc(D + 3 * HOUR_MS, 106, 107, 103, 104), // Asia
    ohlc(D + 8 * HOUR_MS, 104, 108.5, 104, 108), // London: beyond the Asia high
    ohlc(D + 9 * HOUR_MS, 108, 108, 99, 100), // London: below the PDL and the Asia low
    ohlc(D + 14 * HOUR_MS, 100, 111, 100, 104), // NY: above the PDH and the London high
  ];
}

describe('analyzeLiquidity', () => {
  it('levels, sweeps with the first bar beyond, bias, CPR, session bias and hit columns on a known day', () => {
    const history: SessionRange[] = [];
    const a = analyzeLiquidity({ bars5m: knownDay(), now: D + 15 * HOUR_MS, windows: defaults, history });
    expect(a.day).toBe(D);
    expect(a.price).toBe(104);
    expect(a.asOf).toBe(D + 14 * HOUR_MS + M5);
    expect(a.levels).toEqual({
      pdh: { price: 110, swept: true, hitAt: D + 14 * HOUR_MS },
      pdl: { price: 100, swept: true, hitAt: D + 9 * HOUR_MS },
      asiaHigh: { price: 108, swept: true, hitAt: D + 8 * HOUR_MS },
      asiaLow: { price: 103, swept: true, hitAt: D + 9 * HOUR_MS },
      londonHigh: { price: 108.5, swept: true, hitAt: D + 14 * HOUR_MS },
      londonLow: { price: 99, swept: false, hitAt: null },
    });
    expect(a.bias).toBe('Bullish');
    expect(a.biasReason).toBe('PDL swept and reclaimed');
    const pivot = (110 + 100 + 105) / 3;
    expect(a.cpr).toEqual({ top: 2 * pivot - 105, mid: pivot, bottom: 105 });
    // Asia beyond yesterday's NY (100–106) and closed inside at 104: M. London beyond Asia (103–108),
    // closed at 100 outside: not M; no history: not D. NY beyond London (99–108.5), closed inside: M.
    expect(a.sessionBias).toEqual({ asia: 'M', london: 'A', newyork: 'M' });
    expect(a.hitEvents.map((e) => [e.level, e.session])).toEqual([
      ['asiaHigh', 'london'],
      ['pdl', 'london'],
      ['asiaLow', 'london'],
      ['pdh', 'newyork'],
      ['londonHigh', 'newyork'],
    ]);
  });

  it('session levels are null before the session has a closed bar, and only swept after it ended', () => {
    const early = analyzeLiquidity({
      bars5m: knownDay(),
      now: D + 8 * HOUR_MS + M5 - 1,
      windows: defaults,
      history: [],
    });
    expect(early.levels.londonHigh).toEqual({ price: null, swept: false, hitAt: null });
    expect(early.sessionBias).toEqual({ asia: 'M' });
    const during = analyzeLiquidity({
      bars5m: knownDay(),
      now: D + 10 * HOUR_MS,
      windows: defaults,
      history: [],
    });
    expect(during.levels.londonLow).toEqual({ price: 99, swept: false, hitAt: null });
    expect(during.sessions.london).toMatchObject({ high: 108.5, low: 99, close: 100, bars: 2 });
    // 104 → PDH/PDL intact at the first hours: from the CPR.
    const first = analyzeLiquidity({
      bars5m: knownDay(),
      now: D + 2 * HOUR_MS,
      windows: defaults,
      history: [],
    });
    expect(first.biasReason).toBe('Above daily CPR');
  });

  it('a distribution needs a range at least its 20-day average', () => {
    const bars = knownDay().slice(0, 7);
    const past = (width: number): SessionRange => ({
      session: 'london',
      start: D - DAY_MS + 7 * HOUR_MS,
      end: D - DAY_MS + 13 * HOUR_MS,
      open: 100,
      high: 100 + width,
      low: 100,
      close: 100,
      bars: 72,
    });
    const at = (history: SessionRange[]) =>
      analyzeLiquidity({ bars5m: bars, now: D + 13 * HOUR_MS, windows: defaults, history }).sessionBias
        .london;
    expect(at([past(9.5)])).toBe('D');
    expect(at([past(9.6)])).toBe('A');
  });
  it('with a window wrapping midnight, today\u2019s session is the one starting this evening', () => {
    const wrap = windowsOf({
      asia: { start: h(22), end: h(6) },
      london: { start: h(7), end: h(13) },
      newyork: { start: h(13), end: h(21) },
    });
    const bars = [...knownDay(), ohlc(D + 22 * HOUR_MS, 104, 105, 98, 99)];
    const morning = analyzeLiquidity({ bars5m: bars, now: D + 10 * HOUR_MS, windows: wrap, history: [] });
    expect(morning.levels.asiaHigh.price).toBeNull();
    expect(morning.sessionBias.asia).toBeUndefined();
    const night = analyzeLiquidity({ bars5m: bars, now: D + 23 * HOUR_MS, windows: wrap, history: [] });
    expect(night.levels.asiaHigh).toEqual({ price: 105, swept: false, hitAt: null });
    // The London low (99) is taken at 22:00, an hour in the Asia window.
    expect(night.hitEvents.find((e) => e.level === 'londonLow')).toEqual({
      level: 'londonLow',
      price: 99,
      hitAt: D + 22 * HOUR_MS,
      session: 'asia',
    });
    // 21:00 is in no window.
    const late = [...knownDay(), ohlc(D + 21 * HOUR_MS, 104, 105, 98, 99)];
    const unknown = analyzeLiquidity({ bars5m: late, now: D + 22 * HOUR_MS, windows: wrap, history: [] });
    expect(unknown.hitEvents.at(-1)?.session).toBe('unknown');
  });

  it('history spans are the instances of the 20 days before', () => {
    const spans = historySpans(defaults, D);
    expect(spans).toHaveLength(60);
    expect(spans[0]).toEqual({ session: 'asia', start: D - 20 * DAY_MS, end: D - 20 * DAY_MS + 7 * HOUR_MS });
    expect(spans.at(-1)?.end).toBe(D - DAY_MS + 21 * HOUR_MS);
  });
});

/** Three non-overlapping windows inside the UTC day (minutes multiple of 5), in a random order. */
const windowsArb = fc
  .tuple(
    fc.uniqueArray(fc.integer({ min: 0, max: 287 }), { minLength: 6, maxLength: 6 }),
    fc.integer({ min: 0, max: 5 }),
  )
  .map(([cuts, perm]): SessionWindow[] => {
    const m = [...cuts].sort((a, b) => a - b).map((c) => c * 5);
    const spans = [0, 1, 2].map((i) => ({ start: m[2 * i] as number, end: m[2 * i + 1] as number }));
    const orders = [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ][perm] as number[];
    const pick = (i: number) => spans[orders[i] as number] as { start: number; end: number };
    return windowsOf({ asia: pick(0), london: pick(1), newyork: pick(2) });
  });

/** 3 days of 5m bars (integer prices, random holes) ending at D + 1 day. */
const barsArb = fc
  .array(
    fc.record({
      keep: fc.integer({ min: 0, max: 9 }),
      move: fc.integer({ min: -6, max: 6 }),
      up: fc.integer({ min: 0, max: 5 }),
      down: fc.integer({ min: 0, max: 5 }),
    }),
    { minLength: 864, maxLength: 864 },
  )
  .map((steps) => {
    let price = 1000;
    const out: Candle[] = [];
    steps.forEach((s, i) => {
      const open = price;
      price += s.move;
      if (s.keep > 0)
        out.push(
          ohlc(
            D - 2 * DAY_MS + i * M5,
            open,
            Math.max(open, price) + s.up,
            Math.min(open, price) - s.down,
            price,
          ),
        );
    });
    return out;
  });

function historyOf(bars: readonly Candle[], windows: readonly SessionWindow[], day: number): SessionRange[] {
  const out: SessionRange[] = [];
  for (let d = day - 2 * DAY_MS; d < day; d += DAY_MS) {
    for (const { session, startMinute, endMinute } of windows) {
      const start = d + startMinute * MINUTE_MS;
      const end = d + endMinute * MINUTE_MS;
      const own = bars.filter((b) => b.openTime >= start && b.openTime < end);
      if (own.length === 0) continue;
      const high = Math.max(...own.map((b) => b.high));
      const low = Math.min(...own.map((b) => b.low));
      out.push({
        session,
        start,
        end,
        open: (own[0] as Candle).open,
        high,
        low,
        close: (own.at(-1) as Candle).close,
        bars: own.length,
      });
    }
  }
  return out;
}

function asReference(a: LiquidityAnalysis) {
  return {
    pdh: a.levels.pdh.price,
    pdl: a.levels.pdl.price,
    hits: Object.fromEntries(Object.entries(a.levels).map(([k, v]) => [k, v.hitAt])),
    session: a.sessionBias,
    bias: a.bias,
    reason: a.biasReason,
    cpr: a.cpr && [a.cpr.top, a.cpr.mid, a.cpr.bottom],
  };
}

describe('analyzeLiquidity properties', () => {
  it('agrees with a plain re-derivation of docs/analytics.md §5 on random bars and windows', () => {
    fc.assert(
      fc.property(barsArb, windowsArb, fc.integer({ min: 1, max: 288 }), (bars, windows, k) => {
        const now = D + k * M5;
        const history = historyOf(bars, windows, D);
        const a = analyzeLiquidity({ bars5m: bars, now, windows, history });
        expect(asReference(a)).toEqual(referenceLiquidity(bars, now, windows, history));
        for (const e of a.hitEvents) expect(e.hitAt + M5).toBeLessThanOrEqual(now);
      }),
      { numRuns: 60 },
    );
  });

  it('no look-ahead: at every 5m step the full history and the bars closed by then agree, and a sweep once seen stays', () => {
    fc.assert(
      fc.property(barsArb, windowsArb, (bars, windows) => {
        const history = historyOf(bars, windows, D);
        let before: LiquidityAnalysis | null = null;
        for (let now = D + M5; now < D + DAY_MS; now += 7 * M5) {
          const a = analyzeLiquidity({ bars5m: bars, now, windows, history });
          const cut = bars.filter((b) => b.openTime + M5 <= now);
          expect(analyzeLiquidity({ bars5m: cut, now, windows, history })).toEqual(a);
          if (before) {
            for (const [key, level] of Object.entries(before.levels)) {
              const later = a.levels[key as keyof typeof a.levels];
              if (level.swept) expect(later.hitAt).toBe(level.hitAt);
            }
          }
          before = a;
        }
      }),
      { numRuns: 15 },
    );
  });

  it('the forming bar only sets the price and time, never a level', () => {
    const bars = barsFrom(D - DAY_MS, M5, [
      [10, 12, 9, 11],
      [11, 13, 10, 12],
    ]);
    const a = analyzeLiquidity({
      bars5m: bars,
      now: D + M5 / 2,
      windows: defaults,
      history: [],
      last: { price: 14, time: D + 60_000 },
    });
    expect(a.price).toBe(14);
    expect(a.asOf).toBe(D + 60_000);
    expect(a.levels.pdh).toEqual({ price: 13, swept: false, hitAt: null });
    expect(a.biasReason).toBe('Above daily CPR');
  });
});

describe('analyzeLiquidity of an earlier day (input.day)', () => {
  it('at 00:00 of the next day, the last complete day with all its bars; the default is the empty new day', () => {
    const bars = knownDay();
    const next = D + DAY_MS;
    const a = analyzeLiquidity({ bars5m: bars, now: next, day: D, windows: defaults, history: [] });
    expect(a.day).toBe(D);
    expect(a.asOf).toBe(D + 14 * HOUR_MS + M5);
    expect(a.levels.pdh).toEqual({ price: 110, swept: true, hitAt: D + 14 * HOUR_MS });
    expect(a.levels.pdl).toEqual({ price: 100, swept: true, hitAt: D + 9 * HOUR_MS });
    expect(a.sessions.asia).toMatchObject({ high: 108, low: 103 });
    expect(a.sessionBias).toEqual({ asia: 'M', london: 'A', newyork: 'M' });
    expect(a.hitEvents.map((e) => e.level)).toEqual(['asiaHigh', 'pdl', 'asiaLow', 'pdh', 'londonHigh']);
    // Any time in the day names it; a later clock reads nothing more.
    expect(
      analyzeLiquidity({ bars5m: bars, now: next, day: D + 5 * HOUR_MS, windows: defaults, history: [] }),
    ).toEqual(a);
    const later = [...bars, ohlc(next, 104, 200, 1, 150)];
    expect(
      analyzeLiquidity({ bars5m: later, now: next + DAY_MS, day: D, windows: defaults, history: [] }),
    ).toEqual(a);

    const today = analyzeLiquidity({ bars5m: bars, now: next, windows: defaults, history: [] });
    expect(today.day).toBe(next);
    expect(today.sessions).toEqual({});
    expect(today.hitEvents).toEqual([]);
    expect(today.levels.asiaHigh.price).toBeNull();
  });

  it("property: for any clock, the analysed day's result never depends on bars or a last price after min(clock, day end)", () => {
    fc.assert(
      fc.property(
        barsArb,
        windowsArb,
        fc.constantFrom(D - DAY_MS, D),
        fc.integer({ min: -DAY_MS, max: 2 * DAY_MS }),
        fc.integer({ min: 0, max: 2000 }),
        (bars, windows, day, offset, lastPrice) => {
          const now = D + offset;
          const cutoff = Math.min(now, day + DAY_MS);
          const history = historyOf(bars, windows, day);
          const a = analyzeLiquidity({ bars5m: bars, now, day, windows, history });
          const cut = bars.filter((b) => b.openTime + M5 <= cutoff);
          const afterwards = { price: lastPrice, time: cutoff + 1 };
          expect(analyzeLiquidity({ bars5m: cut, now, day, windows, history, last: afterwards })).toEqual(a);
          expect(a.asOf === null || a.asOf <= cutoff).toBe(true);
          for (const e of a.hitEvents) {
            expect(e.hitAt).toBeGreaterThanOrEqual(day);
            expect(e.hitAt + M5).toBeLessThanOrEqual(cutoff);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
