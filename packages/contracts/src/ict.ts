import { type IctReasonLabel, ictReasonScores } from '@app/core';
import { z } from 'zod';

/**
 * ICT setups and generated trades (docs/product.md §2, §3, §8 and §9; docs/analytics.md §3), pro and
 * above. Every endpoint answers a plain JSON list (or, for stats, an object). Times are ISO 8601 UTC
 * strings; prices are in the quote currency (USDT).
 */

const IsoTime = z.iso.datetime({ offset: true });

/** `htf_bias`: the direction of the latest 4h break of structure. */
export const ictBiases = ['Bullish', 'Bearish', 'Neutral'] as const;
export const IctBias = z.enum(ictBiases);
export type IctBias = z.infer<typeof IctBias>;

/** `htf_pd_array`: where price sits in the 4h dealing range. */
const pdArrays = ['Premium', 'Discount', 'Equilibrium', 'Unknown'] as const;
export const PdArray = z.enum(pdArrays);
export type PdArray = z.infer<typeof PdArray>;

/** `fvg_type`: the gap price is at now (first match wins, in this order), or None. */
const fvgTypes = ['Two Sided FVG', 'Breaker FVG', 'One Sided FVG', 'None'] as const;
export const FvgType = z.enum(fvgTypes);
export type FvgType = z.infer<typeof FvgType>;

/**
 * The reason labels, in the order a breakdown lists them. Their points live in one place, core's
 * `ictReasonScores` (docs/product.md §3), whose keys these are.
 */
export type IctReason = IctReasonLabel;
export const ictReasons = Object.keys(ictReasonScores) as IctReason[];
export const IctReason = z.enum(ictReasons as [IctReason, ...IctReason[]]);

/**
 * `label`: `Strong {dir}` / `{dir}` / `Potential {dir}` by the score thresholds of the settings,
 * `No Setup` below them, `Neutral` for a neutral HTF bias.
 */
export const ictLabels = [
  'Strong Bullish',
  'Bullish',
  'Potential Bullish',
  'Strong Bearish',
  'Bearish',
  'Potential Bearish',
  'Neutral',
  'No Setup',
] as const;
export const IctLabel = z.enum(ictLabels);
export type IctLabel = z.infer<typeof IctLabel>;

/**
 * What `p_tp1` serves (docs/analytics.md §3.10 "P(TP1)"): the calibrated model (it beat the pooled base rate on
 * held-out trades), the pooled base rate (it did not), or nothing yet (too few resolved trades, or a
 * row stored before the model).
 */
const tp1ServedValues = ['model', 'base_rate', 'none'] as const;
export const Tp1Served = z.enum(tp1ServedValues);
export type Tp1Served = z.infer<typeof Tp1Served>;

/** `p_tp1`: the chance a trade, once triggered, reaches TP1 before its stop (0 to 1); null when `none`. */
const PTp1 = z.number().min(0).max(1).nullable();

/** A price zone (top ≥ bottom). */
const PriceZone = z.object({ low: z.number(), high: z.number() });

/** The levels behind a setup's score, for its breakdown (and a chart). */
export const IctBreakdown = z.object({
  /** Each scoring reason with its points, in `ictReasons` order. */
  points: z.array(z.object({ reason: IctReason, points: z.number() })),
  /** The 4h dealing range (last 30 closed 4h bars) and where price sits in it (0 = low, 1 = high). */
  dealing_range: z.object({ high: z.number(), low: z.number(), position: z.number().nullable() }).nullable(),
  /** The 5m impulse leg the OTE zone is drawn on: from its origin swing to its extreme swing. */
  leg: z
    .object({
      direction: z.enum(['Bullish', 'Bearish']),
      from_time: IsoTime,
      from_price: z.number(),
      to_time: IsoTime,
      to_price: z.number(),
    })
    .nullable(),
  ote: PriceZone.nullable(),
  /** The gap behind `fvg_type` (the balanced range for Two Sided, the breaker zone, or the FVG). */
  zone: z
    .object({
      kind: z.enum(['fvg', 'breaker', 'bpr']),
      direction: z.enum(['bullish', 'bearish']).nullable(),
      low: z.number(),
      high: z.number(),
      /** Open time of the gap's middle bar. */
      start: IsoTime,
    })
    .nullable(),
  /** The latest sweep of the last 24 closed 5m bars: the level, its price, and when it was swept and reclaimed. */
  sweep: z
    .object({
      level: z.enum(['PDH', 'PDL', 'Asia High', 'Asia Low', 'Swing High', 'Swing Low']),
      price: z.number(),
      swept_at: IsoTime,
      reclaimed_at: IsoTime,
    })
    .nullable(),
  /** ATR(14) of the closed 5m bars. */
  atr: z.number().nullable(),
});
export type IctBreakdown = z.infer<typeof IctBreakdown>;

