import { describe, expect, it } from 'vitest';
import { capCategory, categoryRank } from '../../src/scoring/cap-category.ts';
import {
  biasBadgeColour,
  rowColour,
  trendBadgeColour,
  trendProbabilityBucket,
} from '../../src/scoring/colours.ts';

describe('rowColour', () => {
  it('≥ 8 success, ≥ 5 warning, ≤ 2 danger, otherwise none', () => {
    const cases: [number, string | null][] = [
      [12, 'success'],
      [8, 'success'],
      [7.5, 'warning'],
      [5, 'warning'],
      [4.5, null],
      [2.5, null],
      [2, 'danger'],
      [0, 'danger'],
      [-1, 'danger'],
      [Number.NaN, null],
    ];
    for (const [total, colour] of cases) expect(rowColour(total)).toBe(colour);
  });
});

describe('trend probability buckets and badges', () => {
  it('buckets on 0.8 / 0.6 / 0.4, lower bound inclusive', () => {
    const cases: [number | null, string, string][] = [
      [1, '80-100', 'success'],
      [0.8, '80-100', 'success'],
      [0.7999, '60-80', 'primary'],
      [0.6, '60-80', 'primary'],
      [0.5999, '40-60', 'warning'],
      [0.4, '40-60', 'warning'],
      [0.3999, '0-40', 'secondary'],
      [0, '0-40', 'secondary'],
      [null, 'Unknown', 'secondary'],
      [Number.NaN, 'Unknown', 'secondary'],
    ];
    for (const [p, bucket, colour] of cases) {
      expect(trendProbabilityBucket(p)).toBe(bucket);
      expect(trendBadgeColour(p)).toBe(colour);
    }
  });

  it('bias badge colours', () => {
    expect(biasBadgeColour('Explosive')).toBe('success');
    expect(biasBadgeColour('Trending')).toBe('primary');
    expect(biasBadgeColour('Neutral')).toBe('warning');
    expect(biasBadgeColour('Other')).toBe('secondary');
    expect(biasBadgeColour(null)).toBe('secondary');
  });
});

describe('capCategory and categoryRank', () => {
  it('classifies market caps at the boundaries', () => {
    const cases: [number | null, string][] = [
      [1.2e12, 'Large'],
      [10e9, 'Large'],
      [9_999_999_999, 'Mid'],
      [1e9, 'Mid'],
      [999_999_999, 'Small'],
      [100e6, 'Small'],
      [99_999_999, 'Micro'],
      [10e6, 'Micro'],
      [9_999_999, 'Nano'],
      [1, 'Nano'],
      [0, 'Unknown'],
      [-5, 'Unknown'],
      [null, 'Unknown'],
      [Number.NaN, 'Unknown'],
    ];
    for (const [cap, cat] of cases) expect(capCategory(cap)).toBe(cat);
  });

  it('ranks Large 5 … Nano 1, Unknown 0', () => {
    expect(['Large', 'Mid', 'Small', 'Micro', 'Nano', 'Unknown', 'x', null].map(categoryRank)).toEqual([
      5, 4, 3, 2, 1, 0, 0, 0,
    ]);
  });
});
