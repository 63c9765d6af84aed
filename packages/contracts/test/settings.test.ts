import { describe, expect, it } from 'vitest';
import { AdminSettings, AdminSettingsUpdate } from '../src/settings.ts';
import { defaultAdminSettings } from '../src/settings-defaults.ts';

const errorsOf = (body: unknown): Record<string, string[]> => {
  const result = AdminSettingsUpdate.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'non_field_errors';
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
};

const withField = (field: string, value: unknown) => ({ ...defaultAdminSettings, [field]: value });

describe('admin settings contract', () => {
  it('accepts the defaults as an update and as an answer', () => {
    expect(AdminSettingsUpdate.parse(defaultAdminSettings)).toEqual(defaultAdminSettings);
    expect(AdminSettings.parse(defaultAdminSettings)).toEqual(defaultAdminSettings);
  });

  it('takes null, blank or an https URL for a webhook, answering blanks as ""', () => {
    const parsed = AdminSettingsUpdate.parse({
      ...defaultAdminSettings,
      webhook_url: null,
      webhook_daily: '  ',
      webhook_setups: ' https://discord.com/api/webhooks/1/abc ',
    });
    expect(parsed.webhook_url).toBe('');
    expect(parsed.webhook_daily).toBe('');
    expect(parsed.webhook_setups).toBe('https://discord.com/api/webhooks/1/abc');
  });

  it.each([
    ['webhook_url', 'http://discord.com/api/webhooks/1/abc'],
    ['webhook_daily', 'discord.com/api/webhooks'],
    ['webhook_weekly', 'javascript:alert(1)'],
    ['webhook_monthly', 42],
    ['webhook_setups', `https://example.com/${'x'.repeat(2100)}`],
    ['default_exchange', 'KRAKEN'],
    ['trade_generation_threshold', 7.5],
    ['trade_generation_threshold', '7'],
    ['max_watchlist_items', 0],
    ['default_star_rating', 6],
    ['fib_golden_low', 1.2],
    ['premium_zone_level', Number.NaN],
    ['allow_duplicate_symbols', 'true'],
    ['asia_start_utc', '24:00'],
    ['london_end_utc', '7:00'],
    ['module_tag_map', {}],
    ['module_tag_map', { cpr: '' }],
    ['module_tag_map', ['CPR']],
    ['daily_cpr_map', [[0.001, 'Only', 'only']]],
    [
      'weekly_cpr_map',
      [
        [0.004, 'A', 'a', 'extra'],
        [1, 'B', 'b'],
      ],
    ],
    ['monthly_cpr_map', [{ threshold: 0.01 }, [1, 'B', 'b']]],
    ['notification_location', 'middle'],
    ['notification_duration', 100],
  ])('refuses %s = %j with a message on that field', (field, value) => {
    const errors = errorsOf(withField(field, value));
    expect(Object.keys(errors).some((key) => key === field || key.startsWith(`${field}.`))).toBe(true);
  });

  it('refuses unsorted or repeated CPR map entries, naming the entry', () => {
    const errors = errorsOf(
      withField('daily_cpr_map', [
        [0.002, 'Narrow', 'narrow'],
        [0.001, 'Super Narrow', 'super_narrow'],
        [1, 'Wide', 'narrow'],
      ]),
    );
    expect(errors['daily_cpr_map.1.0']?.[0]).toMatch(/sorted ascending/);
    expect(errors['daily_cpr_map.2.2']?.[0]).toMatch(/repeats the subcategory 'narrow'/);
  });

  it('requires every field and refuses unknown ones', () => {
    const { webhook_url: _, ...missing } = defaultAdminSettings;
    expect(Object.keys(errorsOf(missing))).toEqual(['webhook_url']);
    expect(Object.keys(errorsOf({ ...defaultAdminSettings, extra: 1 }))).toEqual(['non_field_errors']);
  });

  it('states the cross-field rules as clear messages', () => {
    expect(errorsOf({ ...defaultAdminSettings, fib_golden_low: 0.8 })).toEqual({
      fib_golden_low: ['fib_golden_low must be less than fib_golden_high.'],
    });
    expect(errorsOf({ ...defaultAdminSettings, discount_zone_level: 0.55 })).toEqual({
      discount_zone_level: ['discount_zone_level must be less than premium_zone_level.'],
    });
    expect(
      errorsOf({ ...defaultAdminSettings, score_threshold_a: 9, score_threshold_potential: 10 }),
    ).toEqual({
      score_threshold_a: ['score_threshold_a must not exceed score_threshold_strong.'],
      score_threshold_potential: ['score_threshold_potential must not exceed score_threshold_a.'],
    });
    expect(errorsOf({ ...defaultAdminSettings, asia_start_utc: '22:00' })).toEqual({
      asia_end_utc: ['asia_end_utc must be later than asia_start_utc (windows do not wrap past midnight).'],
    });
    expect(errorsOf({ ...defaultAdminSettings, newyork_start_utc: '12:00' })).toEqual({
      newyork_start_utc: ['The New York window must not overlap the London window.'],
    });
  });

  it('lets equal score thresholds and touching session windows pass', () => {
    const update = {
      ...defaultAdminSettings,
      score_threshold_strong: 6,
      score_threshold_a: 6,
      score_threshold_potential: 6,
      newyork_start_utc: '13:00',
      newyork_end_utc: '23:59',
    };
    expect(AdminSettingsUpdate.safeParse(update).success).toBe(true);
  });
});
