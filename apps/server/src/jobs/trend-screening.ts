import { z } from 'zod';
import { defineJob } from './job-definition.ts';
import { checkInputs, notYetComputedDetail } from './support/input-check.ts';

/**
 * `cpr/admin/trigger-trend-screening/`; daily 00:01 (the trend-model refit, ANALYTICS.md §2). The
 * screening and the model refit arrive with the CPR module; until then a run checks its inputs.
 */
export const trendScreeningJob = defineJob({
  name: 'trend-screening',
  module: 'cpr',
  action: () => 'trigger-trend-screening',
  payload: z.object({}).strict(),
  schedules: [{ cron: '0 1 0 * * *', payload: {} }],
  startup: [{}],
  startupAfter: '1d',
  retry: { limit: 1, delaySeconds: 60 },
  expireInSeconds: 30 * 60,
  async run(context) {
    return { detail: notYetComputedDetail('Trend screening', '1d', await checkInputs(context, '1d')) };
  },
});