/** One row of `ict/setups/` (docs/product.md §3 "ICT setup", plus price, times and the breakdown). */
export const IctSetup = z.object({
  symbol: z.string().min(1),
  htf_bias: IctBias,
  htf_pd_array: PdArray,
  ltf_ote: z.boolean(),
  fvg_type: FvgType,
  liquidity_sweep: z.boolean(),
  /** Sum of the reasons' points (0 to 10). */
  score: z.number(),
  reasons: z.array(IctReason),
  label: IctLabel,
  /** Last price the setup was evaluated at. */
  price: z.number().nullable(),
  /** Market time of the newest bar the setup used (no bar newer than this was read). */
  as_of: IsoTime,
  breakdown: IctBreakdown,
  /** P(TP1) of the trade the setup's plan generates at this evaluation; null (and `none`) without a plan. */
  p_tp1: PTp1,
  p_tp1_served: Tp1Served,
});
export type IctSetup = z.infer<typeof IctSetup>;
export const IctSetupsResponse = z.array(IctSetup);

/**
 * A trade's life, judged on closed 5m bars: `open` (waiting for price to trade into the entry zone)
 * → `triggered` → `tp1` → `tp2`, or `stopped`; `expired` after 24 h untriggered.
 */
export const ictTradeStatuses = ['open', 'triggered', 'tp1', 'tp2', 'stopped', 'expired'] as const;
export const IctTradeStatus = z.enum(ictTradeStatuses);
export type IctTradeStatus = z.infer<typeof IctTradeStatus>;

/** One row of `ict/trades/` (docs/product.md §3 "ICT trade", plus id, status, step times and R). */
export const IctTrade = z.object({
  id: z.number().int(),
  symbol: z.string().min(1),
  bias: IctBias,
  entry_low: z.number(),
  entry_high: z.number(),
  stop_loss: z.number(),
  take_profit_1: z.number(),
  take_profit_2: z.number(),
  /**
   * R of each target from the fill (docs/analytics.md §3.9): |target − fill| / |fill − stop|, the fill
   * being entry_high for Bullish, entry_low for Bearish.
   */
  r_tp1: z.number(),
  r_tp2: z.number(),
  current_price: z.number().nullable(),
  reasons: z.array(IctReason),
  created_at: IsoTime,
  /** The setup's score and label when the trade was generated. */
  score: z.number(),
  label: IctLabel,
  status: IctTradeStatus,
  triggered_at: IsoTime.nullable(),
  tp1_at: IsoTime.nullable(),
  tp2_at: IsoTime.nullable(),
  stopped_at: IsoTime.nullable(),
  expired_at: IsoTime.nullable(),
  /** When the trade stopped being tracked (tp2, stop, expiry, or back to entry after TP1); null while live. */
  closed_at: IsoTime.nullable(),
  /** R multiple reached (tp1/tp2: that target's R from the entry; stopped: −1); null while none. */
  r_multiple: z.number().nullable(),
  /**
   * Honest R (docs/analytics.md §3.10): half the position off at TP1, the rest at TP2 or at the
   * break-even stop; stopped −1, TP1 then break-even ½·R(TP1), TP2 ½·R(TP1) + ½·R(TP2). Null until
   * known (open, triggered, at TP1 and still live) and for expired trades.
   */
  honest_r: z.number().nullable(),
  /** P(TP1) when the trade was generated (never changed afterwards), and what it served. */
  p_tp1: PTp1,
  p_tp1_served: Tp1Served,
  updated_at: IsoTime,
});
export type IctTrade = z.infer<typeof IctTrade>;
export const IctTradesResponse = z.array(IctTrade);

