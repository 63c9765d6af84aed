import { describe, expect, it } from 'vitest';
import {
  CprDataQuery,
  CprInsight,
  CprRow,
  ScreenSettings,
  SymbolMeta,
  VolatilityRecord,
} from '../src/cpr.ts';
import { defaultAdminSettings } from '../src/settings-defaults.ts';

describe('CPR contracts', () => {
  it('accepts daily, weekly and monthly ranges (daily when missing) and refuses others', () => {
    expect(CprDataQuery.parse({}).range).toBe('daily');
    expect(CprDataQuery.parse({ range: 'monthly' }).range).toBe('monthly');
    const bad = CprDataQuery.safeParse({ range: 'hourly' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('range must be one of daily, weekly, monthly.');
  });

  it('fills the spec defaults: not virgin, Unknown cap, Neutral bias', () => {
    const row = CprRow.parse({
      symbol: 'BTCUSDT',
      daily_subcategory: 'narrow',
      weekly_subcategory: null,
      monthly_subcategory: 'wide',
      daily_width_pct: 0.002,
      daily_updated_at: '2025-01-02T00:01:00Z',
      market_cap: null,
      top: 101,
      pivot: 100,
      bottom: 99,
      width_pct: 0.02,
    });
    expect(row).toMatchObject({
      is_virgin_cpr: false,
      cap_category: 'Unknown',
      weekly_width_pct: null,
      monthly_width_pct: null,
    });
    expect(CprRow.safeParse({ ...row, weekly_width_pct: -0.1 }).success).toBe(false);
    const insight = CprInsight.parse({
      symbol: 'BTCUSDT',
      daily_position: 'Above',
      weekly_position: null,
      monthly_position: 'Below',
      trend_probability: null,
      updated_at: '2025-01-02T00:05:00+00:00',
    });
    expect(insight.daily_bias).toBe('Neutral');
    // A server without the price and change columns yet: both read as unknown.
    expect([insight.price, insight.change_pct]).toEqual([null, null]);
    const priced = CprInsight.parse({ ...insight, price: 101.5, change_pct: -0.0123 });
    expect([priced.price, priced.change_pct]).toEqual([101.5, -0.0123]);
    expect(CprInsight.safeParse({ ...insight, price: 0 }).success).toBe(false);
    expect(CprInsight.safeParse({ ...insight, change_pct: '1.2' }).success).toBe(false);
    expect(SymbolMeta.parse({ symbol: 'X', market_cap: null }).cap_category).toBe('Unknown');
  });

  it('refuses a probability outside 0..1, a bad position and a bad cap category', () => {
    const base = {
      symbol: 'X',
      daily_position: 'Above',
      weekly_position: 'Within',
      monthly_position: 'Below',
      updated_at: null,
    };
    expect(CprInsight.safeParse({ ...base, trend_probability: 1.2 }).success).toBe(false);
    expect(CprInsight.safeParse({ ...base, daily_position: 'Inside', trend_probability: 0.5 }).success).toBe(
      false,
    );
    expect(SymbolMeta.safeParse({ symbol: 'X', cap_category: 'Huge', market_cap: 1 }).success).toBe(false);
  });

  it('parses a volatility record with its flags defaulting to false', () => {
    const record = VolatilityRecord.parse({
      symbol: 'ETHUSDT',
      daily_subcategory: 'super_narrow',
      weekly_subcategory: 'narrow',
      monthly_subcategory: 'normal',
      daily_position: 'Above',
      weekly_position: 'Within',
      monthly_position: null,
      daily_score: 6.5,
      weekly_score: 2,
      monthly_score: 0,
      cap_category: 'Large',
      market_cap: 4e11,
    });
    expect(record).toMatchObject({
      daily_bias: 'Neutral',
      is_virgin_cpr: false,
      is_inside_daily: false,
      is_inside_weekly: false,
      is_inside_monthly: false,
    });
  });

  it('gives the screen settings as the maps, exchange and toast display of the admin settings, nothing else', () => {
    const screen = ScreenSettings.parse({ ...defaultAdminSettings, webhook_url: 'https://example.com/hook' });
    expect(Object.keys(screen).sort()).toEqual([
      'daily_cpr_map',
      'default_exchange',
      'monthly_cpr_map',
      'notification_duration',
      'notification_location',
      'weekly_cpr_map',
    ]);
    expect(screen.daily_cpr_map).toEqual(defaultAdminSettings.daily_cpr_map);
    expect(ScreenSettings.safeParse({ ...screen, daily_cpr_map: [[0.5, 'Only', 'only']] }).success).toBe(
      false,
    );
  });
});
