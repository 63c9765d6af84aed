import { capCategories } from '@app/core';
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
    const key = (rows: { symbol: string; marketCap: number | null; capCategory: string }[]) =>
      JSON.stringify(rows.map((r) => [r.symbol, r.marketCap, r.capCategory]));
    const before = key(await context.symbols.listActive(context.source));
    const symbols = await context.ingest.syncSymbols();
    const rows = await context.symbols.listActive(context.source);
    const withCap = rows.filter((r) => r.marketCap !== null).length;
    const byCategory = capCategories
      .map((category) => `${category} ${rows.filter((r) => r.capCategory === category).length}`)
      .join(', ');
    return {
      detail: `Symbol meta rebuilt from the ${context.source} source: ${symbols.length} active symbols, ${withCap} with a market cap (${byCategory}).`,
      // The CPR rows, symbol meta and volatility records carry the caps: refetch when they moved.
      changed: key(rows) === before ? [] : ['cpr'],
    };
  },
});
