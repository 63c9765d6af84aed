import type { CprMap } from '../types.ts';
import type { TrendCheckpoint } from './checkpoints.ts';

/**
 * The trend model's feature vector, per checkpoint (docs/analytics.md §2). The open checkpoint's features
 * are known at the day's open; a later checkpoint adds what the day has done so far. One-hot groups
 * drop one level as the baseline (the map's last subcategory, an overlapping CPR, Within, Saturday).
 */
export const openFeatureGroups = {
  /**
   * Today's CPR width against the symbol's own last 60 days, its subcategory, its relation to
   * yesterday's, and its width in ATR14s.
   */
  width: ['width_rank_60d', 'rel_higher', 'rel_lower', 'rel_inside', 'cpr_width_atr'],
  /** Volatility compression: NR7, inside day, ln(ATR5/ATR20). */
  compression: ['nr7', 'inside_day', 'atr_ratio_log'],
  /** ln(ATR14 / yesterday's close). */
  atr: ['atr14_log_pct'],
  /** The open against the weekly, monthly and daily CPR. */
  open_position: [
    'week_above',
    'week_below',
    'month_above',
    'month_below',
    'open_outside_daily',
    'open_gap_atr',
    'open_beyond_atr',
  ],
  /** Recent trend days: yesterday's virgin CPR, trend day and body share, the 20- and 60-day trend-day shares. */
  recent_trend: ['prev_virgin', 'prev_trend', 'trend_freq_20d', 'trend_freq_60d', 'prev_body_share'],
  /** Day of the week (Saturday the baseline). */
  dow: ['dow_sun', 'dow_mon', 'dow_tue', 'dow_wed', 'dow_thu', 'dow_fri'],
  /**
   * Market-wide: the share of symbols in a trend day yesterday and over the last 5 days, BTC's trend
   * day and move yesterday.
   */
  market: ['mkt_trend_share_yday', 'mkt_trend_share_5d', 'btc_trend_yday', 'btc_move_yday_atr'],
} as const;

export const checkpointFeatureGroups = {
  /** Range so far in ATRs. */
  range: ['range_atr'],
  /** Move since the open in ATRs and as a share of the range so far. */
  move: ['move_atr', 'body_share'],
  /** Price against today's CPR: outside, how far beyond in ATRs, a trend day so far. */
  cpr_position: ['outside_cpr', 'beyond_cpr_atr', 'trend_so_far'],
  /** Volume so far against the 20-day daily mean × elapsed share of the day (log). */
  volume: ['volume_log'],
  /** Market-wide so far: the share of symbols in a trend day so far, BTC's move so far in ATRs. */
  market_so_far: ['mkt_trend_so_far_share', 'btc_move_so_far_atr'],
} as const;

export type TrendFeatureGroup = keyof typeof openFeatureGroups | keyof typeof checkpointFeatureGroups;

/** Feature names of a checkpoint's vector for a daily CPR map (`sub_*` one-hot after the width rank). */
export function trendFeatureNames(map: CprMap, checkpoint: TrendCheckpoint = 'open'): string[] {
  const subs = map.slice(0, -1).map((e) => `sub_${e[2]}`);
  const open = Object.values(openFeatureGroups).flat();
  const names = [open[0] as string, ...subs, ...open.slice(1)];
  return checkpoint === 'open' ? names : names.concat(Object.values(checkpointFeatureGroups).flat());
}

/** The group a feature name belongs to (`sub_*` belong to `width`). */
export function trendFeatureGroup(name: string): TrendFeatureGroup {
  if (name.startsWith('sub_')) return 'width';
  for (const [g, names] of Object.entries({ ...openFeatureGroups, ...checkpointFeatureGroups }))
    if ((names as readonly string[]).includes(name)) return g as TrendFeatureGroup;
  throw new Error(`unknown trend feature ${name}`);
}

/**
 * Groups computed but left out of the served model: on the Bybit study (docs/trend-model.md) the day
 * of the week and yesterday's market-wide state made the held-out forecasts worse.
 */
const unusedTrendFeatureGroups: readonly TrendFeatureGroup[] = ['dow', 'market'];

/** Indices of the columns the model uses among `names`. */
export function trendModelColumns(names: readonly string[]): number[] {
  return names.flatMap((n, k) => (unusedTrendFeatureGroups.includes(trendFeatureGroup(n)) ? [] : [k]));
}
