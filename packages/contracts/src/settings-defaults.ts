import type { AdminSettings } from './settings.ts';

/**
 * The admin settings before any are saved (docs/product.md §5 and docs/analytics.md §2–§4). The CPR
 * maps equal `@app/core`'s `defaultCprMaps` (a server test keeps them in step).
 */
export const defaultAdminSettings: AdminSettings = {
  default_exchange: 'MEXC',
  trade_generation_threshold: 7,
  // Stops and targets a trader would place (docs/analytics.md §3.9): TP2 within 3 R, the stop ≥ 1 ATR(5m).
  tp2_max_r: 3,
  stop_min_atr: 1,
  // One trade per idea (docs/analytics.md §3.9): 2 h without a new trade after a stop, 3 a symbol a day.
  trade_cooldown_minutes: 120,
  max_trades_per_symbol_day: 3,
  webhook_url: '',
  webhook_daily: '',
  webhook_weekly: '',
  webhook_monthly: '',
  webhook_setups: '',
  fib_golden_low: 0.618,
  fib_golden_high: 0.786,
  premium_zone_level: 0.55,
  discount_zone_level: 0.45,
  score_threshold_strong: 8,
  score_threshold_a: 6,
  score_threshold_potential: 4,
  max_watchlist_items: 100,
  default_star_rating: 1,
  watchlist_alert_threshold: 8,
  // CPR-cross alerts (docs/alerts.md "CPR crosses that hold"): margin in 5m ATRs, closes in a row.
  cpr_cross_margin_atr: 0.75,
  cpr_cross_closes: 3,
  allow_duplicate_symbols: false,
  tag_grouping_enabled: true,
  auto_remove_on_low_score: false,
  module_tag_map: {
    cpr: 'CPR',
    ict: 'ICT',
    volume: 'Volume',
    sniperflow: 'SniperFlow',
    trend: 'Trend',
  },
  asia_start_utc: '00:00',
  asia_end_utc: '07:00',
  london_start_utc: '07:00',
  london_end_utc: '13:00',
  newyork_start_utc: '13:00',
  newyork_end_utc: '21:00',
  daily_cpr_map: [
    [0.001, 'Super Narrow', 'super_narrow'],
    [0.0025, 'Narrow', 'narrow'],
    [0.0075, 'Normal', 'normal'],
    [1, 'Wide', 'wide'],
  ],
  weekly_cpr_map: [
    [0.004, 'Super Narrow', 'super_narrow'],
    [0.008, 'Narrow', 'narrow'],
    [0.02, 'Normal', 'normal'],
    [1, 'Wide', 'wide'],
  ],
  monthly_cpr_map: [
    [0.01, 'Super Narrow', 'super_narrow'],
    [0.018, 'Narrow', 'narrow'],
    [0.04, 'Normal', 'normal'],
    [1, 'Wide', 'wide'],
  ],
  notification_location: 'top-right',
  notification_duration: 5000,
};
