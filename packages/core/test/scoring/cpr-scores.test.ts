import { describe, expect, it } from 'vitest';
import { defaultCprMaps } from '../../src/cpr/cpr-map.ts';
import { type CprPosition, cprPositions, type DailyBias, dailyBiases } from '../../src/cpr/types.ts';
import { type CprScoreInput, cprScores } from '../../src/scoring/cpr-scores.ts';
import { trendPoints } from '../../src/scoring/points.ts';

const maps = defaultCprMaps;
const subs = ['super_narrow', 'narrow', 'normal', 'wide', null] as const;
const positions = [...cprPositions, null] as const;

// Independent literal tables (docs/product.md §9 / docs/analytics.md §2).
const trendTable = {
  '1d': { super_narrow: 2, narrow: 1, normal: 0, wide: 0 },
  '1w': { super_narrow: 2, narrow: 1, normal: 0, wide: 0 },
  '1M': { super_narrow: 1.5, narrow: 0.5, normal: 0, wide: 0 },
} as const;
const weeklyPos = { Above: 2, Within: 1, Below: 0 } as const;
const dailyPos = { Above: 1.5, Within: 0.5, Below: -1 } as const;
const monthlyPos = { Above: 1, Within: 0.5, Below: 0 } as const;
const biasPts = { Explosive: 2, Trending: 1, Neutral: 0 } as const;
const t = (tf: keyof typeof trendTable, s: (typeof subs)[number]) => (s === null ? 0 : trendTable[tf][s]);
const p = (table: Record<CprPosition, number>, x: CprPosition | null) => (x === null ? 0 : table[x]);

describe('trendPoints', () => {
  it('scores the first two map entries per timeframe', () => {
    expect(trendPoints('1d', 'super_narrow', maps['1d'])).toBe(2);
    expect(trendPoints('1d', 'narrow', maps['1d'])).toBe(1);
    expect(trendPoints('1w', 'super_narrow', maps['1w'])).toBe(2);
    expect(trendPoints('1w', 'narrow', maps['1w'])).toBe(1);
    expect(trendPoints('1M', 'super_narrow', maps['1M'])).toBe(1.5);
    expect(trendPoints('1M', 'narrow', maps['1M'])).toBe(0.5);
    expect(trendPoints('1M', 'normal', maps['1M'])).toBe(0);
    expect(trendPoints('1d', 'bogus', maps['1d'])).toBe(0);
  });
});

describe('cprScores known answers', () => {
  it('the best and the worst rows', () => {
    const best: CprScoreInput = {
      dailySubcategory: 'super_narrow',
      weeklySubcategory: 'super_narrow',
      monthlySubcategory: 'super_narrow',
      dailyPosition: 'Above',
      weeklyPosition: 'Above',
      monthlyPosition: 'Above',
      isVirgin: true,
      dailyBias: 'Explosive',
    };
    expect(cprScores(best, maps)).toEqual({
      trendScore: 5.5,
      biasScore: 6.5,
      total: 12,
      dailyScore: 6.5,
      weeklyScore: 4,
      monthlyScore: 2.5,
    });
    const worst: CprScoreInput = {
      ...best,
      dailySubcategory: 'wide',
      weeklySubcategory: 'wide',
      monthlySubcategory: 'wide',
      dailyPosition: 'Below',
      weeklyPosition: 'Below',
      monthlyPosition: 'Below',
      isVirgin: false,
      dailyBias: 'Neutral',
    };
    expect(cprScores(worst, maps)).toEqual({
      trendScore: 0,
      biasScore: -1,
      total: -1,
      dailyScore: -1,
      weeklyScore: 0,
      monthlyScore: 0,
    });
  });

  it('matches the literal tables on every combination', () => {
    let n = 0;
    const mismatches: string[] = [];
    for (const ds of subs)
      for (const ws of subs)
        for (const ms of subs)
          for (const dp of positions)
            for (const wp of positions)
              for (const mp of positions)
                for (const v of [true, false])
                  for (const b of dailyBiases as readonly DailyBias[]) {
                    const input: CprScoreInput = {
                      dailySubcategory: ds,
                      weeklySubcategory: ws,
                      monthlySubcategory: ms,
                      dailyPosition: dp,
                      weeklyPosition: wp,
                      monthlyPosition: mp,
                      isVirgin: v,
                      dailyBias: b,
                    };
                    const trend = t('1d', ds) + t('1w', ws) + t('1M', ms);
                    const bias = p(weeklyPos, wp) + p(dailyPos, dp) + (v ? 1 : 0) + biasPts[b];
                    const expected = {
                      trendScore: trend,
                      biasScore: bias,
                      total: trend + bias,
                      dailyScore: t('1d', ds) + p(dailyPos, dp) + (v ? 1 : 0) + biasPts[b],
                      weeklyScore: t('1w', ws) + p(weeklyPos, wp),
                      monthlyScore: t('1M', ms) + p(monthlyPos, mp),
                    };
                    const got = JSON.stringify(cprScores(input, maps));
                    if (got !== JSON.stringify(expected))
                      mismatches.push(`${JSON.stringify(input)} → ${got}`);
                    n++;
                  }
    expect(mismatches).toEqual([]);
    expect(n).toBe(5 ** 3 * 4 ** 3 * 2 * 3);
  });
});
