import { z } from 'zod';

/**
 * Positioning: funding, open interest, long/short ratios and liquidations (docs/positioning.md).
 * Times are ISO 8601 UTC strings; rates are fractions per settlement (0.0001 = 0.01 %); open interest is
 * in coins (contracts of one coin) and its value in USDT; liquidations in USDT. Anything the venue does
 * not give, or that has no reading at or before `as_of`, is `null`, never 0.
 */

const IsoTime = z.iso.datetime({ offset: true });
const Num = z.number().nullable();

/** The positioning source of a row: the venue's id (`binance`, `bybit`, `mexc`), or `files` / `simulated`. */
const PositioningExchange = z.string().min(1).max(40);

/** One row of `GET positioning/snapshot/` (docs/positioning.md §2). */
export const PositioningSnapshotRow = z.object({
  symbol: z.string().min(1),
  exchange: PositioningExchange,
  /** The 5-minute close the snapshot is taken at. */
  as_of: IsoTime,
  /** Rate of the last settlement at or before `as_of` (fraction per interval). */
  funding_rate: Num,
  /** Hours between that settlement and the one before it (the venue's interval). */
  funding_interval_hours: Num,
  /** Time of that settlement. */
  funding_time: IsoTime.nullable(),
  /** The venue's next settlement time; null where it does not give one. */
  next_funding_time: IsoTime.nullable(),
  /** The venue's current predicted rate for the next settlement; null where it does not give one. */
  predicted_funding_rate: Num,
  /** Open interest in coins, last reading at or before `as_of`. */
  open_interest: Num,
  /** Open interest in USDT, same reading. */
  open_interest_value: Num,
  /** 100 · (OI now / OI at the last reading at or before now − h − 1), on the coin count. */
  oi_change_1h_pct: Num,
  oi_change_4h_pct: Num,
  oi_change_24h_pct: Num,
  /** All accounts: long accounts / short accounts. */
  long_short_ratio: Num,
  /** Top traders' positions: long / short. */
  top_trader_long_short_ratio: Num,
  /** Taker buy volume / taker sell volume of the reading's period. */
  taker_buy_sell_ratio: Num,
  /** Liquidated longs and shorts (USDT) over the 24 h ending at `as_of`; null where the venue streams none. */
  liquidations_24h_long_usd: Num,
  liquidations_24h_short_usd: Num,
});
export type PositioningSnapshotRow = z.infer<typeof PositioningSnapshotRow>;
export const PositioningSnapshotResponse = z.array(PositioningSnapshotRow);
export type PositioningSnapshotResponse = z.infer<typeof PositioningSnapshotResponse>;

/** `GET positioning/snapshot/` takes no query keys (unknown keys are a 400). */
export const PositioningSnapshotQuery = z.object({}).strict();

/** Longest span `GET positioning/history/` answers in one call (the 5-minute rows of 31 days: 8,928). */
const POSITIONING_HISTORY_MAX_DAYS = 31;

const Time = z.iso.datetime({
  offset: true,
  error: 'must be an ISO 8601 time with a zone, e.g. 2025-08-20T00:00:00Z.',
});

/** GET positioning/history/?symbol=&from=&to= : `from` ≤ `to`, at most 31 days apart. */
export const PositioningHistoryQuery = z
  .object({
    symbol: z
      .string({ error: 'symbol is required.' })
      .trim()
      .min(1, 'symbol is required.')
      .max(40, 'symbol must be at most 40 characters.')
      .regex(/^[A-Za-z0-9_.-]+$/, 'symbol may contain only letters, digits and _ . -')
      .transform((s) => s.toUpperCase()),
    from: Time,
    to: Time,
  })
  .strict()
  .refine((q) => Date.parse(q.from) <= Date.parse(q.to), {
    message: 'from must not be after to.',
    path: ['from'],
  })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= POSITIONING_HISTORY_MAX_DAYS * 86_400_000, {
    message: `from and to must be at most ${POSITIONING_HISTORY_MAX_DAYS} days apart.`,
    path: ['to'],
  });
export type PositioningHistoryQuery = z.infer<typeof PositioningHistoryQuery>;

/** One funding settlement. */
const FundingPoint = z.object({
  time: IsoTime,
  rate: z.number(),
  interval_hours: Num,
});

/** One open-interest / ratio reading (5-minute, or hourly past 30 days). */
export const OpenInterestPoint = z.object({
  time: IsoTime,
  open_interest: Num,
  open_interest_value: Num,
  long_short_ratio: Num,
  top_trader_long_short_ratio: Num,
  /** Top traders' accounts: long / short. */
  top_trader_account_ratio: Num,
  taker_buy_sell_ratio: Num,
});
export type OpenInterestPoint = z.infer<typeof OpenInterestPoint>;

/** Liquidations of one 5-minute bucket starting at `time` (USDT). */
const LiquidationPoint = z.object({
  time: IsoTime,
  long_usd: z.number(),
  short_usd: z.number(),
});

/** `GET positioning/history/`: each list in time order, within [from, to]. */
export const PositioningHistoryResponse = z.object({
  funding: z.array(FundingPoint),
  open_interest: z.array(OpenInterestPoint),
  liquidations: z.array(LiquidationPoint),
});
export type PositioningHistoryResponse = z.infer<typeof PositioningHistoryResponse>;
