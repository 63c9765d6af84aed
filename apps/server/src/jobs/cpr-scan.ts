import { PeriodTimeframe } from '@app/contracts';
import { z } from 'zod';
import { defineJob } from './job-definition.ts';
import { cprJobResult, scanDetail } from './support/cpr-details.ts';

/**
 * `cpr/admin/trigger-cprscan/?tf=1d|1w|1M`; daily 00:01 (1d), Monday 00:02 (1w), the 1st 00:03 (1M),
 * and on a change of that timeframe's CPR map (services/cpr/cpr-settings-sync.ts). Recomputes the CPR
 * state of every active symbol at the market's now with the current settings maps (services/cpr:
 * the daily, weekly and monthly levels are computed together from the daily candles, and a stored
 * row changes only when a value does), then posts the `tf` scan summary to its Discord webhook.
 */
export const cprScanJob = defineJob({
  name: 'cpr-scan',
  module: 'cpr',
  action: ({ tf }) => `trigger-cprscan:${tf}`,
  payload: z.object({ tf: PeriodTimeframe }).strict(),
  schedules: [
    { cron: '0 1 0 * * *', payload: { tf: '1d' } },
    { cron: '0 2 0 * * 1', payload: { tf: '1w' } },
    { cron: '0 3 0 1 * *', payload: { tf: '1M' } },
  ],
  startup: [{ tf: '1d' }, { tf: '1w' }, { tf: '1M' }],
  startupAfter: '1d',
  retry: { limit: 2, delaySeconds: 30 },
  expireInSeconds: 15 * 60,
  async run(context, { tf }) {
    const result = await context.cpr.scan(tf);
    return cprJobResult(scanDetail(result), result);
  },
});
