import { z } from 'zod';

/** Every chart timeframe: 5m/1h/1d are stored, 4h/1w/1M aggregated from them. */
export const ChartTimeframe = z.enum(['5m', '1h', '4h', '1d', '1w', '1M'], {
  error: 'tf must be one of 5m, 1h, 4h, 1d, 1w, 1M.',
});
export type ChartTimeframe = z.infer<typeof ChartTimeframe>;

/** GET market/candles/?symbol=&tf=&limit= (limit 1..1500, default 500). */
export const CandlesQuery = z.object({
  symbol: z
    .string({ error: 'symbol is required.' })
    .trim()
    .min(1, 'symbol is required.')
    .max(40, 'symbol must be at most 40 characters.')
    .regex(/^[A-Za-z0-9_.-]+$/, 'symbol may contain only letters, digits and _ . -')
    .transform((s) => s.toUpperCase()),
  tf: ChartTimeframe,
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(1500, 'limit must be at most 1500.')
    .default(500),
});
export type CandlesQuery = z.infer<typeof CandlesQuery>;

/** One bar for the chart: `[open_time_ms, open, high, low, close, quote_volume]`. */
export const CandleTuple = z.tuple([z.number(), z.number(), z.number(), z.number(), z.number(), z.number()]);
export type CandleTuple = z.infer<typeof CandleTuple>;

/** Ascending by open time; the last bar may still be forming. */
export const CandlesResponse = z.array(CandleTuple);
export type CandlesResponse = z.infer<typeof CandlesResponse>;
