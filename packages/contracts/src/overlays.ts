import { z } from 'zod';
import { IctBias, IctTradeStatus } from './ict.ts';
import { CandlesQuery } from './market.ts';

/** The timeframes of `market/overlays/`. */
export const overlayTimeframes = ['5m', '1h', '4h', '1d', '1w'] as const;
export const OverlayTimeframe = z.enum(overlayTimeframes, {
  error: 'tf must be one of 5m, 1h, 4h, 1d, 1w.',
});
export type OverlayTimeframe = z.infer<typeof OverlayTimeframe>;

/** Most bars of the timeframe one window may span. */
export const OVERLAY_MAX_BARS = 1500;
/** Bars of the default window (ending now). */
export const OVERLAY_DEFAULT_BARS = 500;

const EpochMs = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a time in ms since the epoch.` })
    .int(`${field} must be a whole number of ms since the epoch.`)
    .min(0, `${field} must be a time in ms since the epoch.`)
    .max(8.64e15, `${field} must be a time in ms since the epoch.`)
    .optional();

/**
 * GET market/overlays/?symbol=&tf=&from=&to= (free and above). `from`/`to` in ms since the epoch;
 * defaults: `to` now, `from` the open of the 500th bar of `tf` before it. `from` must be before `to`.
 */
export const OverlaysQuery = z
  .object({
    symbol: CandlesQuery.shape.symbol,
    tf: OverlayTimeframe,
    from: EpochMs('from'),
    to: EpochMs('to'),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from < q.to, {
    message: 'from must be before to.',
    path: ['from'],
  });
export type OverlaysQuery = z.infer<typeof OverlaysQuery>;

const CprPeriod = z.enum(['daily', 'weekly', 'monthly']);
const Ms = z.number();

/** A CPR in force during one period (from the period before it). */
export const OverlayCpr = z.object({
  period: CprPeriod,
  start: Ms,
  end: Ms,
  top: z.number(),
  pivot: z.number(),
  bottom: z.number(),
  width_pct: z.number(),
});

/** A CPR no day has touched since its period began (the virgin CPR ledger). */
const OverlayVirginCpr = OverlayCpr.extend({
  age_periods: z.number().int(),
  /** Signed distance of the nearer edge from the price, a fraction of the price (+ above). */
  distance_pct: z.number().nullable(),
});

/** PDH/PDL and the Asia and London ranges of one UTC day (with the sessions' start and end). */
export const OverlaySessionDay = z.object({
  day: Ms,
  pdh: z.number().nullable(),
  pdl: z.number().nullable(),
  asia_high: z.number().nullable(),
  asia_low: z.number().nullable(),
  london_high: z.number().nullable(),
  london_low: z.number().nullable(),
  asia_start: Ms.nullable(),
  asia_end: Ms.nullable(),
  london_start: Ms.nullable(),
  london_end: Ms.nullable(),
});

export const OverlayFvg = z.object({
  /** Open time of the middle bar. */
  start: Ms,
  direction: z.enum(['bullish', 'bearish']),
  top: z.number(),
  bottom: z.number(),
  state: z.enum(['open', 'mitigated', 'breaker']),
  mitigated_at: Ms.nullable(),
  known_at: Ms,
});

const OverlaySwing = z.object({
  time: Ms,
  kind: z.enum(['high', 'low']),
  price: z.number(),
  confirmed_at: Ms,
});

const OverlayLeg = z.object({
  direction: IctBias.exclude(['Neutral']),
  from_time: Ms,
  from_price: z.number(),
  to_time: Ms,
  to_price: z.number(),
});

/** One of the symbol's ICT trades with its levels and outcome. */
export const OverlayTrade = z.object({
  id: z.number().int(),
  bias: IctBias,
  entry_low: z.number(),
  entry_high: z.number(),
  stop_loss: z.number(),
  take_profit_1: z.number(),
  take_profit_2: z.number(),
  /** R of each target from the fill (as `ict/trades/`'s r_tp1, r_tp2). */
  r_tp1: z.number(),
  r_tp2: z.number(),
  status: IctTradeStatus,
  score: z.number(),
  created_at: Ms,
  triggered_at: Ms.nullable(),
  tp1_at: Ms.nullable(),
  tp2_at: Ms.nullable(),
  stopped_at: Ms.nullable(),
  expired_at: Ms.nullable(),
  closed_at: Ms.nullable(),
  r_multiple: z.number().nullable(),
});

/** The body of `market/overlays/`: every time in ms since the epoch. */
export const OverlaysResponse = z.object({
  symbol: z.string(),
  tf: OverlayTimeframe,
  as_of: Ms,
  from: Ms,
  to: Ms,
  price: z.number().nullable(),
  cprs: z.array(OverlayCpr),
  virgin_cprs: z.array(OverlayVirginCpr),
  sessions: z.array(OverlaySessionDay),
  fvgs: z.array(OverlayFvg),
  swings: z.array(OverlaySwing),
  leg: OverlayLeg.nullable(),
  ote: z.object({ low: z.number(), high: z.number() }).nullable(),
  dealing_range: z.object({ high: z.number(), low: z.number() }).nullable(),
  trades: z.array(OverlayTrade),
});
export type OverlaysResponse = z.infer<typeof OverlaysResponse>;
export type OverlayCpr = z.infer<typeof OverlayCpr>;
export type OverlaySessionDay = z.infer<typeof OverlaySessionDay>;
export type OverlayFvg = z.infer<typeof OverlayFvg>;
export type OverlayTrade = z.infer<typeof OverlayTrade>;
