import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cooldownAllows } from '../../src/alerts/alert-cooldown.ts';
import { diffAlertStates, materialAlertState } from '../../src/alerts/diff-alert-states.ts';
import type { IctAlertState } from '../../src/alerts/ict-alert-state.ts';
import { type MatchableRule, matchAlertRules } from '../../src/alerts/match-alert-rules.ts';
import type { VolumeAlertState } from '../../src/alerts/volume-alert-state.ts';
import type { IctTradeStatus } from '../../src/ict/types.ts';

const vol = (status: string, alert: boolean, at: number): VolumeAlertState => ({ status, alert, at });
const statuses: IctTradeStatus[] = ['open', 'triggered', 'tp1', 'tp2', 'stopped', 'expired'];

describe('diffAlertStates', () => {
  it('treats the first observation as a baseline', () => {
    expect(diffAlertStates('volume', 'BTCUSDT', undefined, vol('Active', true, 1))).toEqual([]);
  });

  it('fires volume_active and volume_alert on the change only', () => {
    const events = diffAlertStates(
      'volume',
      'BTCUSDT',
      vol('Silent', false, 0),
      vol('Active', true, 300_000),
    );
    expect(events.map((e) => [e.kind, e.key])).toEqual([
      ['volume_active', 'volume_active:BTCUSDT:300000'],
      ['volume_alert', 'volume_alert:BTCUSDT:300000'],
    ]);
    expect(
      diffAlertStates('volume', 'BTCUSDT', vol('Active', true, 0), vol('Active', true, 300_000)),
    ).toEqual([]);
  });

  it('fires ict_setup for a new setup identity, ict_trade for a new trade and the levels reached', () => {
    const prev: IctAlertState = {
      setup: { id: 'a', score: 10, at: 1, label: 'x' },
      trades: { '1': { status: 'triggered', at: 1 } },
    };
    const next: IctAlertState = {
      setup: { id: 'b', score: 14, at: 2, label: 'y' },
      trades: { '1': { status: 'tp2', at: 2 }, '2': { status: 'open', at: 2 } },
    };
    expect(diffAlertStates('ict', 'ETHUSDT', prev, next).map((e) => e.key)).toEqual([
      'ict_setup:ETHUSDT:b:2',
      'trade_tp1:ETHUSDT:1',
      'trade_tp2:ETHUSDT:1',
      'ict_trade:ETHUSDT:2',
    ]);
    expect(diffAlertStates('ict', 'ETHUSDT', next, next)).toEqual([]);
  });

  it('carries the trade plan (bias, entry zone, SL, TP1, TP2 with their R) on trade events, and levels alone fire nothing', () => {
    const levels = {
      bias: 'Bullish',
      entryLow: 100.5,
      entryHigh: 101.25,
      stopLoss: 99.8,
      takeProfit1: 102.4,
      takeProfit2: 104,
    };
    const prev: IctAlertState = { setup: null, trades: { '7': { status: 'triggered', at: 1, levels } } };
    const next: IctAlertState = {
      setup: null,
      trades: {
        '7': { status: 'tp1', at: 2, levels },
        '8': { status: 'open', at: 2, levels: { ...levels, bias: 'Bearish', entryLow: 0.000123456789 } },
      },
    };
    const [tp1, fresh] = diffAlertStates('ict', 'SOLUSDT', prev, next);
    expect(tp1?.message).toBe(
      'SOLUSDT trade #7 reached TP1 (Bullish) · entry 100.5–101.25 · SL 99.8 · TP1 102.4 (0.79 R) · TP2 104 (1.9 R)',
    );
    expect(tp1?.detail).toEqual({
      trade_id: 7,
      status: 'tp1',
      bias: 'Bullish',
      entry_low: 100.5,
      entry_high: 101.25,
      stop_loss: 99.8,
      take_profit_1: 102.4,
      take_profit_2: 104,
      r_tp1: expect.closeTo(1.15 / 1.45, 12),
      r_tp2: expect.closeTo(2.75 / 1.45, 12),
    });
    expect(fresh?.message).toBe(
      'SOLUSDT new ICT trade #8 (Bearish) · entry 0.000123457–101.25 · SL 99.8 · TP1 102.4 (1.03 R) · TP2 104 (1.04 R)',
    );
    // A state without levels (stored before they were read) still fires, with the plain message.
    const bare = diffAlertStates(
      'ict',
      'SOLUSDT',
      { setup: null, trades: {} },
      { setup: null, trades: { '9': { status: 'open', at: 3 } } },
    );
    expect(bare[0]?.message).toBe('SOLUSDT new ICT trade #9');
    const moved = {
      setup: null,
      trades: { '7': { status: 'triggered' as const, at: 1, levels: { ...levels, stopLoss: 100 } } },
    };
    expect(diffAlertStates('ict', 'SOLUSDT', prev, moved)).toEqual([]);
    expect(materialAlertState('ict', moved)).toEqual(materialAlertState('ict', prev));
  });

  it('fires ict_setup for the same setup rescored, with its previous score', () => {
    const at = (score: number, t: number): IctAlertState => ({
      setup: { id: 'a', score, at: t, label: 'x' },
      trades: {},
    });
    const [rescored] = diffAlertStates('ict', 'ETHUSDT', at(6, 1), at(9, 2));
    expect(rescored).toMatchObject({ key: 'ict_setup:ETHUSDT:a:2', score: 9, previousScore: 6 });
    expect(rescored?.message).toBe('ETHUSDT ICT setup now scores 9 (was 6)');
    expect(diffAlertStates('ict', 'ETHUSDT', at(9, 2), at(9, 3))).toEqual([]);
  });

  it('property: no events between equal states, and keys are unique and deterministic', () => {
    const trades = fc.dictionary(
      fc.integer({ min: 1, max: 9 }).map(String),
      fc.record({ status: fc.constantFrom(...statuses), at: fc.nat() }),
    );
    const state = fc.record({
      setup: fc.option(
        fc.record({
          id: fc.constantFrom('a', 'b', 'c'),
          score: fc.nat(20),
          at: fc.nat(),
          label: fc.string(),
        }),
        { nil: null },
      ),
      trades,
    });
    fc.assert(
      fc.property(state, state, (a, b) => {
        expect(diffAlertStates('ict', 'S', a, a)).toEqual([]);
        const events = diffAlertStates('ict', 'S', a, b);
        expect(new Set(events.map((e) => e.key)).size).toBe(events.length);
        expect(diffAlertStates('ict', 'S', a, b)).toEqual(events);
      }),
    );
  });

  it('property: a volume state walk fires volume_active once per turn to Active', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('Active', 'Silent', 'Warming Up'), { minLength: 1, maxLength: 30 }),
        (walk) => {
          let prev: VolumeAlertState | undefined;
          let fired = 0;
          let turns = 0;
          walk.forEach((status, i) => {
            const next = vol(status, false, i);
            if (prev && status === 'Active' && prev.status !== 'Active') turns += 1;
            fired += diffAlertStates('volume', 'S', prev, next).length;
            prev = next;
          });
          expect(fired).toBe(turns);
        },
      ),
    );
  });
});

