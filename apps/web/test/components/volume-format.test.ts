import { describe, expect, it } from 'vitest';
import { formatChange, formatRatio, formatVolume, zTone } from '../../src/components/volume-format.ts';

describe('volume formats', () => {
  it('formats figures and colours z at ±2', () => {
    expect(formatVolume(3_500_000)).toBe('3.5M');
    expect(formatVolume(null)).toBe('-');
    expect(formatRatio(1.526)).toBe('1.53×');
    expect(formatChange(12.34)).toBe('+12.3%');
    expect(formatChange(-70)).toBe('-70.0%');
    expect(formatChange(null)).toBe('-');
    expect(zTone(2)).toBe('high');
    expect(zTone(1.99)).toBeNull();
    expect(zTone(-2)).toBe('low');
  });
});
