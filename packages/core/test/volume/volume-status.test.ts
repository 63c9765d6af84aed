import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  volumeAlert,
  volumeConfidence,
  volumeEmoji,
  volumeStatus,
  zScore,
} from '../../src/volume/volume-status.ts';

describe('volume status, alert, emoji and confidence', () => {
  it('status at the thresholds of docs/analytics.md §4', () => {
    expect(volumeStatus(1.5, 0)).toBe('Active');
    expect(volumeStatus(1.49, 1.99)).toBe('Warming Up');
    expect(volumeStatus(0.5, 2)).toBe('Active');
    expect(volumeStatus(0.8, -3)).toBe('Warming Up');
    expect(volumeStatus(0.79, 1)).toBe('Silent');
    expect(volumeStatus(null, 0)).toBe('Silent');
    expect(volumeStatus(null, 2.5)).toBe('Active');
  });

  it('alert when z ≥ 2 or ratio ≥ 3; emoji follows', () => {
    expect(volumeAlert(3, 0)).toBe(true);
    expect(volumeAlert(2.99, 1.99)).toBe(false);
    expect(volumeAlert(null, 2)).toBe(true);
    expect(volumeEmoji('Active', true)).toBe('🔥');
    expect(volumeEmoji('Active', false)).toBe('🟢');
    expect(volumeEmoji('Warming Up', false)).toBe('🟡');
    expect(volumeEmoji('Silent', false)).toBe('⚪');
  });

  it('confidence = 100 · min(1, days/20) · min(1, minutes/60), rounded', () => {
    expect(volumeConfidence(20, 60)).toBe(100);
    expect(volumeConfidence(25, 300)).toBe(100);
    expect(volumeConfidence(10, 60)).toBe(50);
    expect(volumeConfidence(20, 5)).toBe(8); // 8.33
    expect(volumeConfidence(13, 25)).toBe(27); // 0.65 · 0.4167 = 27.08
    expect(volumeConfidence(0, 60)).toBe(0);
  });

  it('z-score is 0 for a zero deviation', () => {
    expect(zScore(10, 4, 3)).toBe(2);
    expect(zScore(10, 4, 0)).toBe(0);
  });

  it('property: an alert is always Active or reached by ratio ≥ 3; confidence within 0…100', () => {
    fc.assert(
      fc.property(
        fc.option(fc.double({ min: 0, max: 10, noNaN: true }), { nil: null }),
        fc.double({ min: -5, max: 10, noNaN: true }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 600 }),
        (ratio, z, days, minutes) => {
          const status = volumeStatus(ratio, z);
          if (volumeAlert(ratio, z)) expect(status).toBe('Active');
          if (status === 'Silent') expect(volumeEmoji(status, false)).toBe('⚪');
          const c = volumeConfidence(days, minutes);
          expect(c).toBeGreaterThanOrEqual(0);
          expect(c).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});