describe('matchAlertRules', () => {
  const rule = (over: Partial<MatchableRule>): MatchableRule => ({
    id: 1,
    userId: 1,
    event: 'ict_setup',
    scope: 'all',
    symbol: null,
    minScore: null,
    enabled: true,
    entitled: true,
    ...over,
  });
  const event = {
    key: 'k',
    kind: 'ict_setup' as const,
    symbol: 'BTCUSDT',
    dataTime: 0,
    message: '',
    detail: {},
    score: 12,
  };

  it('matches by kind, scope, watchlist, entitlement and min score (default: the alert threshold)', () => {
    const onWatchlist = (userId: number) => userId === 2;
    const rules = [
      rule({ id: 1 }),
      rule({ id: 2, minScore: 13 }),
      rule({ id: 3, scope: 'symbol', symbol: 'ETHUSDT' }),
      rule({ id: 4, scope: 'symbol', symbol: 'BTCUSDT' }),
      rule({ id: 5, scope: 'watchlist', userId: 2 }),
      rule({ id: 6, scope: 'watchlist', userId: 3 }),
      rule({ id: 7, enabled: false }),
      rule({ id: 8, entitled: false }),
      rule({ id: 9, event: 'ict_trade' }),
    ];
    expect(matchAlertRules(event, rules, onWatchlist, 12).map((r) => r.id)).toEqual([1, 4, 5]);
    expect(matchAlertRules(event, rules, onWatchlist, 13).map((r) => r.id)).toEqual([]);
  });

  it('fires a rescored setup only for rules whose min score it crossed', () => {
    const rescored = { ...event, score: 12, previousScore: 9 };
    const rules = [
      rule({ id: 1, minScore: 8 }),
      rule({ id: 2, minScore: 10 }),
      rule({ id: 3, minScore: 13 }),
    ];
    expect(matchAlertRules(rescored, rules, () => false, 8).map((r) => r.id)).toEqual([2]);
    expect(
      matchAlertRules({ ...rescored, previousScore: null }, rules, () => false, 8).map((r) => r.id),
    ).toEqual([1, 2]);
  });
});

describe('cooldownAllows', () => {
  it('allows the first firing and after the cooldown only', () => {
    expect(cooldownAllows(undefined, 0, 30)).toBe(true);
    expect(cooldownAllows(0, 29 * 60_000, 30)).toBe(false);
    expect(cooldownAllows(0, 30 * 60_000, 30)).toBe(true);
    fc.assert(
      fc.property(fc.nat(), fc.nat({ max: 1440 }), (t, m) => {
        expect(cooldownAllows(t, t, m)).toBe(m === 0);
      }),
    );
  });
});
