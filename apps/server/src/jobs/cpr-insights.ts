import { PeriodTimeframe } from '@app/contracts';
import { z } from 'zod';
import { defineJob } from './job-definition.ts';
import { cprJobResult, insightsDetail } from './support/cpr-details.ts';

/**
 * `cpr/admin/update-insights/?tf=1d|1w|1M`; with each period's CPR scan and, because positions,
 * the virgin flag and the daily bias move with the price, at every 5m close (the live feed has stored the
 * closed bar; + 20 s when the close was not reported). Recomputes positions, daily bias, virgin flags, scores and trend probabilities
 * of every symbol at the last price, against the CPRs in force (recomputed with them, so a new
 * period's CPR counts from its first minute even before its scan has run).
 */
export const cprInsightsJob = defineJob({
  name: 'cpr-insights',
  module: 'cpr',
  action: ({ tf }) => `update-insights:${tf}`,
  payload: z.object({ tf: PeriodTimeframe }).strict(),
  schedules: [
    { cron: '30 1 0 * * *', payload: { tf: '1d' } },
    { cron: '30 2 0 * * 1', payload: { tf: '1w' } },
    { cron: '30 3 0 1 * *', payload: { tf: '1M' } },
    { cron: '20 */5 * * * *', payload: { tf: '1d' }, atClose: true },
  ],
  startup: [{ tf: '1d' }, { tf: '1w' }, { tf: '1M' }],
  // Positions and the virgin flag need today's 5m bars (the scans run earlier, after the daily bars).
  startupAfter: 'recent-5m',
  retry: { limit: 2, delaySeconds: 30 },
  expireInSeconds: 15 * 60,
  async run(context, { tf }) {
    const result = await context.cpr.recompute();
    return cprJobResult(insightsDetail(tf, result), result);
  },
});
