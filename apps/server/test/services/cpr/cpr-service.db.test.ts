import { DAY_MS } from '@app/core';
import { describe, expect, it } from 'vitest';
import type { CprLevelRow } from '../../../src/db/cpr-schema.ts';
import { createCprStateRepository } from '../../../src/repositories/cpr-state-repository.ts';
import { useCprHarness } from '../../support/cpr-harness.ts';
import { KNOWN_FORMING_AS_OF, KNOWN_NOW, seedKnownMarket } from '../../support/cpr-known-market.ts';

const h = useCprHarness(KNOWN_NOW);
const TODAY = Date.UTC(2026, 2, 11);
const at = (ms: number) => new Date(ms);
/** The default bar's CPR (H 110, L 90, C 104). */
const wide = { pivot: 304 / 3, bc: 100, tc: 2 * (304 / 3) - 100, top: 2 * (304 / 3) - 100, bottom: 100 };
const aaa = { pivot: 100.1, bc: 100, tc: 100.2, top: 100.2, bottom: 100 };

async function stored() {
  const view = await createCprStateRepository(h.database.db).read('simulated');
  const level = (symbol: string, tf: string) =>
    view.levels.find((l) => l.symbol === symbol && l.timeframe === tf) as CprLevelRow;
  const insight = (symbol: string) => view.insights.find((r) => r.symbol === symbol);
  const score = (symbol: string) => view.scores.find((r) => r.symbol === symbol);
  return { view, level, insight, score };
}

function expectLevels(row: CprLevelRow, expected: typeof wide) {
  for (const key of ['pivot', 'bc', 'tc', 'top', 'bottom'] as const)
    expect(row[key], key).toBeCloseTo(expected[key], 9);
  expect(row.widthPct).toBeCloseTo((expected.top - expected.bottom) / expected.pivot, 12);
}

describe('CPR service on hand-computed candles', () => {
  it('computes levels, subcategories, positions, inside flags and data times', async () => {
    await seedKnownMarket(h.database.db);
    const result = await h.services.cpr.recompute();
    expect(result.symbols).toBe(5);
    expect(result.dataTime).toBe(KNOWN_FORMING_AS_OF);
    const { view, level } = await stored();
    expect(view.levels).toHaveLength(14); // CCC has no monthly CPR

    const d = level('AAAUSDT', '1d');
    expectLevels(d, aaa);
    expect(d.widthPct).toBeCloseTo(0.2 / 100.1, 12);
    expect(d).toMatchObject({ subcategory: 'narrow', position: 'Above', isInside: true });
    expect(d).toMatchObject({ periodOpenTime: TODAY - DAY_MS, dataTime: at(TODAY) });
    expect(d.previousPeriodOpenTime).toBe(TODAY - 2 * DAY_MS);
    expect(d.previousTop).toBeCloseTo(wide.top, 9);
    const w = level('AAAUSDT', '1w');
    expectLevels(w, wide);
    expect(w).toMatchObject({ subcategory: 'wide', position: 'Within', isInside: true });
    expect(w).toMatchObject({ periodOpenTime: Date.UTC(2026, 2, 2), dataTime: at(Date.UTC(2026, 2, 9)) });
    const m = level('AAAUSDT', '1M');
    expect(m).toMatchObject({ subcategory: 'normal', position: 'Within', isInside: true });
    expect(m).toMatchObject({ periodOpenTime: Date.UTC(2026, 1, 1), dataTime: at(Date.UTC(2026, 2, 1)) });

    expect(level('BBBUSDT', '1d')).toMatchObject({ subcategory: 'wide', position: 'Below', isInside: true });
    expect(level('CCCUSDT', '1w')).toMatchObject({ position: 'Above', isInside: false, previousTop: null });
    expect(level('CCCUSDT', '1M')).toBeUndefined();
    // EEE's yesterday is built from its 5m bars (no stored daily bar): the same CPR as AAA's.
    expectLevels(level('EEEUSDT', '1d'), aaa);
    expect(level('EEEUSDT', '1d')).toMatchObject({ subcategory: 'narrow', position: 'Above' });
  });

  it('computes insights (price, virgin, daily bias) and the spec section 9 scores', async () => {
    await seedKnownMarket(h.database.db);
    await h.services.cpr.recompute();
    const { insight, score } = await stored();
    const expected = {
      AAAUSDT: {
        pos: ['Above', 'Within', 'Within'],
        bias: 'Explosive',
        virgin: true,
        price: 102.6,
        time: KNOWN_FORMING_AS_OF,
      },
      BBBUSDT: {
        pos: ['Below', 'Below', 'Below'],
        bias: 'Trending',
        virgin: false,
        price: 99,
        time: TODAY + 49_500_000,
      },
      CCCUSDT: {
        pos: ['Above', 'Above', null],
        bias: 'Trending',
        virgin: true,
        price: 103.5,
        time: TODAY + 49_500_000,
      },
      DDDUSDT: { pos: ['Above', 'Above', 'Above'], bias: 'Trending', virgin: false, price: 104, time: TODAY },
      EEEUSDT: {
        pos: ['Above', 'Within', 'Within'],
        bias: 'Neutral',
        virgin: false,
        price: 100.3,
        time: TODAY,
      },
    } as const;
    for (const [symbol, e] of Object.entries(expected)) {
      expect(insight(symbol), symbol).toMatchObject({
        dailyPosition: e.pos[0],
        weeklyPosition: e.pos[1],
        monthlyPosition: e.pos[2],
        dailyBias: e.bias,
        isVirgin: e.virgin,
        price: e.price,
        trendProbability: null,
        updatedAt: at(e.time),
      });
    }
    expect(insight('AAAUSDT')).toMatchObject({ todayOpen: 102, todayHigh: 103.5, todayLow: 101 });
    expect(insight('DDDUSDT')).toMatchObject({ todayOpen: null, todayHigh: null, todayLow: null });
    // [trend, bias, total, daily, weekly, monthly] by hand from docs/product.md §9 / docs/analytics.md §2.
    const scores = {
      AAAUSDT: [1, 5.5, 6.5, 5.5, 1, 0.5],
      BBBUSDT: [0, 0, 0, 0, 0, 0],
      CCCUSDT: [0, 5.5, 5.5, 3.5, 2, 0],
      DDDUSDT: [0, 4.5, 4.5, 2.5, 2, 1],
      EEEUSDT: [1, 2.5, 3.5, 2.5, 1, 0.5],
    };
    for (const [symbol, s] of Object.entries(scores)) {
      const row = score(symbol);
      expect(
        [
          row?.trendScore,
          row?.biasScore,
          row?.totalScore,
          row?.dailyScore,
          row?.weeklyScore,
          row?.monthlyScore,
        ],
        symbol,
      ).toEqual(s);
    }
  });
});
