import { capCategories } from '@app/core';
import { z } from 'zod';
import type { CapRefreshReport } from '../services/market/market-cap-service.ts';
import { defineJob } from './job-definition.ts';

function capsText(report: CapRefreshReport | null): string {
  if (report === null) return '';
  if (report.provider === null)
    return ` No market-cap provider (set MARKET_CAPS_FILE or MARKET_CAPS_URL): ${report.tickers} stored caps used.`;
  if (report.updated) return ` Market caps from ${report.provider}: ${report.tickers} coins.`;
  return ` Market caps from ${report.provider} failed (${report.error}): kept the last ${report.tickers}.`;
}

/**
 * `cpr/admin/rebuild-symbol-meta/`, daily 00:01: refreshes `market_symbols` (the active universe,
 * market caps and cap categories) from the source. The simulated source ships its caps; on the
 * exchange and files sources the caps come from the market-cap provider (CoinGecko or
 * MARKET_CAPS_FILE, see services/market/market-cap-service.ts), whose last good values are kept
 * when it fails (the run still succeeds and says so).
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
    let symbols = await context.ingest.syncSymbols();
    const caps = context.marketCaps ? await context.marketCaps.refresh(symbols) : null;
    if (caps?.updated) symbols = await context.ingest.syncSymbols();
    const rows = await context.symbols.listActive(context.source);
    const withCap = rows.filter((r) => r.marketCap !== null).length;
    const byCategory = capCategories
      .map((category) => `${category} ${rows.filter((r) => r.capCategory === category).length}`)
      .join(', ');
    return {
      detail: `Symbol meta rebuilt from the ${context.source} source: ${symbols.length} active symbols, ${withCap} with a market cap (${byCategory}).${capsText(caps)}`,
      // The CPR rows, symbol meta and volatility records carry the caps: refetch when they moved.
      changed: key(rows) === before ? [] : ['cpr'],
    };
  },
});
