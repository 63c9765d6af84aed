import type { VolatilityRecord } from '@app/contracts';

/** Test data for the Volatility Dashboard (only tests import it). */
export function record(symbol: string, over: Partial<VolatilityRecord> = {}): VolatilityRecord {
  return {
    symbol,
    daily_subcategory: 'wide',
    weekly_subcategory: 'wide',
    monthly_subcategory: 'wide',
    daily_position: 'Within',
    weekly_position: 'Within',
    monthly_position: 'Within',
    daily_score: 0,
    weekly_score: 0,
    monthly_score: 0,
    daily_bias: 'Neutral',
    is_virgin_cpr: false,
    is_inside_daily: false,
    is_inside_weekly: false,
    is_inside_monthly: false,
    cap_category: 'Mid',
    market_cap: 2e9,
    ...over,
  };
}
