import { describe, expect, it } from 'vitest';
import {
  defaultDailyCprMap,
  defaultMonthlyCprMap,
  defaultWeeklyCprMap,
  isTopSubcategory,
  subcategoryFor,
} from '../../src/cpr/cpr-map.ts';

describe('subcategoryFor', () => {
  it('takes the first entry with width ≤ threshold (daily defaults)', () => {
    const cases: [number, string][] = [
      [0, 'super_narrow'],
      [0.001, 'super_narrow'],
      [0.0010001, 'narrow'],
      [0.0025, 'narrow'],
      [0.005, 'normal'],
      [0.0075, 'normal'],
      [0.0076, 'wide'],
      [0.9, 'wide'],
    ];
    for (const [w, sub] of cases) expect(subcategoryFor(w, defaultDailyCprMap)).toBe(sub);
  });

  it('uses the weekly and monthly thresholds', () => {
    expect(subcategoryFor(0.004, defaultWeeklyCprMap)).toBe('super_narrow');
    expect(subcategoryFor(0.0079, defaultWeeklyCprMap)).toBe('narrow');
    expect(subcategoryFor(0.02, defaultWeeklyCprMap)).toBe('normal');
    expect(subcategoryFor(0.021, defaultWeeklyCprMap)).toBe('wide');
    expect(subcategoryFor(0.0099, defaultMonthlyCprMap)).toBe('super_narrow');
    expect(subcategoryFor(0.018, defaultMonthlyCprMap)).toBe('narrow');
    expect(subcategoryFor(0.04, defaultMonthlyCprMap)).toBe('normal');
    expect(subcategoryFor(0.05, defaultMonthlyCprMap)).toBe('wide');
  });

  it('falls back to the last entry (catch-all) above its threshold or for NaN', () => {
    expect(subcategoryFor(5, defaultDailyCprMap)).toBe('wide');
    expect(subcategoryFor(Number.NaN, defaultDailyCprMap)).toBe('wide');
    expect(subcategoryFor(0.1, [])).toBe('');
  });

  it('works with a custom map', () => {
    const map = [
      [0.01, 'Tight', 'tight'],
      [0.05, 'Loose', 'loose'],
      [Number.POSITIVE_INFINITY, 'Any', 'any'],
    ] as const;
    expect(subcategoryFor(0.02, map)).toBe('loose');
    expect(isTopSubcategory('loose', map)).toBe(true);
    expect(isTopSubcategory('any', map)).toBe(false);
  });
});

describe('isTopSubcategory', () => {
  it('is true for the first two entries only', () => {
    expect(isTopSubcategory('super_narrow', defaultDailyCprMap)).toBe(true);
    expect(isTopSubcategory('narrow', defaultDailyCprMap)).toBe(true);
    expect(isTopSubcategory('normal', defaultDailyCprMap)).toBe(false);
    expect(isTopSubcategory('wide', defaultDailyCprMap)).toBe(false);
    expect(isTopSubcategory('unknown', defaultDailyCprMap)).toBe(false);
    expect(isTopSubcategory(null, defaultDailyCprMap)).toBe(false);
  });
});
