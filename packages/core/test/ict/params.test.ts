import { describe, expect, it } from 'vitest';
import { defaultIctParams, ictParamsFromSettings, minuteOfDay } from '../../src/ict/params.ts';

describe('ictParamsFromSettings', () => {
  it('maps the settings, the Asia window to minutes after 00:00 UTC', () => {
    const p = ictParamsFromSettings({
      fib_golden_low: 0.618,
      fib_golden_high: 0.786,
      premium_zone_level: 0.55,
      discount_zone_level: 0.45,
      score_threshold_strong: 8,
      score_threshold_a: 6,
      score_threshold_potential: 4,
      trade_generation_threshold: 7,
      tp2_max_r: 3,
      stop_min_atr: 1,
      asia_start_utc: '00:00',
      asia_end_utc: '07:00',
    });
    expect(p).toEqual(defaultIctParams);
  });

  it('parses HH:MM and rejects anything else', () => {
    expect(minuteOfDay('23:30')).toBe(1410);
    expect(minuteOfDay('7:05')).toBe(425);
    expect(minuteOfDay('24:00')).toBe(0);
    for (const bad of ['24:01', '12:60', '1230', '', 'ab:cd'])
      expect(() => minuteOfDay(bad)).toThrow(/HH:MM/);
  });
});
