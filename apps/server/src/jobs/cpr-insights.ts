import { PeriodTimeframe } from '@app/contracts';
import { z } from 'zod';
import { defineJob } from './job-definition.ts';
import { checkInputs, notYetComputedDetail } from './support/input-check.ts';

/**
 * `cpr/admin/update-insights/?tf=1d|1w|1M`; with each period's CPR scan. The insights computation
 * arrives with the insights module; until then a run checks its inputs and says so.
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
  ],
  startup: [{ tf: '1d' }, { tf: '1w' }, { tf: '1M' }],
  startupAfter: '1d',
  retry: { limit: 2, delaySeconds: 30 },
  expireInSeconds: 15 * 60,
  async run(context, { tf }) {
    return { detail: notYetComputedDetail(`CPR insights (${tf})`, '1d', await checkInputs(context, '1d')) };
  },
});
