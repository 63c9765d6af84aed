import { z } from 'zod';
import { defineJob } from './job-definition.ts';
import { checkInputs, notYetComputedDetail } from './support/input-check.ts';

/**
 * `sniperflow/run/liquidity/ {mode}`; every 5m close +10 s (`live`). `historical` recomputes today's
 * levels and hits from the stored bars. The computation arrives with the liquidity module.
 */
export const liquidityRunJob = defineJob({
  name: 'liquidity-run',
  module: 'sniperflow',
  action: ({ mode }) => `run-liquidity:${mode}`,
  payload: z.object({ mode: z.enum(['historical', 'live']) }).strict(),
  schedules: [{ cron: '10 */5 * * * *', payload: { mode: 'live' } }],
  startup: [{ mode: 'historical' }],
  startupAfter: 'recent-5m',
  retry: { limit: 1, delaySeconds: 10 },
  expireInSeconds: 4 * 60,
  async run(context, { mode }) {
    return {
      detail: notYetComputedDetail(`Session liquidity (${mode})`, '5m', await checkInputs(context, '5m')),
    };
  },
});