const SymbolFilter = z
  .string()
  .trim()
  .min(1, 'symbol must not be empty.')
  .max(40, 'symbol must be at most 40 characters.')
  .regex(/^[A-Za-z0-9_.-]+$/, 'symbol may contain only letters, digits and _ . -')
  .transform((s) => s.toUpperCase());

/** GET ict/setups/?symbol= : one symbol's setup, or every symbol's. Unknown keys are a 400. */
export const IctSetupsQuery = z.object({ symbol: SymbolFilter.optional() }).strict();
export type IctSetupsQuery = z.infer<typeof IctSetupsQuery>;

/** GET ict/trades/?symbol=&status= : newest first; optional filters. Unknown keys are a 400. */
export const IctTradesQuery = z
  .object({
    symbol: SymbolFilter.optional(),
    status: z
      .enum(ictTradeStatuses, { error: `status must be one of ${ictTradeStatuses.join(', ')}.` })
      .optional(),
  })
  .strict();
export type IctTradesQuery = z.infer<typeof IctTradesQuery>;

/** A comma-separated list of `values` in a query ('' or absent: none chosen). */
const listOf = <T extends string>(field: string, values: readonly T[]) =>
  z
    .string()
    .max(400, `${field} must be at most 400 characters.`)
    .transform((v) => (v === '' ? [] : v.split(',')))
    .pipe(
      z.array(
        z.enum(values as [T, ...T[]], {
          error: `${field} takes a comma-separated list of ${values.join(', ')}.`,
        }),
      ),
    );

export const ictTradesSortKeys = ['generated', 'p_tp1'] as const;

/**
 * GET ict/trades/page/ : one page of every stored trade (docs/api.md), filtered and sorted on the
 * server. `symbol` is a case-insensitive 'contains'; `bias` and `status` keep a trade whose value is
 * one of the list; `reasons` keeps a trade carrying every listed reason. Sort `generated` (creation
 * time) or `p_tp1` (trades without one last either way), `dir` desc by default. Unknown keys are a 400.
 */
export const IctTradesPageQuery = z
  .object({
    page: z.coerce
      .number({ error: 'page must be a number.' })
      .int('page must be a whole number.')
      .min(1, 'page must be at least 1.')
      .max(100_000, 'page must be at most 100000.')
      .default(1),
    size: z.coerce
      .number({ error: 'size must be a number.' })
      .int('size must be a whole number.')
      .min(10, 'size must be at least 10.')
      .max(200, 'size must be at most 200.')
      .default(50),
    symbol: z
      .string()
      .trim()
      .max(40, 'symbol must be at most 40 characters.')
      .regex(/^[A-Za-z0-9_.-]*$/, 'symbol may contain only letters, digits and _ . -')
      .optional(),
    bias: listOf('bias', ictBiases).optional(),
    reasons: listOf('reasons', ictReasons).optional(),
    status: listOf('status', ictTradeStatuses).optional(),
    sort: z.enum(ictTradesSortKeys, { error: 'sort must be generated or p_tp1.' }).default('generated'),
    dir: z.enum(['asc', 'desc'], { error: 'dir must be asc or desc.' }).default('desc'),
  })
  .strict();
export type IctTradesPageQuery = z.infer<typeof IctTradesPageQuery>;

/** GET ict/trades/stats/?days= : the window, in days back from now (default 30, 1 to 365). */
export const IctTradeStatsQuery = z
  .object({
    days: z.coerce
      .number({ error: 'days must be a number.' })
      .int('days must be a whole number.')
      .min(1, 'days must be at least 1.')
      .max(365, 'days must be at most 365.')
      .default(30),
  })
  .strict();
export type IctTradeStatsQuery = z.infer<typeof IctTradeStatsQuery>;

/**
 * Outcome figures of a group of trades (core `ictOutcomeStats`): counts by status; TP1, TP2 and stop
 * rates over the decided triggered trades (status tp1, tp2 or stopped; TP1 counts tp1 and tp2);
 * the expired rate over the trades no longer open; average R = mean honest R (`honest_r`) over the
 * trades whose honest R is known.
 * A rate is null when its denominator is 0.
 */
