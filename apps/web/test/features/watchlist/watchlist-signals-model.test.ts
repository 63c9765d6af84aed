import type { CprInsight, IctSetup, VolumeSnapshot } from '@app/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_SIGNALS, signalsBySymbol } from '../../../src/features/watchlist/watchlist-signals-model.ts';

const insight = (symbol: string, position: CprInsight['daily_position']): CprInsight => ({
  symbol,
  daily_position: position,
  weekly_position: null,
  monthly_position: null,
  daily_bias: 'Trending',
  trend_probability: null,
  trend_checkpoint: null,
  trend_served: null,
  price: 100.5,
  change_pct: 0.02,
  updated_at: null,
});
const snapshot = (symbol: string, status: VolumeSnapshot['status']) => ({ symbol, status }) as VolumeSnapshot;
const setup = (symbol: string, score: number) => ({ symbol, score, label: 'Strong Bullish' }) as IctSetup;

describe('signalsBySymbol', () => {
  it('merges the three lists per symbol, nulls where a list lacks the symbol', () => {
    const map = signalsBySymbol(
      [insight('BTCUSDT', 'Above')],
      [snapshot('BTCUSDT', 'Active'), snapshot('ETHUSDT', 'Silent')],
      [setup('ETHUSDT', 9)],
    );
    expect(map.get('BTCUSDT')).toEqual({
      price: 100.5,
      changePct: 0.02,
      cprPosition: 'Above',
      dailyBias: 'Trending',
      volumeStatus: 'Active',
      ictLabel: null,
      ictScore: null,
    });
    expect(map.get('ETHUSDT')).toEqual({
      ...NO_SIGNALS,
      volumeStatus: 'Silent',
      ictLabel: 'Strong Bullish',
      ictScore: 9,
    });
    expect(map.has('SOLUSDT')).toBe(false);
  });

  it('gives nothing for lists not loaded (a free caller has no ICT list)', () => {
    expect(signalsBySymbol(undefined, undefined, undefined).size).toBe(0);
  });

  it('holds one entry per symbol named by any list, the first row of a repeated one (property)', () => {
    const symbols = fc.constantFrom('A', 'B', 'C', 'D');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(symbols, fc.constantFrom('Above', 'Within', 'Below') as fc.Arbitrary<'Above'>)),
        fc.array(fc.tuple(symbols, fc.constantFrom('Active', 'Silent') as fc.Arbitrary<'Active'>)),
        fc.array(fc.tuple(symbols, fc.integer({ min: 0, max: 12 }))),
        (cpr, vol, ict) => {
          const map = signalsBySymbol(
            cpr.map(([s, p]) => insight(s, p)),
            vol.map(([s, v]) => snapshot(s, v)),
            ict.map(([s, n]) => setup(s, n)),
          );
          const named = new Set([...cpr, ...vol, ...ict].map(([s]) => s));
          expect(new Set(map.keys())).toEqual(named);
          for (const s of named) {
            expect(map.get(s)?.cprPosition ?? null).toBe(cpr.find(([c]) => c === s)?.[1] ?? null);
            expect(map.get(s)?.volumeStatus ?? null).toBe(vol.find(([c]) => c === s)?.[1] ?? null);
            expect(map.get(s)?.ictScore ?? null).toBe(ict.find(([c]) => c === s)?.[1] ?? null);
          }
        },
      ),
    );
  });
});
