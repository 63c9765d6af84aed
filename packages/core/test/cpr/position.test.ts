import { describe, expect, it } from 'vitest';
import { dailyBias } from '../../src/cpr/bias.ts';
import { defaultDailyCprMap } from '../../src/cpr/cpr-map.ts';
import { cprRelation, isInsideCpr, isVirginCpr, positionOf } from '../../src/cpr/position.ts';

const cpr = { top: 105, bottom: 95 };

describe('positionOf', () => {
  it('Above/Within/Below with edges Within', () => {
    expect(positionOf(105.01, cpr)).toBe('Above');
    expect(positionOf(105, cpr)).toBe('Within');
    expect(positionOf(100, cpr)).toBe('Within');
    expect(positionOf(95, cpr)).toBe('Within');
    expect(positionOf(94.99, cpr)).toBe('Below');
  });
});

describe('isVirginCpr', () => {
  it('true only when the day range stays wholly above or below the CPR', () => {
    expect(isVirginCpr(120, 105.5, cpr)).toBe(true);
    expect(isVirginCpr(94, 80, cpr)).toBe(true);
    expect(isVirginCpr(120, 105, cpr)).toBe(false); // touched the top
    expect(isVirginCpr(95, 80, cpr)).toBe(false); // touched the bottom
    expect(isVirginCpr(101, 99, cpr)).toBe(false); // wholly inside a wide CPR
    expect(isVirginCpr(110, 90, cpr)).toBe(false); // straddled it
  });
});

describe('isInsideCpr and cprRelation', () => {
  it('inside means top ≤ previous top and bottom ≥ previous bottom', () => {
    expect(isInsideCpr({ top: 104, bottom: 96 }, cpr)).toBe(true);
    expect(isInsideCpr(cpr, cpr)).toBe(true);
    expect(isInsideCpr({ top: 106, bottom: 96 }, cpr)).toBe(false);
    expect(isInsideCpr({ top: 110, bottom: 90 }, cpr)).toBe(false);
  });

  it('classifies higher, lower, inside, overlapping', () => {
    expect(cprRelation({ top: 110, bottom: 106 }, cpr)).toBe('higher');
    expect(cprRelation({ top: 94, bottom: 90 }, cpr)).toBe('lower');
    expect(cprRelation({ top: 104, bottom: 96 }, cpr)).toBe('inside');
    expect(cprRelation({ top: 107, bottom: 100 }, cpr)).toBe('overlapping');
    expect(cprRelation({ top: 110, bottom: 90 }, cpr)).toBe('overlapping');
    expect(cprRelation({ top: 107, bottom: 105 }, cpr)).toBe('overlapping');
  });
});

describe('dailyBias', () => {
  const base = { dailyMap: defaultDailyCprMap, weeklyPosition: 'Within' as const };
  it('Explosive: top-two subcategory, outside the CPR, virgin', () => {
    for (const sub of ['super_narrow', 'narrow'])
      for (const pos of ['Above', 'Below'] as const)
        expect(dailyBias({ ...base, dailySubcategory: sub, dailyPosition: pos, isVirgin: true })).toBe(
          'Explosive',
        );
  });
  it('Trending: daily and weekly positions equal and not Within', () => {
    expect(
      dailyBias({
        ...base,
        dailySubcategory: 'wide',
        dailyPosition: 'Above',
        weeklyPosition: 'Above',
        isVirgin: true,
      }),
    ).toBe('Trending');
    expect(
      dailyBias({
        ...base,
        dailySubcategory: 'narrow',
        dailyPosition: 'Below',
        weeklyPosition: 'Below',
        isVirgin: false,
      }),
    ).toBe('Trending');
  });
  it('Neutral otherwise', () => {
    const cases = [
      { dailySubcategory: 'normal', dailyPosition: 'Above', weeklyPosition: 'Below', isVirgin: true },
      { dailySubcategory: 'narrow', dailyPosition: 'Within', weeklyPosition: 'Within', isVirgin: true },
      { dailySubcategory: 'narrow', dailyPosition: 'Above', weeklyPosition: 'Within', isVirgin: false },
      { dailySubcategory: null, dailyPosition: null, weeklyPosition: null, isVirgin: false },
    ] as const;
    for (const c of cases) expect(dailyBias({ ...c, dailyMap: defaultDailyCprMap })).toBe('Neutral');
  });
});
