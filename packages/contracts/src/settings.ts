import { z } from 'zod';
import { checkSettingsRules } from './settings-rules.ts';

/** Exchanges whose USDT perpetuals the app can follow (`default_exchange`). */
export const exchanges = ['MEXC', 'BYBIT', 'BINANCE'] as const;
export const Exchange = z.enum(exchanges, { error: 'default_exchange must be one of MEXC, BYBIT, BINANCE.' });
export type Exchange = z.infer<typeof Exchange>;

/** Toast positions of the web app (react-toastify's names). */
export const toastLocations = [
  'top-right',
  'top-center',
  'top-left',
  'bottom-right',
  'bottom-center',
  'bottom-left',
] as const;
export type ToastLocation = (typeof toastLocations)[number];

const SUBCATEGORY = /^[A-Za-z0-9_-]+$/;
const MODULE_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9 _.-]*[A-Za-z0-9_.-])?$/;
/** `HH:MM`, 00:00 to 23:59 (UTC). */
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const whole = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number.` })
    .int(`${field} must be a whole number.`)
    .min(min, `${field} must be at least ${min}.`)
    .max(max, `${field} must be at most ${max}.`);

const fraction = (field: string) =>
  z
    .number({ error: `${field} must be a number.` })
    .gt(0, `${field} must be greater than 0.`)
    .lt(1, `${field} must be less than 1.`);

const flag = (field: string) => z.boolean({ error: `${field} must be true or false.` });

const sessionTime = (field: string) =>
  z.string({ error: `${field} must be a time HH:MM.` }).regex(HH_MM, `${field} must be a time HH:MM (UTC).`);

/** One `[threshold, label, subcategory]` entry of a CPR width map (threshold: a width fraction). */
const CprMapEntrySchema = z.tuple(
  [
    z
      .number({ error: 'The threshold must be a number.' })
      .gt(0, 'The threshold must be greater than 0.')
      .max(10, 'The threshold must be at most 10.'),
    z
      .string({ error: 'The label must be text.' })
      .trim()
      .min(1, 'The label is required.')
      .max(40, 'The label must be at most 40 characters.'),
    z
      .string({ error: 'The subcategory must be text.' })
      .min(1, 'The subcategory is required.')
      .max(40, 'The subcategory must be at most 40 characters.')
      .regex(SUBCATEGORY, 'The subcategory may contain only letters, digits, _ and -.'),
  ],
  { error: 'Each entry must be [threshold, label, subcategory].' },
);

/** A CPR width map: 2 to 10 entries, thresholds strictly ascending, subcategories unique. */
const cprMap = (field: string) =>
  z
    .array(CprMapEntrySchema, { error: `${field} must be a list of [threshold, label, subcategory].` })
    .min(2, `${field} needs at least 2 entries (the first two are the top subcategories).`)
    .max(10, `${field} may have at most 10 entries.`)
    .superRefine((map, ctx) => {
      map.forEach(([threshold, , subcategory], i) => {
        const previous = map[i - 1];
        if (previous && !(threshold > previous[0])) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 0],
            message: `${field} thresholds must be sorted ascending without repeats (${threshold} follows ${previous[0]}).`,
          });
        }
        if (map.findIndex((e) => e[2] === subcategory) !== i) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 2],
            message: `${field} repeats the subcategory '${subcategory}'.`,
          });
        }
      });
    });

const moduleTagMap = z
  .record(
    z
      .string()
      .max(40, 'Module names must be at most 40 characters.')
      .regex(MODULE_NAME, 'Module names start with a letter or digit and use letters, digits, space, _ . -.'),
    z
      .string({ error: 'Tag names must be text.' })
      .trim()
      .min(1, 'Tag names are required.')
      .max(40, 'Tag names must be at most 40 characters.'),
    { error: 'module_tag_map must be an object of module name → tag name.' },
  )
  .refine((map) => Object.keys(map).length >= 1, 'module_tag_map needs at least one module.')
  .refine((map) => Object.keys(map).length <= 50, 'module_tag_map may have at most 50 modules.');

/** The fields every settings object has, except the webhooks (whose input also accepts null). */
function settingsShape<W extends z.ZodType>(webhook: (field: string) => W) {
  return {
    default_exchange: Exchange,
    trade_generation_threshold: whole('trade_generation_threshold', 0, 10),
    tp2_max_r: z
      .number({ error: 'tp2_max_r must be a number.' })
      .min(1, 'tp2_max_r must be at least 1.')
      .max(20, 'tp2_max_r must be at most 20.'),
    stop_min_atr: z
      .number({ error: 'stop_min_atr must be a number.' })
      .min(0, 'stop_min_atr must be at least 0.')
      .max(10, 'stop_min_atr must be at most 10.'),
    trade_cooldown_minutes: whole('trade_cooldown_minutes', 0, 1440),
    max_trades_per_symbol_day: whole('max_trades_per_symbol_day', 1, 50),
    webhook_url: webhook('webhook_url'),
    webhook_daily: webhook('webhook_daily'),
    webhook_weekly: webhook('webhook_weekly'),
    webhook_monthly: webhook('webhook_monthly'),
    webhook_setups: webhook('webhook_setups'),
    fib_golden_low: fraction('fib_golden_low'),
    fib_golden_high: fraction('fib_golden_high'),
    premium_zone_level: fraction('premium_zone_level'),
    discount_zone_level: fraction('discount_zone_level'),
    score_threshold_strong: whole('score_threshold_strong', 0, 10),
    score_threshold_a: whole('score_threshold_a', 0, 10),
    score_threshold_potential: whole('score_threshold_potential', 0, 10),
    max_watchlist_items: whole('max_watchlist_items', 1, 1000),
    default_star_rating: whole('default_star_rating', 0, 5),
    watchlist_alert_threshold: whole('watchlist_alert_threshold', 0, 100),
    cpr_cross_margin_atr: z
      .number({ error: 'cpr_cross_margin_atr must be a number.' })
      .min(0, 'cpr_cross_margin_atr must be at least 0.')
      .max(5, 'cpr_cross_margin_atr must be at most 5.'),
    cpr_cross_closes: whole('cpr_cross_closes', 1, 48),
    allow_duplicate_symbols: flag('allow_duplicate_symbols'),
    tag_grouping_enabled: flag('tag_grouping_enabled'),
    auto_remove_on_low_score: flag('auto_remove_on_low_score'),
    module_tag_map: moduleTagMap,
    asia_start_utc: sessionTime('asia_start_utc'),
    asia_end_utc: sessionTime('asia_end_utc'),
    london_start_utc: sessionTime('london_start_utc'),
    london_end_utc: sessionTime('london_end_utc'),
    newyork_start_utc: sessionTime('newyork_start_utc'),
    newyork_end_utc: sessionTime('newyork_end_utc'),
    daily_cpr_map: cprMap('daily_cpr_map'),
    weekly_cpr_map: cprMap('weekly_cpr_map'),
    monthly_cpr_map: cprMap('monthly_cpr_map'),
    notification_location: z.enum(toastLocations, {
      error: `notification_location must be one of ${toastLocations.join(', ')}.`,
    }),
    notification_duration: whole('notification_duration', 1000, 60_000),
  };
}

const HttpsUrl = z.url({ protocol: /^https$/, hostname: /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/ });

/** A webhook as stored and answered: an https URL, or '' when unset (nothing is sent). */
const storedWebhook = (field: string) =>
  z
    .string({ error: `${field} must be text.` })
    .max(2048, `${field} must be at most 2048 characters.`)
    .refine((s) => s === '' || HttpsUrl.safeParse(s).success, `${field} must be an https:// URL or empty.`);

