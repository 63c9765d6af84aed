import { z } from 'zod';
import { defineJob } from './job-definition.ts';

/**
 * `cpr/admin/rebuild-symbol-meta/`, daily 00:01: refreshes `market_symbols` (the active universe,
 * market caps and cap categories) from the source. The simulated source ships its caps; exchange
 * and files sources report none until a market-cap API is wired (ANALYTICS.md §2).
 */
export const symbolMetaJob = defineJob({
  name: 'symbol-meta',
  module: 'cpr',
  action: () => 'rebuild-symbol-meta',
  payload: z.object({}).strict(),
  schedules: [{ cron: '0 1 0 * * *', payload: {} }],
  startup: [{}],
  startupAfter: '1d',
  retry: { limit: 2, delaySeconds: 60 },
  expireInSeconds: 10 * 60,
  async run(context) {
    const symbols = await context.ingest.syncSymbols();
    const rows = await context.symbols.listActive(context.source);
    const withCap = rows.filter((r) => r.marketCap !== null).length;
    return {
      detail: `Symbol meta rebuilt from the ${context.source} source: ${symbols.length} active symbols, ${withCap} with a market cap.`,
      changed: ['cpr'],
    };
  },
});
