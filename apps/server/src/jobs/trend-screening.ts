import { z } from 'zod';
import { defineJob } from './job-definition.ts';
import { cprJobResult, trendDetail } from './support/cpr-details.ts';

/**
 * `cpr/admin/trigger-trend-screening/`; daily 00:01. Refits the trend-day model (docs/analytics.md §2) on
 * every symbol's daily history with a walk-forward evaluation, stores the run with its
 * out-of-sample Brier score and the base rate's (a model that does not beat the base rate is kept
 * but not served: the insights then carry the base rate), then recomputes the insights with it.
 */
export const trendScreeningJob = defineJob({
  name: 'trend-screening',
  module: 'cpr',
  action: () => 'trigger-trend-screening',
  payload: z.object({}).strict(),
  schedules: [{ cron: '0 1 0 * * *', payload: {} }],
  // A first fit as soon as the daily bars are in (the open checkpoint), the full one once the day
  // partials are (asia_close and london_close need their two years).
  startupEarly: { after: '1d', payloads: [{}] },
  startup: [{}],
  startupAfter: 'trend-partials',
  retry: { limit: 1, delaySeconds: 60 },
  expireInSeconds: 30 * 60,
  async run(context) {
    const refit = await context.cpr.refitTrendModel();
    return cprJobResult(trendDetail(refit), refit.recompute);
  },
});