export const IctOutcomeStats = z.object({
  trades: z.number().int(),
  counts: z.record(IctTradeStatus, z.number().int()),
  tp1_rate: z.number().nullable(),
  tp2_rate: z.number().nullable(),
  stop_rate: z.number().nullable(),
  expired_rate: z.number().nullable(),
  average_r: z.number().nullable(),
});
export type IctOutcomeStats = z.infer<typeof IctOutcomeStats>;

/**
 * GET ict/trades/page/ : `total` trades stored, `matched` by the filters (their outcome `summary`),
 * and the page's trades; `page` is the one served (the last when the asked one is past the end).
 */
export const IctTradesPage = z.object({
  total: z.number().int(),
  matched: z.number().int(),
  page: z.number().int(),
  page_count: z.number().int(),
  size: z.number().int(),
  summary: IctOutcomeStats,
  trades: z.array(IctTrade),
});
export type IctTradesPage = z.infer<typeof IctTradesPage>;

/** GET ict/trades/stats/ : outcome figures of the trades created in the window, overall, by label and by score. */
export const IctTradeStats = z.object({
  days: z.number().int(),
  from: IsoTime,
  to: IsoTime,
  overall: IctOutcomeStats,
  by_label: z.array(IctOutcomeStats.extend({ label: IctLabel })),
  by_score: z.array(IctOutcomeStats.extend({ score: z.number() })),
});
export type IctTradeStats = z.infer<typeof IctTradeStats>;

/** GET ict/trades/model/ and ict/trades/track-record/ take no query; unknown keys are a 400. */
export const IctNoQuery = z.object({}).strict();

/**
 * GET ict/trades/model/ : the P(TP1) model served now (docs/analytics.md §3.10 "P(TP1)"), refit once a day by the
 * ICT scan on this venue's trades resolved before `fitted_at`. The held-out figures score the model's
 * calibrated forecasts as they were made when those trades were generated, against the base rate
 * served with them; null before there are any.
 */
export const IctTp1ModelInfo = z.object({
  served: Tp1Served,
  /** The refit time (00:00 UTC, market time); null before the first refit. */
  fitted_at: IsoTime.nullable(),
  /** Resolved triggered trades the model was fitted on (0 while too few). */
  n: z.number().int(),
  /** Their TP1 share: what `base_rate` serves. */
  base_rate: z.number().nullable(),
  /** Held-out trades scored, AUC of "TP1 before the stop", Brier score, the base rate's, and the skill. */
  held_out_n: z.number().int(),
  auc: z.number().nullable(),
  brier: z.number().nullable(),
  base_rate_brier: z.number().nullable(),
  brier_skill: z.number().nullable(),
});
export type IctTp1ModelInfo = z.infer<typeof IctTp1ModelInfo>;

/** One group of the track record: decided triggered trades, TP1 hits, the rate and its 95 % Wilson interval. */
export const IctTrackBin = z.object({
  count: z.number().int(),
  tp1: z.number().int(),
  rate: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  /** Mean `p_tp1` of the group's trades that carry one (null when none does). */
  mean_forecast: z.number().nullable(),
});
export type IctTrackBin = z.infer<typeof IctTrackBin>;

/**
 * GET ict/trades/track-record/ : how `p_tp1` and the labels did on this venue's trades created in the
 * last 30 days (market time) whose outcome is decided (TP1 reached, or stopped before it). Deciles are
 * ten equal-count groups of the trades carrying a `p_tp1`, lowest first; labels in label order.
 */
export const IctTrackRecord = z.object({
  days: z.number().int(),
  from: IsoTime,
  to: IsoTime,
  overall: IctTrackBin,
  by_decile: z.array(
    IctTrackBin.extend({ decile: z.number().int().min(1).max(10), p_from: z.number(), p_to: z.number() }),
  ),
  by_label: z.array(IctTrackBin.extend({ label: IctLabel })),
});
export type IctTrackRecord = z.infer<typeof IctTrackRecord>;
