import { z } from 'zod';

export const MarketSource = z.enum(['simulated', 'exchange', 'files']);
export type MarketSource = z.infer<typeof MarketSource>;

export const HealthResponse = z.object({
  status: z.literal('ok'),
  source: MarketSource,
  /** ISO time of the newest market data, or null before any has arrived. */
  data_as_of: z.string().nullable(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
