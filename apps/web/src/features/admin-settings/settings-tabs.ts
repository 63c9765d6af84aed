import { type AdminSettings, exchanges, toastLocations } from '@app/contracts';

export type FieldKind = 'select' | 'whole' | 'decimal' | 'url' | 'time' | 'switch';

export interface FieldSpec {
  name: keyof AdminSettings;
  label: string;
  kind: FieldKind;
  /** Input step of decimal fields (docs/product.md §5). */
  step?: number;
  options?: readonly string[];
  help?: string;
}

export interface SettingsTab {
  key: string;
  title: string;
  fields: FieldSpec[];
  /** A tab drawn by its own editor instead of (after) plain fields. */
  editor?: 'module-tags' | 'cpr-maps';
  /** Fields (or field prefixes) whose errors count for this tab's badge. */
  owns?: (keyof AdminSettings)[];
}

const FIB_STEP = 0.001;

/** The nine tabs of docs/product.md §2 "Platform Settings", every settings field on one of them. */
export const SETTINGS_TABS: readonly SettingsTab[] = [
  {
    key: 'platform',
    title: 'Platform Config',
    fields: [
      {
        name: 'default_exchange',
        label: 'Default exchange',
        kind: 'select',
        options: exchanges,
        help: 'On the exchange market source, saving switches the running market to this exchange (its data loads in the background). On the simulated and files sources it only sets the export and chart-link prefix.',
      },
      {
        name: 'notification_location',
        label: 'Notification location',
        kind: 'select',
        options: toastLocations,
        help: 'Where toasts appear on every screen.',
      },
      {
        name: 'notification_duration',
        label: 'Notification duration (ms)',
        kind: 'whole',
        help: 'How long a toast stays, 1000 to 60000 ms.',
      },
    ],
  },
  {
    key: 'trade',
    title: 'Trade Generation',
    fields: [
      {
        name: 'trade_generation_threshold',
        label: 'Trade generation threshold',
        kind: 'whole',
        help: 'The least ICT setup score (0 to 10) that generates a trade.',
      },
      {
        name: 'tp2_max_r',
        label: 'TP2 cap (R)',
        kind: 'decimal',
        step: 0.5,
        help: 'TP2 is the nearest liquidity beyond TP1 (previous day, Asia session or swing high/low) no further than this many R from the entry, 1 to 20; without one, the cap itself.',
      },
      {
        name: 'stop_min_atr',
        label: 'Least stop distance (× 5m ATR)',
        kind: 'decimal',
        step: 0.1,
        help: 'The stop is never closer to the entry than this many 5m ATR(14), 0 to 10, so noise does not take it out.',
      },
      {
        name: 'trade_cooldown_minutes',
        label: 'Cool-down after a stop (minutes)',
        kind: 'whole',
        help: 'No new trade on a symbol for this many minutes after one of its trades was stopped, 0 to 1440 (0: none). A symbol never holds two open trades in one direction.',
      },
      {
        name: 'max_trades_per_symbol_day',
        label: 'Max trades per symbol per day',
        kind: 'whole',
        help: 'At most this many trades generated per symbol per UTC day, 1 to 50.',
      },
    ],
  },
  {
    key: 'webhooks',
    title: 'Discord Webhooks',
    fields: [
      { name: 'webhook_url', label: 'General webhook', kind: 'url' },
      { name: 'webhook_daily', label: 'Daily CPR scan webhook', kind: 'url' },
      { name: 'webhook_weekly', label: 'Weekly CPR scan webhook', kind: 'url' },
      { name: 'webhook_monthly', label: 'Monthly CPR scan webhook', kind: 'url' },
      { name: 'webhook_setups', label: 'ICT setups webhook', kind: 'url' },
    ],
  },
  {
    key: 'fib',
    title: 'FIB Levels',
    fields: [
      { name: 'fib_golden_low', label: 'Golden zone low', kind: 'decimal', step: FIB_STEP },
      { name: 'fib_golden_high', label: 'Golden zone high', kind: 'decimal', step: FIB_STEP },
      { name: 'premium_zone_level', label: 'Premium zone level', kind: 'decimal', step: FIB_STEP },
      { name: 'discount_zone_level', label: 'Discount zone level', kind: 'decimal', step: FIB_STEP },
    ],
  },
  {
    key: 'scores',
    title: 'Score Thresholds',
    fields: [
      { name: 'score_threshold_strong', label: 'Strong setup score', kind: 'whole' },
      { name: 'score_threshold_a', label: 'A setup score', kind: 'whole' },
      { name: 'score_threshold_potential', label: 'Potential setup score', kind: 'whole' },
    ],
  },
  {
    key: 'watchlist',
    title: 'Watchlist',
    fields: [
      { name: 'max_watchlist_items', label: 'Max watchlist items', kind: 'whole' },
      { name: 'default_star_rating', label: 'Default star rating', kind: 'whole' },
      { name: 'watchlist_alert_threshold', label: 'Alert threshold', kind: 'whole' },
      {
        name: 'cpr_cross_margin_atr',
        label: 'CPR cross margin (× 5m ATR)',
        kind: 'decimal',
        step: 0.05,
        help: 'A CPR-cross alert needs a 5m close beyond the CPR by this many 5m ATR(14), 0 to 5 (0: any close beyond it).',
      },
      {
        name: 'cpr_cross_closes',
        label: 'CPR cross closes in a row',
        kind: 'whole',
        help: 'A CPR-cross alert needs this many 5m closes in a row beyond the CPR on the new side, 1 to 48; until then the CPR keeps its side and does not fire again.',
      },
      { name: 'allow_duplicate_symbols', label: 'Allow duplicate symbols', kind: 'switch' },
      { name: 'tag_grouping_enabled', label: 'Tag grouping enabled', kind: 'switch' },
      { name: 'auto_remove_on_low_score', label: 'Auto remove on low score', kind: 'switch' },
    ],
  },
  { key: 'tags', title: 'Module Tagging', fields: [], editor: 'module-tags', owns: ['module_tag_map'] },
  {
    key: 'sessions',
    title: 'Session Windows',
    fields: [
      { name: 'asia_start_utc', label: 'Asia start (UTC)', kind: 'time' },
      { name: 'asia_end_utc', label: 'Asia end (UTC)', kind: 'time' },
      { name: 'london_start_utc', label: 'London start (UTC)', kind: 'time' },
      { name: 'london_end_utc', label: 'London end (UTC)', kind: 'time' },
      { name: 'newyork_start_utc', label: 'New York start (UTC)', kind: 'time' },
      { name: 'newyork_end_utc', label: 'New York end (UTC)', kind: 'time' },
    ],
  },
  {
    key: 'cpr',
    title: 'CPR Width Thresholds',
    fields: [],
    editor: 'cpr-maps',
    owns: ['daily_cpr_map', 'weekly_cpr_map', 'monthly_cpr_map'],
  },
];

/** The top-level fields a tab shows. */
export function tabFields(tab: SettingsTab): string[] {
  return [...tab.fields.map((f) => f.name), ...(tab.owns ?? [])];
}
