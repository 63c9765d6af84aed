import { z } from 'zod';
import { sessionNames } from './settings-rules.ts';

/**
 * Session liquidity, `sniperflow/summary` (docs/product.md §2, §3 "Liquidity summary row", §8; docs/analytics.md
 * section 5), premium and above. The body is a plain JSON list, one row per symbol, for the current
 * UTC day of the market clock (on a fixed data set whose clock stands at 00:00 UTC, the last complete
 * day; docs/analytics.md §5 "The day analysed"). Times are ISO 8601 UTC strings; prices are in the quote currency.
 */

const IsoTime = z.iso.datetime({ offset: true });

/** `bias`: from a PDH/PDL sweep that price came back from, else from price against the daily CPR. */
const liquidityBiases = ['Bullish', 'Bearish', 'Neutral'] as const;
export const LiquidityBias = z.enum(liquidityBiases);
export type LiquidityBias = z.infer<typeof LiquidityBias>;

/**
 * `bias_reason`, in the order the rules are tried (docs/analytics.md §5); `No daily CPR` when no sweep
 * rule applies and there is no CPR (no bars yesterday) or no price yet.
 */
const liquidityBiasReasons = [
  'PDL swept and reclaimed',
  'PDH swept and rejected',
  'Above daily CPR',
  'Below daily CPR',
  'Inside daily CPR',
  'No daily CPR',
] as const;
export const LiquidityBiasReason = z.enum(liquidityBiasReasons);
export type LiquidityBiasReason = z.infer<typeof LiquidityBiasReason>;

/** Session bias: Accumulation, Manipulation or Distribution (docs/analytics.md §5). */
export const sessionBiasLabels = ['A', 'M', 'D'] as const;
export const SessionBiasLabel = z.enum(sessionBiasLabels);
export type SessionBiasLabel = z.infer<typeof SessionBiasLabel>;

/** What each session bias label means (the screen's legend). */
export const sessionBiasMeanings: Record<SessionBiasLabel, { name: string; rule: string }> = {
  A: { name: 'Accumulation', rule: 'neither a manipulation nor a distribution: a range building up' },
  M: {
    name: 'Manipulation',
    rule: 'traded beyond the prior session\u2019s high or low and closed back inside that range',
  },
  D: {
    name: 'Distribution',
    rule: 'range at least its 20-day average and a close in the outer 30 % of its range',
  },
};

/** The six levels of a row, as hit events name them. */
const liquidityLevelNames = ['PDH', 'PDL', 'Asia High', 'Asia Low', 'London High', 'London Low'] as const;
export const LiquidityLevelName = z.enum(liquidityLevelNames);
export type LiquidityLevelName = z.infer<typeof LiquidityLevelName>;

/** The columns hit events are placed in: a session of the settings, or `unknown` (an hour in none). */
const hitSessions = [...sessionNames, 'unknown'] as const;
export const HitSession = z.enum(hitSessions);
export type HitSession = z.infer<typeof HitSession>;

/** A level swept today: which, its price, the open time of the first 5m bar beyond it, and its column. */
export const LiquidityHitEvent = z.object({
  level: LiquidityLevelName,
  price: z.number(),
  hit_at: IsoTime,
  /** The session whose window holds the UTC hour of `hit_at` (settings windows), else `unknown`. */
  session: HitSession,
});
export type LiquidityHitEvent = z.infer<typeof LiquidityHitEvent>;

/** One row of `sniperflow/summary` (docs/product.md §3 "Liquidity summary row", plus levels, events and times). */
export const LiquidityRow = z.object({
  symbol: z.string().min(1),
  /** Previous UTC day's high and low (null without bars that day). */
  pdh: z.number().nullable(),
  pdl: z.number().nullable(),
  /** Today's range of the session so far (null until its first 5m bar closed). */
  asia_high: z.number().nullable(),
  asia_low: z.number().nullable(),
  london_high: z.number().nullable(),
  london_low: z.number().nullable(),
  pdh_swept: z.boolean(),
  pdl_swept: z.boolean(),
  asia_high_swept: z.boolean(),
  asia_low_swept: z.boolean(),
  london_high_swept: z.boolean(),
  london_low_swept: z.boolean(),
  pdh_hit_at: IsoTime.nullable(),
  pdl_hit_at: IsoTime.nullable(),
  asia_high_hit_at: IsoTime.nullable(),
  asia_low_hit_at: IsoTime.nullable(),
  london_high_hit_at: IsoTime.nullable(),
  london_low_hit_at: IsoTime.nullable(),
  bias: LiquidityBias,
  bias_reason: LiquidityBiasReason,
  /** Today's daily CPR (from yesterday's high, low and close): top, pivot, bottom; null without yesterday. */
  cpr_top: z.number().nullable(),
  cpr_mid: z.number().nullable(),
  cpr_bottom: z.number().nullable(),
  /** Label of each session that has begun today (keys `asia`, `london`, `newyork`). */
  session_bias: z.partialRecord(z.enum(sessionNames), SessionBiasLabel),
  /** The levels swept today, oldest first. */
  hit_events: z.array(LiquidityHitEvent),
  /** Last price the row was computed at (null without bars). */
  price: z.number().nullable(),
  /**
   * The UTC day (00:00) the row describes ("today" above; the last complete day on a fixed data set
   * at 00:00), and the market time of the newest bar it used.
   */
  day: IsoTime,
  as_of: IsoTime.nullable(),
});
export type LiquidityRow = z.infer<typeof LiquidityRow>;
export const SniperflowSummaryResponse = z.array(LiquidityRow);
export type SniperflowSummaryResponse = z.infer<typeof SniperflowSummaryResponse>;