/** A webhook as sent: an https URL, '' or null (both mean unset, answered as ''). */
const webhookInput = (field: string) =>
  z
    .union([z.null(), z.string().trim()], { error: `${field} must be an https:// URL, empty or null.` })
    .transform((s) => s ?? '')
    .pipe(storedWebhook(field));

/** GET/PUT admin/settings/ answer: the full settings object (docs/product.md §3), defaults filled. */
export const AdminSettings = z.object(settingsShape(storedWebhook));
export type AdminSettings = z.infer<typeof AdminSettings>;

/**
 * PUT admin/settings/ body: the full object, every field required, unknown fields refused, plus the
 * cross-field rules of `checkSettingsRules` (fib low < high, discount < premium, strong ≥ a ≥
 * potential, session windows start < end and not overlapping).
 */
export const AdminSettingsUpdate = z
  .object(settingsShape(webhookInput))
  .strict()
  .superRefine((settings, ctx) => {
    // Cross-field rules only between fields that are valid on their own (no doubled messages).
    if (ctx.issues.length > 0) return;
    for (const issue of checkSettingsRules(settings)) {
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    }
  });
export type AdminSettingsUpdate = z.input<typeof AdminSettingsUpdate>;

/** Names of the webhook settings; `webhook_url` is the general one, the others per alert kind. */
export const webhookFields = [
  'webhook_url',
  'webhook_daily',
  'webhook_weekly',
  'webhook_monthly',
  'webhook_setups',
] as const;
